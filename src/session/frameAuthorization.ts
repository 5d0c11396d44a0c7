// A silent authorization request in a hidden frame, as keycloak-js's own silent check: the identity provider gets the
// person's session cookie, answers prompt=none at once with a redirect to `redirectUri` (a blank page of the portal's
// origin), and the portal reads the answer from the frame's address once it is its own again. No page of the identity
// provider is ever shown; a frame that does not come back (a page shown, framing refused) gives up after `timeout` ms.
import { PlatformError } from '../platform/errors';

/** The browser's part in a silent authorization; tests drive the identity provider directly instead. */
export interface SilentAuthorization {
  /** The page of the portal's own origin the answers land on. */
  redirectUri: () => string;
  authorize: (url: string, redirectUri: string, timeout: number) => Promise<URL>;
}

export function authorizeInFrame(url: string, redirectUri: string, timeout: number): Promise<URL> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.title = 'authorization';
    const finish = () => {
      clearTimeout(timer);
      frame.remove();
    };
    const timer = setTimeout(() => {
      finish();
      const request = new URL(url);
      reject(new PlatformError({ kind: 'timeout', method: 'GET', path: request.origin + request.pathname }));
    }, timeout);
    frame.addEventListener('load', () => {
      let address: string;
      try {
        address = frame.contentWindow?.location.href ?? '';
      } catch {
        return; // Still on the identity provider's origin.
      }
      if (!address.startsWith(redirectUri)) return;
      finish();
      resolve(new URL(address));
    });
    frame.src = url;
    document.body.append(frame);
  });
}

/** Answers land on the blank page public/silent-authorization.html, beside the portal's own page. */
export const inFrame: SilentAuthorization = {
  redirectUri: () => new URL('silent-authorization.html', location.href).href,
  authorize: authorizeInFrame,
};
