// The app's address in the portal's `appHref` (facts §13 navigation sync), both ways. The app tells the host where
// it moved (IFRAME_HREF_CHANGED): a new page (`pushState`) becomes an entry of the portal's history, any other change
// replaces the current one. When the person goes back or forward through those entries while the app is open, the
// host tells the app its new address with the same message (`type: 'popstate'`), once per change, to the app's
// origin alone, with the `corvinaHost` and `locale` the app was opened with; the app follows it without reporting it
// again.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { splitHash } from '../../routes/hashLocation';
import { replaceHashQuery } from '../../routes/hashQuery';
import { addressForApp, keptAddress } from './hostContext';

export type HrefChangeType = 'pushState' | 'replaceState' | 'popstate' | 'hashchange';

/** The app's address the portal's address names: its `appHref` on the app's origin, else the app's page. */
function addressInPortal(pageUrl: string, appOrigin: string): string {
  const kept = new URLSearchParams(splitHash(location.hash).search).get('appHref');
  try {
    if (kept !== null && new URL(kept).origin === appOrigin) return keptAddress(kept);
  } catch {
    // Not an address: the app's page.
  }
  return keptAddress(pageUrl);
}

export function useAppHrefSync({ frame, appOrigin, pageUrl }: { frame: RefObject<HTMLIFrameElement | null>; appOrigin: string; pageUrl: string }) {
  // The container's own path: a history step to another page of the portal is not the app's to follow.
  const path = useRef(splitHash(location.hash).path);
  // The address the host and the app last agreed on.
  const agreed = useRef(addressInPortal(pageUrl, appOrigin));

  useEffect(() => {
    const onHistory = () => {
      if (splitHash(location.hash).path !== path.current) return;
      const href = addressInPortal(pageUrl, appOrigin);
      if (href === agreed.current) return;
      agreed.current = href;
      const opened = frame.current?.src || pageUrl;
      frame.current?.contentWindow?.postMessage({ type: 'IFRAME_HREF_CHANGED', payload: { href: addressForApp(href, opened), type: 'popstate' } }, appOrigin);
    };
    addEventListener('popstate', onHistory);
    return () => removeEventListener('popstate', onHistory);
  }, [appOrigin, frame, pageUrl]);

  /** The app moved (its IFRAME_HREF_CHANGED, already checked to come from it). */
  return useCallback(
    (href: string, type: HrefChangeType) => {
      if (new URL(href).origin !== appOrigin) return;
      const kept = keptAddress(href);
      if (kept === agreed.current) return;
      agreed.current = kept;
      replaceHashQuery(path.current, (query) => query.set('appHref', kept), { push: type === 'pushState' });
    },
    [appOrigin],
  );
}
