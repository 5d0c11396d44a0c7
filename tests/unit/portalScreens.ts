// The whole portal in jsdom over the sandbox, as boot.tsx starts it: what a screen test opens as a persona. Installs
// the browser shims once and closes the portal after each test. The identity mock stays in each test file (vitest
// hoists vi.mock per file): vi.mock('…/src/session/identity', …sandboxIdentity).
import { afterEach, beforeAll } from 'vitest';
import { signInAs } from './faultScreens.identity';
import { installCryptoRealmShim, openPortal, type OpenPortal } from './faultScreens.portal';
import { installJsdomShims } from './jsdomShims';

export function portalScreens() {
  let opened: OpenPortal | undefined;
  const close = () => {
    opened?.close();
    opened = undefined;
  };
  beforeAll(() => {
    installJsdomShims();
    installCryptoRealmShim();
  });
  afterEach(close);
  return {
    /** Signs `user` in and opens the portal at `hash`; a portal open already is closed first. */
    open: async (user: string, hash: string, options?: Parameters<typeof openPortal>[1]): Promise<OpenPortal> => {
      close();
      await signInAs(user);
      opened = await openPortal(hash, options);
      return opened;
    },
  };
}
