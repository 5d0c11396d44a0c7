// The production topology on one preview server (platform facts §1): the portal on `acme.app.corvina.localhost`, the
// services on `app.corvina.localhost`, the identity provider on `auth.corvina.localhost`. Chromium resolves every
// *.localhost name to the loopback address, and different host names are different origins, so every call the portal
// makes to a service or to the identity provider crosses origins and must pass the browser's CORS checks, as on
// `<org>.app.<domain>`. The domain is `corvina.localhost`, not `localhost`: to the browser `localhost` is a top-level
// name like `io`, so `acme.app.localhost` and `auth.localhost` would be two sites, where `acme.app.corvina.io` and
// `auth.corvina.io` are one (the identity provider's session cookie reaches its frame in the portal only so).
import { onHost, type Page } from './fixtures';

export interface Topology {
  /** The organisation's portal host, where the page is served. */
  portal: string;
  /** `app.<domain>`: every `/svc/…` service and the status page. */
  services: string;
  /** `auth.<domain>`: the identity provider. */
  identity: string;
}

/** The sandbox's registrable domain, as `corvina.io` is the platform's. */
export const topologyDomain = 'corvina.localhost';

/** The three origins of the production topology on the preview server at `baseURL`. */
export function productionTopology(baseURL: string | undefined, organization = 'acme'): Topology {
  const origin = (hostname: string) => new URL(onHost(baseURL, hostname)).origin;
  return {
    portal: origin(`${organization}.app.${topologyDomain}`),
    services: origin(`app.${topologyDomain}`),
    identity: origin(`auth.${topologyDomain}`),
  };
}

export interface Traffic {
  /** The address of every http(s) request the page and its frames made. */
  readonly requests: URL[];
  /** Requests the browser gave up on (a refused CORS answer is one), as `<method> <url>: <error>`. */
  readonly failed: string[];
}

/**
 * Records where the page sends its requests and which ones fail in the browser. Frames are included (an embedded
 * app's own requests), and so are the identity provider's pages.
 */
export function recordTraffic(page: Page): Traffic {
  const traffic: Traffic = { requests: [], failed: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) traffic.requests.push(url);
  });
  page.on('requestfailed', (request) => {
    // A caller's own abort (leaving a screen cancels its calls) is not a refusal.
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') traffic.failed.push(`${request.method()} ${request.url()}: ${error}`);
  });
  return traffic;
}

/** The distinct origins of the recorded requests whose path starts with `prefix` (e.g. `/svc/`). */
export function originsOf(traffic: Traffic, prefix: string): string[] {
  return [...new Set(traffic.requests.filter((url) => url.pathname.startsWith(prefix)).map((url) => url.origin))].sort();
}
