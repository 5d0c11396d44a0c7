// The remote-access site (spec §4 "Remote-access site", §7, §8): signed into on both VPN proxies at once with the
// name login's credentials, kept alive and signed out of. The site's own session (a cookie of the proxy's origin, the
// portal's): no bearer token. Each call answers once every proxy has answered or failed; it fails only when none
// accepted it, and the statechart (machines/remoteAccessSite.machine.ts) ignores that too.
import type { HttpClient } from './http';
import { type RequestId, requestIdHeaders, requestPart } from './requestIds';
import { remoteAccessSiteEndpoints } from './remoteAccessSiteEndpoints';
import type { SiteCredentials } from './types';

export function createRemoteAccessSiteClient(proxies: readonly HttpClient[]) {
  // Every proxy asked in parallel; the answer is a text page (a followed 302 included), never read.
  async function onEvery(call: (http: HttpClient, proxy: number) => Promise<unknown>): Promise<void> {
    const answers = await Promise.allSettled(proxies.map(call));
    const refused = answers.find((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
    if (refused && answers.every((answer) => answer.status === 'rejected')) throw refused.reason;
  }

  return {
    /** Spec §7: two form-encoded POSTs in parallel with `emi_username`, `emi_password` and `ajax=true`. */
    login: ({ username, password }: SiteCredentials, requestId: RequestId) =>
      onEvery((http, proxy) =>
        http.request<string>(remoteAccessSiteEndpoints.login, {
          method: 'POST',
          auth: false,
          responseType: 'text',
          body: new URLSearchParams({ emi_username: username, emi_password: password, ajax: 'true' }),
          headers: requestIdHeaders(requestPart(requestId, String(proxy))),
        }),
      ),
    ping: () =>
      onEvery((http) => http.request<string>(remoteAccessSiteEndpoints.ping, { auth: false, responseType: 'text' })),
    logout: (requestId: RequestId) =>
      onEvery((http, proxy) =>
        http.request<string>(remoteAccessSiteEndpoints.logout, {
          method: 'POST',
          auth: false,
          responseType: 'text',
          headers: requestIdHeaders(requestPart(requestId, String(proxy))),
        }),
      ),
  };
}

export type RemoteAccessSiteClient = ReturnType<typeof createRemoteAccessSiteClient>;
