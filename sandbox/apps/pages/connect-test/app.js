// A test app for the embedded-app protocol, opened in an installed app's frame through `appHref` (the
// app's origin, tests/e2e/appConnect.spec.ts): it asks for its context, then sends whatever the test asks through
// `window.ask(type, payload)`, with payloads built in this frame in the client library's declared types (`Date`,
// `Map`), structured-cloned by postMessage as the library's are. Every message of the portal is listed as a line a
// person can read: its type and what the library's types say of it (a number or text, a Date, a Map).
const query = new URLSearchParams(location.search);
const corvinaHost = query.get('corvinaHost');
const list = document.getElementById('answers');

const kind = (value) => (value instanceof Date ? 'Date' : value instanceof Map ? 'Map' : typeof value);

/** One line per message: what a test (or a person) can read of it. */
function describe({ type, payload }) {
  switch (type) {
    case 'CORVINA_CONNECT_INIT_RESPONSE':
      return `${type} organizationId=${payload.organizationId} (${kind(payload.organizationId)}) resource=${payload.organizationResourceId}`;
    case 'TRANSACTIONS_AUTHORIZATION_RESPONSE': {
      const created = (payload.payload ?? [])
        .map((item) => `${item.orderId}: id ${kind(item.id)}, entityId ${kind(item.entityId)}, executionMinTime ${kind(item.executionMinTime)}, transactionData ${kind(item.transactionData)} ${item.transactionData instanceof Map ? JSON.stringify([...item.transactionData]) : ''}`)
        .join('; ');
      return `${type} ${payload.status} ${payload.msg}${payload.error ? ` (${payload.error})` : ''}${created ? ` [${created}]` : ''}`;
    }
    case 'USER_PREFERENCE_GET_RESPONSE':
    case 'USER_PREFERENCE_SET_RESPONSE':
      return `${type} key=${payload?.key ?? '(none)'}${payload && 'value' in payload ? ` value=${payload.value ?? '(none)'}` : ''}${payload?.error ? ` (${payload.error})` : ''}`;
    case 'IFRAME_HREF_CHANGED':
      return `${type} ${payload.type} ${payload.href}`;
    case 'THEME_CHANGED':
      return `${type} primary=${payload.theme?.colors?.primary}`;
    default:
      return type;
  }
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== corvinaHost) return;
  if (typeof event.data?.type !== 'string') return;
  const item = document.createElement('li');
  item.textContent = describe(event.data);
  list.append(item);
});

/** Posts one message to the portal, as the client library does: `{ type, payload }` to `corvinaHost`. */
window.ask = (type, payload) => window.parent.postMessage(payload === undefined ? { type } : { type, payload }, corvinaHost);

window.ask('CORVINA_CONNECT_INIT');
