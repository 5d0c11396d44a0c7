// An administrator saved an organisation's theme: whatever shows it reads it again now — the chrome's colours and
// brand, and each open embedded app, which is told THEME_CHANGED without a reload (facts §13). Announced in this
// window (a DOM event, so the organisations section and the store need not know each other) and to the portal's
// other tabs of this browser (a BroadcastChannel), where an app may be open while its theme is edited here.
export const themeChangedEvent = 'portal:theme-changed';
const channelName = 'portal:theme-changed';

export function announceThemeChanged(): void {
  dispatchEvent(new Event(themeChangedEvent));
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `listener` on each theme saved in this window or another tab; the returned function stops listening. */
export function onThemeChanged(listener: () => void): () => void {
  addEventListener(themeChangedEvent, listener);
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(channelName);
  channel?.addEventListener('message', listener);
  return () => {
    removeEventListener(themeChangedEvent, listener);
    channel?.close();
  };
}
