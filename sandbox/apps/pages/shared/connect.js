// The app side of the embedded-app protocol (facts §13), written for the sandbox's sample apps: the handshake with
// its 5 s limit, the host's pushes, navigation, the app's address kept in the portal (and followed back), preferences with their 10 s
// limit, and payment requests. Like a careful app it takes messages only from its parent window and the portal's
// origin, which the portal names in the `corvinaHost` query parameter (facts §12.3).
const query = new URLSearchParams(location.search);
const corvinaHost = query.get('corvinaHost');
const createTimeout = 5000;
const preferenceTimeout = 10000;

const listeners = new Map();
const waiting = new Map();

function post(type, payload) {
  window.parent.postMessage(payload === undefined ? { type } : { type, payload }, corvinaHost);
}

function once(type, timeoutMs, timeoutMessage, matches = () => true) {
  return new Promise((resolve, reject) => {
    const entry = { matches, resolve };
    const list = waiting.get(type) ?? [];
    list.push(entry);
    waiting.set(type, list);
    setTimeout(() => {
      const current = waiting.get(type) ?? [];
      if (!current.includes(entry)) return;
      current.splice(current.indexOf(entry), 1);
      reject(new Error(timeoutMessage));
    }, timeoutMs);
  });
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== corvinaHost) return;
  const message = event.data;
  if (typeof message !== 'object' || message === null || typeof message.type !== 'string') return;
  const list = waiting.get(message.type) ?? [];
  const index = list.findIndex((entry) => entry.matches(message.payload));
  if (index !== -1) {
    const [entry] = list.splice(index, 1);
    entry.resolve(message.payload);
  }
  for (const listener of listeners.get(message.type) ?? []) listener(message.payload);
});

// The portal opens its menu on Ctrl+G, but this frame keeps its keys while it has the focus: ask the portal for it.
window.addEventListener('keydown', (event) => {
  if (event.ctrlKey && !event.altKey && !event.shiftKey && event.code === 'KeyG') {
    event.preventDefault();
    post('PORTAL_MENU_OPEN_REQUEST');
  }
});

/** Resolves with the portal's context (jwt, username, organisation, theme…), or fails after 5 s. */
export function connect() {
  if (!corvinaHost) return Promise.reject(new Error('corvinaHost is required'));
  const reply = once('CORVINA_CONNECT_INIT_RESPONSE', createTimeout, 'Create timeout reached');
  // Marks for the benchmark (tests/bench/appHandshake.ts): when the app asked, and when it held its context.
  performance.mark('corvina-init-posted');
  post('CORVINA_CONNECT_INIT');
  return reply.then((context) => {
    performance.mark('corvina-context');
    return context;
  });
}

/** Calls `listener` with the payload of every `type` pushed by the portal. */
export function on(type, listener) {
  listeners.set(type, [...(listeners.get(type) ?? []), listener]);
}

export function navigate(page) {
  post('CORVINA_NAVIGATE', { page });
}

/**
 * Moves inside the app and tells the portal, which keeps the address in its `appHref` as a new entry of its own
 * history. The frame replaces its address rather than adding an entry: one back press returns one step, through
 * the portal, which tells the app where it went back to (`followHref`).
 */
export function goTo(href) {
  history.replaceState(null, '', href);
  post('IFRAME_HREF_CHANGED', { href: location.href, type: 'pushState' });
}

/**
 * Follows the portal's back and forward buttons: the portal sends the address it went back (or forward) to, and the
 * app shows it without telling the portal again. The portal's own query items stay in the frame's address.
 */
export function followHref(show) {
  on('IFRAME_HREF_CHANGED', ({ href }) => {
    const url = new URL(href);
    if (url.origin !== location.origin) return;
    for (const name of ['corvinaHost', 'locale']) if (query.has(name)) url.searchParams.set(name, query.get(name));
    history.replaceState(null, '', url.href);
    show();
  });
}

export function getPreference(key) {
  const reply = once('USER_PREFERENCE_GET_RESPONSE', preferenceTimeout, `Timeout reached waiting for user preference ${key} response`, (payload) => payload?.key === key);
  post('USER_PREFERENCE_GET_REQUEST', { key });
  return reply.then((payload) => payload?.value);
}

export function setPreference(key, value) {
  const reply = once('USER_PREFERENCE_SET_RESPONSE', preferenceTimeout, `Timeout reached waiting for user preference ${key} response`, (payload) => payload?.key === key);
  post('USER_PREFERENCE_SET_REQUEST', { key, value });
  return reply;
}

/** Asks the person, through the portal, to authorise `transactions`; resolves with `{ status, payload, msg }`. */
export function requestPayment(transactions) {
  const reply = once('TRANSACTIONS_AUTHORIZATION_RESPONSE', 24 * 3600 * 1000, 'No payment answer');
  post('TRANSACTIONS_AUTHORIZATION_REQUEST', transactions);
  return reply;
}

/** Paints the page with the portal's theme colours (facts §15). */
export function applyTheme(theme) {
  for (const [key, value] of Object.entries(theme?.colors ?? {})) document.documentElement.style.setProperty(`--color-${key}`, value);
}
