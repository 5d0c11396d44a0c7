// @vitest-environment jsdom
// config.json maps a service to another prefix (`services`) and a path marked ours to the deployment's own (`paths`):
// the portal's own clients then call there, at the network edge (msw); a bad override stops the start naming it.
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadRuntimeConfig, resolveHosts } from '../../../src/platform/config';
import { createPlatform } from '../../../src/portal/platform';
import { standInIdentity } from '../standInIdentity';
import { origin, startMswServer } from './msw';
import { newRequestId } from '../../../src/platform/requestIds';

const server = startMswServer();

const configFile = (json: unknown) => async () => new Response(JSON.stringify(json), { status: 200 });

async function platformWith(json: unknown) {
  const config = await loadRuntimeConfig(configFile(json));
  const { protocol, hostname, port } = new URL(origin);
  const platform = createPlatform(config, resolveHosts({ protocol, hostname, port }, { ...config, servedBySandbox: true }));
  platform.setIdentity(standInIdentity());
  return platform;
}

describe('path overrides on the wire', () => {
  it('sends an overridden path, with its arguments, to the overridden prefix; its siblings stay where they were', async () => {
    const called: string[] = [];
    server.events.on('request:start', ({ request }) => called.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`));
    server.use(
      http.get(`${origin}/svc/core/api/v2/installations/42/token`, () => HttpResponse.json({ jwt: 'app-jwt', expiresIn: 300 })),
      http.delete(`${origin}/svc/core/api/v1/organizations/7/apps/42`, () => new HttpResponse(null, { status: 204 })),
      http.get(`${origin}/svc/audit-log/api/v1/events`, () => HttpResponse.json({ data: [], number: 0, totalElements: 0, totalPages: 0, last: true })),
    );
    const platform = await platformWith({
      services: { audit: '/svc/audit-log' },
      paths: { 'apps.appToken': '/api/v2/installations/{installId}/token?organization={org}' },
    });

    expect(await platform.apps.appToken(7, 42)).toEqual({ jwt: 'app-jwt', expiresIn: 300 });
    await platform.apps.uninstall(7, 42, false, undefined, newRequestId());
    await platform.audit.events('acme', {}, { page: 0, pageSize: 10 });

    expect(called).toEqual([
      'GET /svc/core/api/v2/installations/42/token?organization=7',
      'DELETE /svc/core/api/v1/organizations/7/apps/42',
      'GET /svc/audit-log/api/v1/events?page=0&pageSize=10&organization=acme',
    ]);
    // The first call to each client loads its module: generous on a busy machine.
  });

  it('refuses an override of a path it does not know, naming it, before anything is called', async () => {
    const refusal = await loadRuntimeConfig(configFile({ paths: { 'apps.apToken': '/x' } })).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).problems).toEqual(['paths: unknown path "apps.apToken" (README "Pointing the portal at a real platform" lists them)']);
  });

  it("accepts README's example of a deployment's mapping", async () => {
    const readme = readFileSync('README.md', 'utf8');
    const example = /```json\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf('What a deployer must map')))?.[1] ?? '';
    const config = await loadRuntimeConfig(configFile(JSON.parse(example)));
    expect(Object.keys(config.pathRewrites ?? {}).sort()).toEqual(['core', 'mappings']);
  });
});
