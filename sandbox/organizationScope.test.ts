// Every service path the sandbox serves, read from its handler list (so a new path is swept by existing), called
// with alice's organisation token for globex on acme: none is accepted. alice belongs to both, so only the token's
// organisation can refuse the call. Paths that take no organisation are exempt, each with its reason.
import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../src/platform/endpoints';
import type { PlatformError } from '../src/platform/errors';
import { createHttpClient } from '../src/platform/http';
import { createIamClient } from '../src/platform/iamClient';
import { createMappingClient } from '../src/platform/mappingClient';
import { newRequestId, requestIdHeader } from '../src/platform/requestIds';
import { createVpnClient } from '../src/platform/vpnClient';
import { sandboxHandlers } from './handlers';
import { bearer, exchangeForOrganization, origin, setupSandboxServer, signIn } from './testClient';

setupSandboxServer();

/** Handlers outside the services: no organisation token is sent to them. */
const exemptPrefixes: Record<string, string> = {
  '/auth/': 'the identity provider: its token endpoint makes organisation tokens from the person\'s own',
  '/status/': 'the public status page',
  '/__sandbox/': 'the control API of tests and demos, not a platform service',
};

/** Service paths of no organisation, or of the person whatever the organisation. */
const exemptPaths: Record<string, string> = {
  'GET /svc/core/api/v1/organizations/loginInfo': 'the realm of a host name, asked before anyone signs in',
  'GET /svc/core/api/v1/organizations/mine': 'the person\'s organisations: the selector and switcher list them',
  'GET /svc/core/api/v1/organizations/mineRealms': 'the person\'s realms',
  'GET /svc/core/api/v1/organizations/myIp': 'the caller\'s address',
  'GET /svc/core/api/v1/users/mine': 'the person\'s own record',
  'GET /svc/core/api/v1/users/:username/exists': 'user names are unique in the realm: a new one is checked against all',
  'POST /svc/core/api/v1/organizations/selfOnBoarding': 'self-registration, without a token',
  'GET /svc/core/api/v1/agreements/last': 'the legal texts, public: registration shows them',
  'GET /svc/core/api/v1/theme': 'the theme of a host, public: the sign-in page shows it',
  ...Object.fromEntries(
    ['vpn', 'vpn2'].flatMap((proxy) =>
      ['POST /access/login', 'GET /commands/commands.access.client.ping', 'POST /access/logout'].map((call) => {
        const [method, path] = call.split(' ');
        return [`${method} /svc/${proxy}/manage${path}`, 'the remote-access site: its own sign-in and session cookie'];
      }),
    ),
  ),
};

interface Route {
  method: string;
  path: string;
}

const routes: Route[] = sandboxHandlers
  .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
  .map(({ info }) => ({ method: String(info.method), path: info.path }))
  // Function-matched handlers (faults, request ids, audit) stand in front of every path, not at one.
  .filter((route): route is Route => typeof route.path === 'string')
  .map(({ method, path }) => ({ method, path: path.replace(/^\*/, '') }));

const exemptReason = ({ method, path }: Route) =>
  Object.entries(exemptPrefixes).find(([prefix]) => path.startsWith(prefix))?.[1] ?? exemptPaths[`${method} ${path}`];

const swept = routes.filter((route) => exemptReason(route) === undefined);

const organizations = { acme: { id: '1', resourceId: 'acme' }, globex: { id: '2', resourceId: 'globex' } };
type Named = keyof typeof organizations;

// acme's own resources, by the name of the path parameter (the service's own ids elsewhere).
const acmeIds: Record<string, string> = {
  deviceId: 'dev-acme-boiler-1',
  gatewayId: 'gw-acme-boiler',
  gateway: 'gw-acme-boiler',
  userId: '102',
  username: 'bob',
};
const acmeIdsOf: [RegExp, string][] = [
  [/\/dashboards\/:id/, 'dsh-boiler-hall-a'],
  [/\/flows\/:id/, 'flw-acme-boilers'],
  [/\/(triggers|notifications|licenses)\/:id/, '1'],
  [/\/users\/:id/, '102'],
];

/**
 * The address of a route naming `named` wherever an organisation goes (path, core's by its id; query) and acme's
 * resources wherever an id goes.
 */
function addressOf({ path }: Route, named: Named): string {
  const organization = organizations[named];
  const numeric = path.startsWith('/svc/core/') || path.startsWith('/svc/licenses/');
  const filled = path
    .replace(/\/organizations\/:id(?=\/|$)/, `/organizations/${organization.id}`)
    .replace(/:(org|orgResourceId)(?=\/|$)/g, numeric ? organization.id : organization.resourceId)
    .replace(/:id(?=\/|$)/, (id) => acmeIdsOf.find(([pattern]) => pattern.test(path))?.[1] ?? id)
    .replace(/:([A-Za-z]+)/g, (_, name: string) => acmeIds[name] ?? `acme-${name}`);
  return `${origin}${filled}?organization=${organization.resourceId}&orgResourceId=${organization.resourceId}`;
}

