// @vitest-environment jsdom
// The top bar's open-alarm count is a flow (src/app/chrome/openAlarmCount.ts), not work of the view: it reads the
// open rule's severity counts and reads them again as soon as the alarm screen announces that it acted on alarms,
// not at its next poll. At the network edge (msw), through the portal's own alarms client.
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { openAlarmCount } from '../../src/app/chrome/openAlarmCount';
import { createActor } from '../../src/platform/actorFactory';
import { alarmEndpoints } from '../../src/platform/alarmEndpoints';
import { resolveHosts, sandboxConfig } from '../../src/platform/config';
import { servicePrefixes } from '../../src/platform/endpoints';
import { announceAlarmsChanged } from '../../src/portal/alarmsChanged';
import { createPlatform } from '../../src/portal/platform';
import { origin, startMswServer } from './platform/msw';
import { standInIdentity } from './standInIdentity';

const server = startMswServer();

beforeEach(() => {
  sessionStorage.setItem('organizationToken', JSON.stringify({ resourceId: 'acme', scope: 'org:acme app:*', accessToken: 'org-token', expiresAt: Date.now() + 3_600_000, issuedAt: Date.now(), permissions: [] }));
});

it('reads the open alarms again when the alarm screen says it acted on them', async () => {
  // Two open alarms of severity 4, then one once an acknowledgement cleared the other.
  const answers = [[{ severity: 4, count: 2 }], [{ severity: 4, count: 1 }]];
  const asked: string[] = [];
  server.use(
    http.get(`${origin}${servicePrefixes.alarms}${alarmEndpoints.severityCount}`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('organization') ?? '');
      return HttpResponse.json(answers[Math.min(asked.length, answers.length) - 1]);
    }),
  );
  const { protocol, hostname, port } = new URL(origin);
  const platform = createPlatform(sandboxConfig, resolveHosts({ protocol, hostname, port }, sandboxConfig));
  platform.setIdentity(standInIdentity({ username: () => 'alice' }));
  const count = createActor(openAlarmCount(platform), { input: { query: { organization: 'acme' } } }).start();
  await waitFor(count, (snapshot) => snapshot.context.data?.[0]?.count === 2);

  announceAlarmsChanged();
  const after = await waitFor(count, (snapshot) => snapshot.context.data?.[0]?.count === 1);
  count.stop();
  expect(after.context.data).toEqual([{ severity: 4, count: 1 }]);
  expect(asked).toEqual(['acme', 'acme']);
});
