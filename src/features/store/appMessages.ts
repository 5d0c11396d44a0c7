// What the portal accepts from an embedded app (facts §13 app → host requests), stricter than the reference host,
// which checks no origin: a message counts only when it comes from the window of that app's frame, from the origin
// registered for the app, and its envelope and payload validate. Anything else is dropped without an answer.
import * as v from 'valibot';
import type { TransactionIn } from '../../platform/appsTypes';

/** Longest page path or key the portal takes from an app; more is not a request it would make. */
const maxText = 2_000;
/** Facts §13: preference values are strings; the service stores up to this many characters (sandbox/core/userPreferences.ts). */
export const maxPreferenceValue = 10_000;
/** More transactions than this in one request is not a payment a person can read and authorise. */
export const maxTransactions = 20;

const text = v.pipe(v.string(), v.maxLength(maxText));
const optionalText = v.optional(text);

const transactionSchema = v.strictObject({
  orderId: v.pipe(text, v.minLength(1)),
  targetWalletId: v.pipe(text, v.minLength(1)),
  amount: v.pipe(v.number(), v.finite(), v.minValue(0)),
  sourceOrgResourceId: optionalText,
  sourceWalletId: optionalText,
  description: optionalText,
  executionMinTime: optionalText,
  executionMaxTime: optionalText,
  periodicity: optionalText,
  ordinal: v.optional(v.pipe(v.number(), v.integer())),
  executionMaxOrdinal: v.optional(v.pipe(v.number(), v.integer())),
  transactionSubjectType: optionalText,
  transactionSubjectRef: optionalText,
  transactionSubjectQuantity: v.optional(v.pipe(v.number(), v.finite())),
  transactionData: optionalText,
}) satisfies v.GenericSchema<unknown, TransactionIn>;

/** Every request an app may send, each with the payload it must carry. */
const appMessageSchema = v.variant('type', [
  v.strictObject({ type: v.literal('CORVINA_CONNECT_INIT'), payload: v.optional(v.undefined()) }),
  // Ours, beyond the facts' protocol: the app saw Ctrl+G while its frame held the focus and asks for the portal menu
  // (docs/decisions.md "Ctrl+G inside an app"). No payload; an app that does not send it loses nothing.
  v.strictObject({ type: v.literal('PORTAL_MENU_OPEN_REQUEST'), payload: v.optional(v.undefined()) }),
  v.strictObject({ type: v.literal('CORVINA_NAVIGATE'), payload: v.strictObject({ page: v.pipe(text, v.minLength(1)) }) }),
  v.strictObject({
    type: v.literal('IFRAME_HREF_CHANGED'),
    payload: v.strictObject({ href: v.pipe(text, v.url()), type: v.picklist(['pushState', 'replaceState', 'popstate', 'hashchange']) }),
  }),
  v.strictObject({ type: v.literal('TRANSACTIONS_AUTHORIZATION_REQUEST'), payload: v.pipe(v.array(transactionSchema), v.maxLength(maxTransactions)) }),
  // The key may be missing or empty and the value missing: the preference statechart refuses them with the spec's
  // "{X} is required" (machines/appConnectPreference.machine.ts); anything of another type is not a request.
  v.strictObject({ type: v.literal('USER_PREFERENCE_GET_REQUEST'), payload: v.strictObject({ key: v.optional(text) }) }),
  v.strictObject({
    type: v.literal('USER_PREFERENCE_SET_REQUEST'),
    payload: v.strictObject({ key: v.optional(text), value: v.optional(v.pipe(v.string(), v.maxLength(maxPreferenceValue))) }),
  }),
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
