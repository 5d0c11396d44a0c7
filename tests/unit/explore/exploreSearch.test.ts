// Data exploration's device search (src/features/explore/flows.ts searchDevices) on the platform as the portal
// builds it over the sandbox: asked on the server once the typing pauses, the first few matches with how many there
// are in all, and nothing asked for a blank text.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideExploreFlows } from '../../../src/features/explore/flows';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const searched: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/devices')) searched.push(url.searchParams.get('search') ?? '');
});

describe("data exploration's device search", () => {
  it('asks for the text typed last, trimmed, and answers with the matches and their count', async () => {
    const flows = provideExploreFlows(await signedInPlatform('alice', 'acme'));
    const search = createActor(flows.searchDevices('acme'), { input: { query: '' } }).start();
    search.send({ type: 'query.change', query: 'Boi', settle: true });
    search.send({ type: 'query.change', query: 'Boiler ', settle: true });
    const snapshot = await waitFor(search, (state) => state.context.data !== undefined);
    expect(searched).toEqual(['Boiler']);
    const found = snapshot.context.data!;
    expect(found.text).toBe('Boiler');
    expect(found.answer.total).toBe(3);
    expect(found.answer.devices.map(({ deviceId, label }) => `${deviceId} ${label}`)).toEqual([
      'dev-acme-boiler-1 Boiler Hall A',
      'dev-acme-boiler-2 Boiler Hall B',
      'dev-north-boiler-1 North Boiler',
    ]);
  });
});
