// The portal as boot.tsx starts it, in jsdom, over the sandbox's handlers (msw at the network edge): the real
// platform and clients, the real session, guard and switch actors, the real App with its shell and the screens of
// the address. Only the person's own token source is stood in (keycloak-js needs a browser): it signs in to the
// sandbox's identity provider as a persona (./faultScreens.identity.ts), so every token the services see is the
// sandbox's own.
import { experimentalStorageKey, serialiseSwitches, type ExperimentalKey } from '../../machines/experimentalFeatures';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { startActors } from '../../src/app/actors';
import { App } from '../../src/app/App';
import { followHash } from '../../src/app/navigation';
import { isBuilt } from '../../src/app/screens';
import { useUiStore } from '../../src/app/uiStore';
import { activateLocale } from '../../src/i18n/i18n';
import { sandboxConfig, type PortalConfig } from '../../src/platform/config';
import type { Portal } from '../../src/portal/portal';
import { createPlatform } from '../../src/portal/platform';

/**
 * jsdom hands Node's Web Crypto buffers of its own realm, which Node refuses as not an ArrayBuffer; the sandbox
 * fingerprints each write with it (sandbox/idempotency.ts). A copy in Node's realm is the same bytes.
 */
export function installCryptoRealmShim(): void {
  const { subtle } = globalThis.crypto;
  const digest = subtle.digest.bind(subtle);
  subtle.digest = (algorithm, data) =>
    digest(algorithm, Uint8Array.from(new Uint8Array(ArrayBuffer.isView(data) ? data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) : data)));
}

export interface OpenPortal {
  portal: Portal;
  /** Unmounts the portal and stops its actors and hash listener. */
  close: () => void;
}

/**
 * Opens the portal at `hash` (e.g. `/alarms?org=1`) as the person signed in with signInAs
 * (./faultScreens.identity.ts), as boot.tsx does after reading config.json, and resolves once the guard chain let
 * the address in (its screen may still be loading its data) or the session expired on the way.
 */
export async function openPortal(
  hash: string,
  { timeouts, switches = [] }: { timeouts?: PortalConfig['timeouts']; switches?: readonly ExperimentalKey[] } = {},
): Promise<OpenPortal> {
  localStorage.clear();
  sessionStorage.clear();
  // The experimental switches the person turned on (read from storage as the portal starts, as in a browser).
  if (switches.length > 0) localStorage.setItem(experimentalStorageKey, serialiseSwitches(Object.fromEntries(switches.map((key) => [key, true]))));
  useUiStore.setState(useUiStore.getInitialState(), true);
  history.replaceState(null, '', `/#${hash}`);
  await activateLocale('en-US');

  const config: PortalConfig = { ...sandboxConfig, ...(timeouts ? { timeouts } : {}) };
  const platform = createPlatform(config);
  const actors = startActors(platform, { publicRoute: false });
  const portal: Portal = { platform, actors, isBuilt };
  const following = actors.guard.subscribe((snapshot) => {
    const ui = useUiStore.getState();
    ui.setLoading(snapshot.matches('checking'));
    if (snapshot.matches('allowed') && snapshot.context.target) ui.setCurrentPath(snapshot.context.target.path);
  });
  actors.session.start();
  actors.experimental.start();
  await waitFor(actors.session, (snapshot) => !snapshot.hasTag('starting'));
  actors.guard.start();
  const unfollow = followHash(actors.guard, { hostname: platform.hosts.organization, isBuilt });
  const notices = import('../../src/app/noticesActor').then(({ createNoticesActor }) => createNoticesActor(platform).start());
  // React renders as in a browser, on its own schedule rather than in test "act" scopes: the screens load lazily and
  // suspend on their data while the guard chain and the services answer in the background.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(<App portal={portal} notices={notices} />);
  // Let in, or stopped because the services refused the session (the shell then asks to sign in again).
  await Promise.race([
    waitFor(actors.guard, (snapshot) => snapshot.matches('allowed')),
    waitFor(actors.session, (snapshot) => snapshot.matches('expired')),
  ]);
  return {
    portal,
    close: () => {
      root.unmount();
      container.remove();
      unfollow();
      following.unsubscribe();
      void notices.then((actor) => actor.stop());
      actors.guard.stop();
      actors.session.stop();
      actors.experimental.stop();
    },
  };
}
