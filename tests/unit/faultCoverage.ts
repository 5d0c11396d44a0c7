// Which paths of the one table of service paths (src/platform/servicePaths.ts) a request of the fault matrix reached,
// so ./faultMatrix.test.ts can fail when a path the portal calls is answered with no fault in node.
import { servicePrefixes, type ServiceName } from '../../src/platform/endpoints';
import { pathEntries, type PathBase } from '../../src/platform/servicePaths';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a base starts in a request's path: a service's prefix; the identity provider's realm or the status page anywhere. */
const basePattern = (base: PathBase) => (base in servicePrefixes ? escape(servicePrefixes[base as ServiceName]) : '(?:/[^?#]*)?');

const patterns = pathEntries().map(({ name, bases, template }) => ({
  name,
  pattern: new RegExp(`^(?:${bases.map(basePattern).join('|')})${template.split(/\{[^}]+\}/).map(escape).join('[^/]+')}$`),
}));

/** The names of the table's paths (`<group>.<path>`) that a request to `pathname` is sent to. */
export function pathsOf(pathname: string): string[] {
  return patterns.filter(({ pattern }) => pattern.test(pathname)).map(({ name }) => name);
}

/** Every path of the table, by name. */
export const pathNames = patterns.map(({ name }) => name);

/**
 * Paths no client method of the fault matrix sends, each with where its faults are taken instead. A path leaves the
 * list once a row of ./faultMatrix.calls.ts reaches it (the coverage test fails while it is listed needlessly).
 */
export const pathsBeyondTheClients: Readonly<Record<string, string>> = {
  'identity.discovery': 'read by keycloak-js as it starts, in the browser (tests/e2e/sign-out.spec.ts, token-refresh.spec.ts)',
  'identity.auth': 'a page the browser is sent to, not a request: the sign-in itself (tests/e2e)',
  'identity.logout': 'a page the browser is sent to at sign-out (tests/e2e/sign-out.spec.ts)',
  'identity.userinfo': "keycloak-js's, in the browser",
  'identity.certs': "keycloak-js's, in the browser",
  // The remote-access site's client is the app's, not the platform's (src/app/remoteAccessSite.ts), and its statechart
  // ignores every failure by design; tests/unit/vpn/remoteAccessSite.test.ts takes a refused and an unreachable proxy.
  'remoteAccessSite.login': "the app's remote-access site client; failures ignored by design",
  'remoteAccessSite.logout': "the app's remote-access site client; failures ignored by design",
  'remoteAccessSite.ping': "the app's remote-access site client; failures ignored by design",
};
