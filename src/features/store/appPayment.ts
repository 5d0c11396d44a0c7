// An app's payment request and the host's answer in the client library's own types (facts §13, CONNECT common.ts):
// the app sends PreauthorizedCreditTransactionInDTO with `Date` times and a `Map` of transaction data, structured-
// cloned by postMessage; a plain object and ISO-8601 text are taken too, and fields the library does not declare
// are left out, not fatal. The answer is `{ status, payload, msg }` with the created transactions as the library
// declares them (numeric ids, `Date` times, a `Map`); a refusal carries `error`, the reason an app can show.
import * as v from 'valibot';
import type { PaymentOutcome } from '../../../machines/appPayment.machine';
import type { TransactionIn, TransactionOut } from '../../platform/appsTypes';

/** Longest text field the portal takes from an app. */
const maxText = 2_000;
/** More transactions than this in one request is not a payment a person can read and authorise. */
export const maxTransactions = 20;

/** Facts §13 `msg` (the first four) and ours, each with the HTTP-like status the answer carries. */
export const paymentAnswers = {
  AUTHORIZED: 200,
  USER_REJECTED: 403,
  ERROR_NO_EMPTY_TRANSACTIONS: 400,
  ERROR_NO_IN_APP_PURCHASES: 400,
  ERROR_INVALID_TRANSACTIONS: 400,
  ERROR_TOO_MANY_TRANSACTIONS: 400,
  ERROR_TOO_MANY_REQUESTS: 429,
  ERROR_ORGANIZATION_CHANGING: 409,
  ERROR_OUTCOME_UNKNOWN: 502,
} as const satisfies Record<PaymentOutcome, number> & Record<string, number>;
export type PaymentAnswer = keyof typeof paymentAnswers;

const text = v.pipe(v.string('must be text'), v.maxLength(maxText, `must be at most ${maxText} characters`));
const optionalText = v.optional(text);
const wholeNumber = v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number')));

/** A time as a `Date` (the library's type) or ISO-8601 text, sent on as ISO-8601 text. */
const time = v.optional(
  v.union(
    [
      v.pipe(v.date(), v.transform((date) => date.toISOString())),
      v.pipe(
        v.string(),
        v.check((value) => !Number.isNaN(Date.parse(value))),
        v.transform((value) => new Date(value).toISOString()),
      ),
    ],
    'must be a Date or an ISO-8601 time',
  ),
);

/** The transaction's data as a `Map` (the library's type) or a plain object, sent on as an object. */
const transactionData = v.optional(
  v.union(
    [
      v.pipe(v.map(v.string(), v.unknown()), v.transform((map) => Object.fromEntries(map))),
      v.pipe(
        v.record(v.string(), v.unknown()),
        v.check((value) => Object.getPrototypeOf(value) === Object.prototype),
      ),
    ],
    'must be a Map or an object',
  ),
);

/** PreauthorizedCreditTransactionInDTO; a field it does not declare is dropped (v.object, not strict). */
const transactionSchema = v.object(
  {
    orderId: v.pipe(text, v.minLength(1, 'is required')),
    targetWalletId: v.pipe(text, v.minLength(1, 'is required')),
    amount: v.pipe(v.number('must be a number'), v.finite('must be a finite number'), v.gtValue(0, 'must be above 0')),
    sourceOrgResourceId: optionalText,
    sourceWalletId: optionalText,
    description: optionalText,
    executionMinTime: time,
    executionMaxTime: time,
    periodicity: optionalText,
    ordinal: wholeNumber,
    executionMaxOrdinal: wholeNumber,
    transactionSubjectType: optionalText,
    transactionSubjectRef: optionalText,
    transactionSubjectQuantity: v.optional(v.pipe(v.number('must be a number'), v.finite('must be a finite number'))),
    transactionData,
  },
  'must be an object',
) satisfies v.GenericSchema<unknown, TransactionIn>;

export type PaymentRequest = { transactions: TransactionIn[] } | { refused: PaymentAnswer; error: string };

/** The transactions an app's request asks for, or why it is refused (its `msg` and the field at fault). */
export function paymentRequest(payload: unknown): PaymentRequest {
  if (!Array.isArray(payload)) return { refused: 'ERROR_INVALID_TRANSACTIONS', error: 'transactions: must be an array' };
  if (payload.length === 0) return { refused: 'ERROR_NO_EMPTY_TRANSACTIONS', error: 'transactions: at least one is required' };
  if (payload.length > maxTransactions) {
    return { refused: 'ERROR_TOO_MANY_TRANSACTIONS', error: `transactions: at most ${maxTransactions} in one request` };
  }
  const transactions: TransactionIn[] = [];
  for (const [index, item] of payload.entries()) {
    const parsed = v.safeParse(transactionSchema, item);
    if (!parsed.success) {
      const [issue] = parsed.issues;
      const field = issue.path?.map((step) => String(step.key)).join('.');
      return { refused: 'ERROR_INVALID_TRANSACTIONS', error: `transactions[${index}]${field ? `.${field}` : ''}: ${issue.message}` };
    }
    transactions.push(parsed.output);
  }
  return { transactions };
}

/** A created transaction as the library declares PreauthorizedCreditTransactionOutDTO. */
function forApp({ executionMinTime, executionMaxTime, transactionData: data, ...transaction }: TransactionOut) {
  return {
    ...transaction,
    ...(executionMinTime !== undefined ? { executionMinTime: new Date(executionMinTime) } : {}),
    ...(executionMaxTime !== undefined ? { executionMaxTime: new Date(executionMaxTime) } : {}),
    ...(data !== undefined ? { transactionData: new Map(Object.entries(data)) } : {}),
  };
}

/** TRANSACTIONS_AUTHORIZATION_RESPONSE: `payload` the created transactions when authorised, else null. */
export function paymentResponse(msg: PaymentAnswer, authorized: TransactionOut[] | null = null, error?: string) {
  return {
    type: 'TRANSACTIONS_AUTHORIZATION_RESPONSE',
    payload: { status: paymentAnswers[msg], payload: authorized && authorized.map(forApp), msg, ...(error !== undefined ? { error } : {}) },
  } as const;
}
