// A preference's text: the facts (§4.3 UserPreference) name it `value`, the spec (§3) `value1`. The portal reads
// either, so a locale saved by either kind of service still applies, and writes `value`, the name the facts show.
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createCoreClient } from '../../../src/platform/coreClient';
import { createHttpClient } from '../../../src/platform/http';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { newRequestId } from '../../../src/platform/requestIds';

const server = setupSandboxServer();
afterEach(() => server.resetHandlers());

const base = 'https://app.preferences.test/svc/core';
const core = createCoreClient(createHttpClient({ baseURL: base, getToken: () => 'token' }));
const query = { serviceName: 'portal-locale', username: 'alice', organization: 'acme' };
const stored = { id: 4, orgResourceId: 'acme', username: 'alice', serviceName: 'portal-locale' };

describe("a person's locale preference", () => {
  it.each([
    ['value', 'the facts'],
    ['value1', 'the spec'],
  ])('reads a preference whose text is `%s` (%s)', async (field) => {
    server.use(mock.get(`${base}/api/v1/userPreferences`, () => HttpResponse.json([{ ...stored, [field]: 'it-IT' }])));
    expect((await core.getPreferences(query)).map(({ value }) => value)).toEqual(['it-IT']);
  });

  it('writes the text as `value`', async () => {
    const sent: unknown[] = [];
    server.use(
      mock.post(`${base}/api/v1/userPreferences`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({ ...stored, value1: body.value });
      }),
    );
    const saved = await core.savePreference({ orgResourceId: 'acme', username: 'alice', serviceName: 'portal-locale', value: 'de-DE' }, undefined, newRequestId());
    expect(sent).toEqual([{ orgResourceId: 'acme', username: 'alice', serviceName: 'portal-locale', value: 'de-DE' }]);
    expect(saved.value).toBe('de-DE');
  });
});
