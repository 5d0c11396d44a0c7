// What the portal accepts from an embedded app (facts §13 app → host requests), stricter than the reference host,
// which checks no origin: a message counts only when it comes from the window of that app's frame, from the origin
// registered for the app, and its envelope validates (and, for a message the app expects no answer to, its payload).
// Anything else is dropped without an answer.
import * as v from 'valibot';

/** Longest page path the portal takes from an app; more is not a request it would make. */
const maxText = 2_000;

const text = v.pipe(v.string(), v.maxLength(maxText));

/** Every request an app may send, each with the payload it must carry. */
const appMessageSchema = v.variant('type', [
  v.strictObject({ type: v.literal('CORVINA_CONNECT_INIT'), payload: v.optional(v.undefined()) }),
  // Ours, beyond the facts' protocol: the app saw Ctrl+G while its frame held the focus and asks for the portal menu
  // (docs/decisions.md "Embedded apps and the store"). No payload; an app that does not send it loses nothing.
  v.strictObject({ type: v.literal('PORTAL_MENU_OPEN_REQUEST'), payload: v.optional(v.undefined()) }),
  v.strictObject({ type: v.literal('CORVINA_NAVIGATE'), payload: v.strictObject({ page: v.pipe(text, v.minLength(1)) }) }),
  v.strictObject({
    type: v.literal('IFRAME_HREF_CHANGED'),
    payload: v.strictObject({ href: v.pipe(text, v.url()), type: v.picklist(['pushState', 'replaceState', 'popstate', 'hashchange']) }),
  }),
  // A request the app waits for an answer to is taken whatever its payload, and a malformed one is answered with the
  // reason (./appPayment.ts, machines/appConnectPreference.machine.ts): the client library waits for payments without
  // a limit, and an unanswered preference costs the app its 10 s.
  v.strictObject({ type: v.literal('TRANSACTIONS_AUTHORIZATION_REQUEST'), payload: v.optional(v.unknown()) }),
  v.strictObject({ type: v.literal('USER_PREFERENCE_GET_REQUEST'), payload: v.optional(v.unknown()) }),
  v.strictObject({ type: v.literal('USER_PREFERENCE_SET_REQUEST'), payload: v.optional(v.unknown()) }),
]);

export type AppMessage = v.InferOutput<typeof appMessageSchema>;

/** The app a message may come from: its frame's window and the origin registered for it. */
export interface AppFrame {
  window: MessageEventSource | null;
  origin: string;
}

/** The app's request, when `event` is one; undefined for anything else, which the host ignores. */
export function acceptAppMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, frame: AppFrame): AppMessage | undefined {
  if (frame.window === null || event.source !== frame.window) return undefined;
  if (event.origin !== frame.origin || frame.origin === 'null') return undefined;
  const parsed = v.safeParse(appMessageSchema, event.data);
  return parsed.success ? parsed.output : undefined;
}
