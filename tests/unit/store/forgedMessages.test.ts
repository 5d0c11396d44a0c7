// The embedded-app host is stricter than the reference host: a message counts only when it comes from the
// window of the app's frame, from the app's registered origin, with an envelope that validates (and, for a message
// the app expects no answer to, a payload). Over a thousand generated forgeries (wrong origin, wrong source window,
// malformed payload, unknown type, and their mixtures) none is accepted, while every well-formed request of the app
// itself is; a payment or preference request of the app itself is taken whatever its payload, to be answered with
// why it is refused.
import { describe, expect, test } from 'vitest';
import { acceptAppMessage, type AppFrame } from '../../../src/features/store/appMessages';

const appWindow = { name: 'app frame' } as unknown as MessageEventSource;
const frame: AppFrame = { window: appWindow, origin: 'http://apps.localhost:4173' };

const transaction = { orderId: 'order-1', targetWalletId: 'wallet-1', amount: 12.5, description: 'Gasket kit' };
/** One of each request an app may send, as the app sends it. */
const genuine: unknown[] = [
  { type: 'CORVINA_CONNECT_INIT' },
  { type: 'PORTAL_MENU_OPEN_REQUEST' },
  { type: 'CORVINA_NAVIGATE', payload: { page: 'data-alarms' } },
  { type: 'CORVINA_NAVIGATE', payload: { page: '/alarms?severity=5' } },
  { type: 'IFRAME_HREF_CHANGED', payload: { href: 'http://apps.localhost:4173/line-monitor/index.html?view=report', type: 'pushState' } },
  { type: 'TRANSACTIONS_AUTHORIZATION_REQUEST', payload: [transaction] },
  { type: 'TRANSACTIONS_AUTHORIZATION_REQUEST', payload: [] },
  { type: 'USER_PREFERENCE_GET_REQUEST', payload: { key: 'warehouse' } },
  { type: 'USER_PREFERENCE_SET_REQUEST', payload: { key: 'warehouse', value: 'North' } },
];

const wrongOrigins = [
  'http://evil.localhost:4173',
  'http://apps.localhost:4174',
  'https://apps.localhost:4173',
  'http://localhost:4173',
  'http://apps.localhost:4173.evil.example',
  'null',
  '',
  'http://APPS.localhost:4173/',
];
const wrongSources: (MessageEventSource | null)[] = [null, { name: 'another frame' } as unknown as MessageEventSource, globalThis as unknown as MessageEventSource];

/** Malformed versions of the genuine requests: wrong types, missing or extra fields, oversized values. */
const malformed: unknown[] = [
  undefined,
  null,
  42,
  'CORVINA_CONNECT_INIT',
  [],
  [{ type: 'CORVINA_CONNECT_INIT' }],
  {},
  { type: 42 },
  { type: 'CORVINA_CONNECT_INIT', payload: { jwt: 'give me' } },
  { type: 'CORVINA_CONNECT_INIT', extra: true },
  { type: 'PORTAL_MENU_OPEN_REQUEST', payload: { open: true } },
  { type: 'PORTAL_MENU_OPEN_REQUEST', extra: 1 },
  { type: 'CORVINA_NAVIGATE' },
  { type: 'CORVINA_NAVIGATE', payload: {} },
  { type: 'CORVINA_NAVIGATE', payload: { page: '' } },
  { type: 'CORVINA_NAVIGATE', payload: { page: 7 } },
  { type: 'CORVINA_NAVIGATE', payload: { page: 'x'.repeat(2_001) } },
  { type: 'CORVINA_NAVIGATE', payload: { page: 'data-alarms', then: 'logout' } },
  { type: 'IFRAME_HREF_CHANGED', payload: { href: 'not an address', type: 'pushState' } },
  { type: 'IFRAME_HREF_CHANGED', payload: { href: 'http://apps.localhost:4173/', type: 'teleport' } },
  { type: 'IFRAME_HREF_CHANGED', payload: { href: 'http://apps.localhost:4173/' } },
  // An envelope with more than a type and a payload is not the library's, whatever the type.
  { type: 'TRANSACTIONS_AUTHORIZATION_REQUEST', payload: [transaction], from: 'host' },
  { type: 'USER_PREFERENCE_GET_REQUEST', payload: { key: 'warehouse' }, username: 'bob' },
  { type: 'USER_PREFERENCE_SET_REQUEST', payload: { key: 'warehouse', value: 'North' }, extra: 1 },
];

