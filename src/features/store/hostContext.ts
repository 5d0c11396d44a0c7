// The context the portal hands an embedded app (facts §13 CORVINA_CONNECT_INIT_RESPONSE), from what the portal knows.
import type { AppContext } from '../../../machines/appConnectHandshake.machine';
import type { Hosts } from '../../platform/config';
import type { AppSession } from './flows';

/** The platform's domain: the application host without its `app.` label (facts §1 `app.<domain>`). */
export function platformDomain(appOrigin: string): string {
  const hostname = new URL(appOrigin).hostname;
  return hostname.startsWith('app.') ? hostname.slice('app.'.length) : hostname;
}

/**
 * The app's context: its own token, the person, the organisation chosen, the portal's window origin (where the app
 * posts), the domain, the organisation's theme and brand, and the person's time zone. Items not known yet stay out, and
 * the handshake names the first one missing.
 */
export function hostContext(input: {
  session?: AppSession;
  username?: string;
  organization?: { id: number; resourceId: string };
  hosts: Pick<Hosts, 'appOrigin'>;
  portalOrigin: string;
  timeZone: string;
}): Partial<AppContext> {
  const { session, username, organization, hosts, portalOrigin, timeZone } = input;
  return {
    ...(session ? { jwt: session.token.jwt } : {}),
    ...(username ? { username } : {}),
    ...(organization ? { organizationId: String(organization.id), organizationResourceId: organization.resourceId } : {}),
    corvinaHost: portalOrigin,
    corvinaDomain: platformDomain(hosts.appOrigin),
    ...(session?.theme ? { theme: { colors: session.theme.colors } } : {}),
    defaultStandardTime: timeZone,
    brandName: session?.theme?.brandName ?? '',
  };
}

/**
 * The address the app's frame opens: the page kept in the portal's `appHref` when it is the app's own origin (a
 * reload or a shared link), else the app's page; with the portal's origin and locale as its query names them (facts
 * §12.3). The token never travels in the address: the app gets it in the handshake.
 */
export function frameAddress(pageUrl: string, appHref: string | null, portalOrigin: string, locale: string): string {
  const page = new URL(pageUrl);
  let url = page;
  if (appHref !== null) {
    try {
      const kept = new URL(appHref);
      if (kept.origin === page.origin) url = kept;
    } catch {
      // Not an address: the app's page opens.
    }
  }
  url.searchParams.set('corvinaHost', portalOrigin);
  url.searchParams.set('locale', locale.replace('-', '_'));
  return url.href;
}

/** The query items the portal adds to the app's address (facts §12.3). */
const portalQuery = ['corvinaHost', 'locale'] as const;

/** The app's own address as the portal keeps it in `appHref`: without the query items the portal adds. */
export function keptAddress(href: string): string {
  const url = new URL(href);
  for (const name of portalQuery) url.searchParams.delete(name);
  return url.href;
}

/**
 * A kept address as the app is told it (IFRAME_HREF_CHANGED on back and forward): with the `corvinaHost` and `locale`
 * the app was opened with (`opened`, its frame's address), so an app that moves to it as it is (the client library's
 * README does) keeps what it needs to connect again after a reload.
 */
export function addressForApp(kept: string, opened: string): string {
  const url = new URL(kept);
  const openedQuery = new URL(opened).searchParams;
  for (const name of portalQuery) {
    const value = openedQuery.get(name);
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.href;
}
