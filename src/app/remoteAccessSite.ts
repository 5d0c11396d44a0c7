// The remote-access site's session (machines/remoteAccessSite.machine.ts) with its real effects: the site client on
// both VPN proxies (src/platform/remoteAccessSiteClient.ts), without the person's bearer token. Loaded by the session's
// `remoteAccessSite` actor (./actors.ts) the first time it is told something, so neither weighs on the entry.
import { createActor } from '../platform/actorFactory';
import { fromPromise } from 'xstate';
import { remoteAccessSiteMachine } from '../../machines/remoteAccessSite.machine';
import { serviceBase } from '../platform/config';
import { createHttpClient } from '../platform/http';
import { createRemoteAccessSiteClient } from '../platform/remoteAccessSiteClient';
import { remoteAccessSiteServices } from '../platform/remoteAccessSiteEndpoints';
import { newRequestId } from '../platform/requestIds';
import type { Platform } from '../portal/platform';

export function startRemoteAccessSite(platform: Pick<Platform, 'hosts' | 'config'>, onSignedOut: () => void) {
  const site = createRemoteAccessSiteClient(
    remoteAccessSiteServices.map((service) =>
      createHttpClient({
        baseURL: serviceBase(platform.hosts, service),
        timeout: platform.config.timeouts.http,
        idempotencyKey: platform.config.idempotentServices.includes(service),
        rewritePath: platform.config.pathRewrites?.[service],
        getToken: () => undefined,
        // The site's session cookie belongs to the proxies' origin (app.<domain>), not the portal's.
        credentials: 'include',
      }),
    ),
  );
  const actor = createActor(
    remoteAccessSiteMachine.provide({
      actors: {
        siteLogin: fromPromise(({ input }) => site.login(input, newRequestId())),
        sitePing: fromPromise(() => site.ping()),
        siteLogout: fromPromise(() => site.logout(newRequestId())),
      },
    }),
  );
  actor.subscribe({ complete: onSignedOut });
  actor.start();
  return actor;
}
