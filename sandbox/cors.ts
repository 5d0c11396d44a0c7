// The CORS answers of the platform's hosts, as the portal on `<org>.app.<domain>` meets them (platform facts §1).
//
// - The services on `app.<domain>` admit the origins of the facts' CORS regex, `^https://([a-zA-Z0-9]+\.)?app\.<domain>$`,
//   here over http or https and with the dev or preview server's port, `<domain>` being `localhost` or a name below it
//   (`corvina.localhost`: a registrable domain to the browser, as `corvina.io` is, see tests/e2e/topology.ts). They list the
//   request headers the portal sends (the request id among them: the sandbox accepts it, docs/decisions.md "Writes
//   and retries").
//   Credentials are admitted only on the remote-access site, whose session is a cookie of the proxies' origin: every
//   other call carries its bearer token, and a portal that sent cookies to them would be refused, as it should be.
// - The identity provider on `auth.<domain>` answers as Keycloak does for the portal's client: the origins of its
//   redirect URIs (any loopback origin in the sandbox), credentials admitted (keycloak-js sends its
//   token requests with them), Keycloak's default request headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdHeader } from '../src/platform/requestIds';
import { servicePrefixes } from '../src/platform/endpoints';
import { remoteAccessSiteServices } from '../src/platform/remoteAccessSiteEndpoints';
import { isAllowedRedirectUri } from './identity/realm';

/** The facts' CORS regex for the sandbox's domains, `localhost` and `<name>.localhost`, with an optional port. */
export const serviceOrigins = /^https?:\/\/([a-zA-Z0-9]+\.)?app\.([a-zA-Z0-9-]+\.)?localhost(:\d+)?$/;

/** The remote-access site's paths on each VPN proxy (sandbox/vpn/site.ts keeps its session cookie there). */
const sitePrefixes = remoteAccessSiteServices.map((service) => `${servicePrefixes[service]}/manage/`);

interface CorsRules {
  admits: (origin: string) => boolean;
  credentials: boolean;
  headers: string;
}

const identityRules: CorsRules = {
  // Keycloak's web origin "+": the origins of the client's valid redirect URIs.
  admits: isAllowedRedirectUri,
  credentials: true,
  headers: 'Origin, Accept, X-Requested-With, Content-Type, Authorization',
};

function serviceRules(pathname: string): CorsRules {
  return {
    admits: (origin) => serviceOrigins.test(origin),
    credentials: sitePrefixes.some((prefix) => pathname.startsWith(prefix)),
    headers: `Authorization, Content-Type, ${requestIdHeader}`,
  };
}

/** Sets the CORS answer of the host serving `pathname` for the request's Origin; nothing for an origin not admitted. */
export function setCorsHeaders(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  const rules = pathname.startsWith('/auth/') ? identityRules : serviceRules(pathname);
  if (origin === undefined || !rules.admits(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  if (rules.credentials) res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', rules.headers);
  // The VPN screens read the server time and downloaded file names from these.
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, Date');
  res.setHeader('Access-Control-Max-Age', '600');
}