async function organizationToken(resourceId: string): Promise<string> {
  const response = await exchangeForOrganization((await signIn('alice')).access_token, resourceId);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The route's answer to a token for globex; the body of a write names the same organisation as its address. */
async function sweep(token: string, named: Named, routes: readonly Route[]): Promise<string[]> {
  const answers: string[] = [];
  for (const route of routes) {
    const write = route.method !== 'GET';
    const { resourceId } = organizations[named];
    const response = await fetch(addressOf(route, named), {
      method: route.method,
      headers: { ...bearer(token), ...(write ? { 'Content-Type': 'application/json', [requestIdHeader]: crypto.randomUUID() } : {}) },
      ...(write ? { body: JSON.stringify({ organization: resourceId, orgResourceId: resourceId, domain: resourceId }) } : {}),
    });
    answers.push(`${response.status} ${route.method} ${route.path}`);
  }
  return answers;
}

const accepted = (answers: string[]) => answers.filter((answer) => answer.startsWith('2'));

function clients(token: string) {
  const client = (service: keyof typeof servicePrefixes) =>
    createHttpClient({ baseURL: `${origin}${servicePrefixes[service]}`, getToken: () => token });
  return { iam: createIamClient(client('core')), mapping: createMappingClient(client('mappings')), vpn: createVpnClient(client('vpn')) };
}

const statusOf = (call: Promise<unknown>) => call.then(() => 200, (error: PlatformError) => error.status);

describe('organisation tokens are held to their organisation', () => {
  it('exempts only paths the sandbox serves, each with its reason, and sweeps the rest', () => {
    const exempt = routes.filter((route) => exemptReason(route) !== undefined);
    console.info(`wrong-organisation sweep: ${swept.length} service paths swept, ${exempt.length} exempt`);
    const served = new Set(routes.map(({ method, path }) => `${method} ${path}`));
    expect(Object.keys(exemptPaths).filter((path) => !served.has(path))).toEqual([]);
    expect(swept.length).toBeGreaterThan(200);
  });

  it('refuses every service path naming acme with a token for globex (403), reads and writes alike', async () => {
    const answers = await sweep(await organizationToken('globex'), 'acme', swept);
    console.info(`wrong-organisation sweep, acme named: ${answers.length} tried, ${accepted(answers).length} accepted`);
    expect(accepted(answers)).toEqual([]);
    expect(answers.filter((answer) => !answer.startsWith('403'))).toEqual([]);
  }, 300_000);

  it('accepts no call reaching acme’s resources by their ids with a token for globex naming globex', async () => {
    // A role's `name` is looked up in the organisation the call names, globex, and a per-user property's `key` in the
    // caller's own properties there: no resource of acme.
    const byId = swept.filter(({ path }) => /:(?!org\b|orgResourceId\b|name\b|key\b)/.test(path.replace(/\/organizations\/:id(?=\/|$)/, '')));
    const answers = await sweep(await organizationToken('globex'), 'globex', byId);
    console.info(`wrong-organisation sweep, acme’s ids: ${answers.length} tried, ${accepted(answers).length} accepted`);
    expect(accepted(answers)).toEqual([]);
  }, 300_000);

  it('refuses the writes once accepted across organisations, which the right token makes', async () => {
    const wrong = clients(await organizationToken('globex'));
    const user = { username: 'frank', email: 'frank@acme.example', password: 'frank-secret', requiredActions: [] };
    expect(await statusOf(wrong.mapping.patchDevice('acme', 'dev-acme-boiler-1', { label: 'Renamed' }, undefined, newRequestId()))).toBe(403);
    expect(await statusOf(wrong.mapping.patchDevice('globex', 'dev-acme-boiler-1', { label: 'Renamed' }, undefined, newRequestId()))).toBe(404);
    expect(await statusOf(wrong.vpn.updateGateway('acme', 'gw-acme-boiler', { name: 'Renamed' }, undefined, newRequestId()))).toBe(403);
    expect(await statusOf(wrong.iam.createUser(1, user, undefined, newRequestId()))).toBe(403);

    const right = clients(await organizationToken('acme'));
    expect(await statusOf(right.mapping.patchDevice('acme', 'dev-acme-boiler-1', { label: 'Renamed' }, undefined, newRequestId()))).toBe(200);
    expect(await statusOf(right.vpn.updateGateway('acme', 'gw-acme-boiler', { name: 'Renamed' }, undefined, newRequestId()))).toBe(200);
    expect(await statusOf(right.iam.createUser(1, user, undefined, newRequestId()))).toBe(200);
  });
});
