// Writes are idempotent (docs/decisions.md): every create, save, change and delete carries a request id in the
// `Idempotency-Key` header, and the service answers a repeated id from its record of the first request instead of
// applying it again. A save whose answer was lost (a timeout while the service completed it) and the retry the
// message suggests then make one version, one dashboard, one rule.
//
// The rule for every client and flow:
// - a client's write method takes the request id last, required (`requestId: RequestId`), and sends it with
//   `headers: requestIdHeaders(requestId)`; reads send none. No default: a flow that forgot the attempt's id would
//   send a fresh one on every retry and the service would apply the write twice;
// - a flow that writes for a person holds a `requestAttempts()` (src/platform/requestAttempts.ts) and sends through
//   it: the same request sent again after a failure (the retry) reuses its id, another request, or any request after
//   a success, gets a new one. A write of several calls names each call with `requestPart(requestId, part)`, and
//   works out anything the calls depend on (the number of a version to create) once per attempt with `attempt.once`.
// Two modules, because the entry's core client needs only this one: a module shared by the entry and a lazy screen
// is bundled whole into the entry (docs/decisions.md).

/** The request header that carries a write's request id (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const requestIdHeader = 'Idempotency-Key';

/**
 * A write's request id. Branded so that a plain string is not one: an attempt (`requestAttempts`) makes it, and only
 * a write the portal makes by itself, with no person to retry it, takes a fresh one with `newRequestId`.
 */
export type RequestId = string & { readonly requestIdOf: unique symbol };

export const newRequestId = (): RequestId => crypto.randomUUID() as RequestId;

/** The headers of a write sent under `requestId`. */
export function requestIdHeaders(requestId: string): Record<string, string> {
  return { [requestIdHeader]: requestId };
}

/** The request id of one call of a write made of several (one per alarm, one per share list…). */
export function requestPart(requestId: RequestId, part: string): RequestId {
  return `${requestId}:${part}` as RequestId;
}