/** Requests the app waits for an answer to, malformed: taken, to be answered with the reason. */
const answeredMalformed: unknown[] = [
  { type: 'TRANSACTIONS_AUTHORIZATION_REQUEST' },
  { type: 'TRANSACTIONS_AUTHORIZATION_REQUEST', payload: transaction },
  { type: 'TRANSACTIONS_AUTHORIZATION_REQUEST', payload: [{ ...transaction, amount: -1 }] },
  { type: 'TRANSACTIONS_AUTHORIZATION_REQUEST', payload: [{ amount: 1 }] },
  { type: 'USER_PREFERENCE_GET_REQUEST', payload: { key: 3 } },
  { type: 'USER_PREFERENCE_GET_REQUEST', payload: 'warehouse' },
  { type: 'USER_PREFERENCE_SET_REQUEST', payload: { key: 'warehouse', value: 5 } },
];
/** The types whose payload is checked after acceptance (answered), not by it. */
const answeredTypes = new Set(['TRANSACTIONS_AUTHORIZATION_REQUEST', 'USER_PREFERENCE_GET_REQUEST', 'USER_PREFERENCE_SET_REQUEST']);

const unknownTypes = ['JWT_CHANGED', 'CORVINA_CONNECT_INIT_RESPONSE', 'THEME_CHANGED', 'corvina_connect_init', 'CORVINA_CONNECT_INIT ', '__proto__', 'constructor'];

/** A small deterministic generator (mulberry32), so a failing case is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Forgery {
  why: string;
  event: { origin: string; source: MessageEventSource | null; data: unknown };
}

function forgeries(): Forgery[] {
  const cases: Forgery[] = [];
  // Every genuine request from every wrong origin and every wrong window, and both at once.
  for (const data of genuine) {
    for (const origin of wrongOrigins) cases.push({ why: `origin ${origin}`, event: { origin, source: appWindow, data } });
    for (const source of wrongSources) cases.push({ why: 'another window', event: { origin: frame.origin, source, data } });
    for (const origin of wrongOrigins) for (const source of wrongSources) cases.push({ why: `origin ${origin}, another window`, event: { origin, source, data } });
  }
  // Malformed payloads and unknown types from the app's own window and origin.
  for (const data of malformed) cases.push({ why: 'malformed', event: { origin: frame.origin, source: appWindow, data } });
  for (const type of unknownTypes) cases.push({ why: `unknown type ${type}`, event: { origin: frame.origin, source: appWindow, data: { type, payload: {} } } });
  // Random mutations of genuine requests: a field dropped, retyped or added.
  const next = random(14);
  const junk = [null, 0, -1, true, '', 'x', [], {}, { type: 'CORVINA_CONNECT_INIT' }, Number.POSITIVE_INFINITY];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  while (cases.length < 1_500) {
    const base = structuredClone(
      pick(genuine.filter((message) => (message as { payload?: unknown }).payload !== undefined && !answeredTypes.has((message as { type: string }).type))),
    ) as {
      type: string;
      payload: Record<string, unknown> | unknown[];
    };
    const payload = Array.isArray(base.payload) ? (base.payload[0] as Record<string, unknown>) : base.payload;
    if (payload === undefined) continue;
    const fields = Object.keys(payload);
    const field = pick(fields);
    const mutation = Math.floor(next() * 3);
    if (mutation === 0 && field !== undefined && !['description', 'key', 'value'].includes(field)) delete payload[field];
    else if (mutation === 1 && field !== undefined) {
      const replacement = pick(junk);
      // A value of the field's own type is a request, not a forgery (an empty key is refused later, by the statechart).
      if (typeof replacement === typeof payload[field]) continue;
      if (field === 'description' && replacement === undefined) continue;
      payload[field] = replacement;
    } else payload[`extra${Math.floor(next() * 100)}`] = pick(junk);
    if (mutation === 0 && (field === undefined || ['description', 'key', 'value'].includes(field))) continue;
    cases.push({ why: `mutated ${base.type}.${field ?? ''} (${mutation})`, event: { origin: frame.origin, source: appWindow, data: base } });
  }
  return cases;
}

describe('acceptAppMessage', () => {
  test('every request of the app itself, from its frame and origin, is accepted', () => {
    for (const data of genuine) expect(acceptAppMessage({ origin: frame.origin, source: appWindow, data }, frame), JSON.stringify(data)).toBeDefined();
  });

  test('over a thousand forged messages: none is accepted', () => {
    const cases = forgeries();
    expect(cases.length).toBeGreaterThanOrEqual(1_000);
    const accepted = cases.filter(({ event }) => acceptAppMessage(event, frame) !== undefined);
    expect(accepted.map(({ why, event }) => `${why}: ${JSON.stringify(event.data).slice(0, 120)}`)).toEqual([]);
  });

  test('a malformed payment or preference request of the app itself is taken, to be answered with the reason', () => {
    for (const data of answeredMalformed) expect(acceptAppMessage({ origin: frame.origin, source: appWindow, data }, frame), JSON.stringify(data)).toBeDefined();
  });

  test('a frame without a window (not loaded, or gone) accepts nothing', () => {
    for (const data of genuine) expect(acceptAppMessage({ origin: frame.origin, source: null, data }, { ...frame, window: null })).toBeUndefined();
  });
});
