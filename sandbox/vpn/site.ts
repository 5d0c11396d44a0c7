// The remote-access site on both VPN proxies (spec §7 "Remote-access site login", src/platform/remoteAccessSiteEndpoints.ts):
// a form-encoded login (`emi_username` name/domain, `emi_password`, `ajax=true`) opens a site session held in a
// cookie of that proxy's path, for a seeded person's own password in a VPN-enabled organisation they belong to;
// anything else is a 401. The ping answers 200 for a session and 401 without one; the logout ends it (204).
// Every call is recorded, in order, for tests: `GET /__sandbox/vpn/site` → `{ calls: SiteCall[] }` (sandbox/README.md).
import { HttpResponse, http } from 'msw';
import { remoteAccessSiteEndpoints, remoteAccessSiteServices } from '../../src/platform/remoteAccessSiteEndpoints';
import { controlBase } from '../paths';
import { canAccess, findOrganizationByResourceId, findUser } from '../directory';
import { servicePath } from '../http';
import { store } from '../store';
import { servicePrefixes } from '../../src/platform/endpoints';
import type { SiteCall } from './state';

const cookieName = 'emi_session';

const site = () => store().vpn.site;

function record(call: Omit<SiteCall, 'at'>) {
  site().calls.push({ ...call, at: Date.now() });
}

function sessionIdOf(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  return cookies
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === cookieName)?.[1];
}

/** Whether `name/domain` with `password` opens the site: the person's own password, a VPN-enabled domain of theirs. */
function accepted(username: string, password: string): boolean {
  const [name, domain, ...rest] = username.split('/');
  if (!name || !domain || rest.length > 0) return false;
  const user = findUser(name);
  const organization = findOrganizationByResourceId(domain);
  return user !== undefined && user.password === password && organization?.vpnEnabled === true && canAccess(user, organization);
}

function handlersFor(service: (typeof remoteAccessSiteServices)[number]) {
  const proxy = servicePrefixes[service];
  const cookiePath = `${proxy}/manage`;
  return [
    http.post(servicePath(service, remoteAccessSiteEndpoints.login), async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const username = form.get('emi_username') ?? '';
      if (form.get('ajax') !== 'true' || !accepted(username, form.get('emi_password') ?? '')) {
        record({ proxy, call: 'login', username, status: 401 });
        return HttpResponse.text('Invalid username or password', { status: 401 });
      }
      const id = crypto.randomUUID();
      site().sessions.set(id, { proxy, username });
      record({ proxy, call: 'login', username, status: 200 });
      return HttpResponse.text('OK', { headers: { 'Set-Cookie': `${cookieName}=${id}; Path=${cookiePath}; HttpOnly; SameSite=Lax` } });
    }),
    http.get(servicePath(service, remoteAccessSiteEndpoints.ping), ({ request }) => {
      const session = site().sessions.get(sessionIdOf(request) ?? '');
      const status = session?.proxy === proxy ? 200 : 401;
      record({ proxy, call: 'ping', ...(session && { username: session.username }), status });
      return HttpResponse.text(status === 200 ? 'pong' : 'No site session', { status });
    }),
    http.post(servicePath(service, remoteAccessSiteEndpoints.logout), ({ request }) => {
      const id = sessionIdOf(request) ?? '';
      const session = site().sessions.get(id);
      site().sessions.delete(id);
      record({ proxy, call: 'logout', ...(session && { username: session.username }), status: 204 });
      return new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': `${cookieName}=; Path=${cookiePath}; Max-Age=0` } });
    }),
  ];
}

export const siteHandlers = [
  ...remoteAccessSiteServices.flatMap(handlersFor),
  http.get(`*${controlBase}/vpn/site`, () => HttpResponse.json({ calls: site().calls })),
];
