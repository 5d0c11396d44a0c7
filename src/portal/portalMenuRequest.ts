// Something other than the keyboard asks for the portal menu: an embedded app whose frame holds the focus (a
// cross-origin frame keeps its keys, so the portal never sees Ctrl+G there) asks the host, which opens the menu. A
// DOM event on the window, as alarmsChanged.ts, so the store section and the chrome need not know each other.
export const portalMenuRequestEvent = 'portal:menu-open-request';

export function requestPortalMenu(): void {
  dispatchEvent(new Event(portalMenuRequestEvent));
}
