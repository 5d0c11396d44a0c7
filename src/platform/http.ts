// The one place that talks HTTP. ofetch is the transport (base address, query, JSON bodies, its hooks);
// what is the portal's own stays here: the one-exchange rule (one renewal and one retry on a 401), which request ids
// go on the wire, and every failure turned into a PlatformError. Knows nothing of keycloak-js: the session's token
// owner (src/session/serviceTokens.ts) hands in getToken and the 401 callbacks, and decides whether a renewal is
// needed, shared or over.
import { ofetch, type FetchResponse } from 'ofetch';
import * as v from 'valibot';
import type { Schema } from './schemas';
import { PlatformError, kindForStatus, type PlatformErrorInit, type PlatformErrorKind } from './errors';
import { requestIdHeader } from './requestIds';
import { timeLimit } from './timeLimit';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Returns the current access token, or undefined when there is none (not signed in). */
export type TokenProvider = () => Promise<string | undefined> | string | undefined;

export interface HttpClientOptions {
  baseURL?: string;
  /** Milliseconds; spec §9: 30000 by default, 90000 for core. */
  timeout?: number;
  getToken: TokenProvider;
  /**
   * Whether the service accepts the `Idempotency-Key` header (config.json `idempotentServices`). Only then does a
   * write's request id go on the wire: a header a service does not allow fails the browser's cross-origin preflight.
   */
  idempotencyKey?: boolean;
  /** The deployment's own path for a path of the table (config.json `paths`, src/platform/servicePaths.ts). */
  rewritePath?: (path: string) => string;
  /**
   * A call carrying `refused` was answered 401: resolves when a newer token is there to retry the call with (once),
   * rejects when there is none. The owner keeps one renewal in flight for every call waiting.
   */
  onUnauthorized?: (refused: string) => Promise<void>;
  /**
   * The last answer of a call that carried `token`: `refused` when it was a 401 (after the retry, when there was
   * one: the owner then stops renewing), else the token works.
   */
  onAnswered?: (token: string, refused: boolean) => void;
  /**
   * 'include' for a service whose session is a cookie of its own origin (the remote-access site): on another origin
   * than the portal's, the browser stores and sends that cookie only then. Default: the browser's 'same-origin'.
   */
  credentials?: 'same-origin' | 'include';
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  /** A plain object or array is sent as JSON; URLSearchParams and FormData as they are. */
  body?: object;
  headers?: Record<string, string>;
  /** Leaving the state that started the call aborts it; the abort reason is rethrown unchanged. */
  signal?: AbortSignal;
  timeout?: number;
  /** true (default): a token is required; 'optional': sent when there is one; false: never sent. */
  auth?: boolean | 'optional';
  /** Validates the answer; a mismatch is a 'malformed' error. Without it the answer is trusted as T. */
  schema?: Schema<T>;
  /** 'text': the body as it came (a CSV export), for a T of string; default 'json'. */
  responseType?: 'json' | 'text';
  /** Reads the answer's headers (the service's `Date` as its clock) before its body is checked. */
  onHeaders?: (headers: Headers) => void;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
}

/** The body as ofetch hands it over: parsing is ours, so a broken body is told apart from an error status. */
type Parsed = { ok: true; value: unknown } | { ok: false; error: unknown };

const parseJson = (text: string): Parsed => {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
};
const keepText = (text: string): Parsed => ({ ok: true, value: text });

interface Failed {
  failed: unknown;
}
/** Whether the service answered (an error status too), rather than the call failing on the way. */
const answered = (outcome: FetchResponse<Parsed> | Failed) =>
  !('failed' in outcome) || (outcome.failed instanceof PlatformError && outcome.failed.status !== undefined);
const refused = (outcome: FetchResponse<Parsed> | Failed) =>
  'failed' in outcome && outcome.failed instanceof PlatformError && outcome.failed.status === 401;

/** ErrorBody.message (platform services) or error_description (the identity provider). */
function serverMessageOf(parsed: Parsed | undefined): string | undefined {
  if (!parsed?.ok || typeof parsed.value !== 'object' || parsed.value === null) return undefined;
  const body = parsed.value as Record<string, unknown>;
  for (const key of ['message', 'error_description']) {
    const value = body[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

export function createHttpClient({
  baseURL,
  timeout = 30_000,
  getToken,
  idempotencyKey = false,
  rewritePath = (path) => path,
  onUnauthorized,
  onAnswered,
  credentials,
}: HttpClientOptions): HttpClient {
  const transport = ofetch.create({
    baseURL,
    credentials,
    // One retry, on a 401 and with a renewed token, is the portal's rule below; ofetch's own retries would send a
    // write twice.
    retry: false,
    onRequest({ options }) {
      // The caller keeps the request id either way (requestIds.ts); it travels only where the service accepts it.
      if (!idempotencyKey) options.headers.delete(requestIdHeader);
    },
  });

  return {
    async request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
      const method = options.method ?? 'GET';
      const auth = options.auth ?? true;
      const failure = (kind: PlatformErrorKind, extra: Omit<PlatformErrorInit, 'kind' | 'method' | 'path'> = {}) =>
        new PlatformError({ kind, method, path, ...extra });

      async function token(): Promise<string | undefined> {
        let value: string | undefined;
        try {
          value = auth === false ? undefined : await getToken();
        } catch (cause) {
          throw failure('unauthorized', { cause });
        }
        if (auth === true && value === undefined) throw failure('unauthorized');
        return value;
      }

      const limit = options.timeout ?? timeout;
      /** One exchange: its answer, or the failure it ends in (thrown by the hooks, settled here for the rule below). */
      const send = (bearer: string | undefined): Promise<FetchResponse<Parsed> | Failed> => {
        // The time limit (./timeLimit.ts), joined with the caller's signal.
        const limited = timeLimit(limit, options.signal);
        return transport
          .raw(rewritePath(path), {
            method,
            query: options.query,
            body: options.body as BodyInit | Record<string, unknown> | undefined,
            headers: { accept: 'application/json', ...options.headers, ...(bearer !== undefined && { authorization: `Bearer ${bearer}` }) },
            signal: limited.signal,
            parseResponse: options.responseType === 'text' ? keepText : parseJson,
            onRequestError({ error }) {
              // A caller's abort is a cancellation, not a failure of the service.
              if (options.signal?.aborted) throw options.signal.reason;
              throw failure(error.name === 'TimeoutError' ? 'timeout' : 'network', { cause: error });
            },
            onResponseError({ response }) {
              const { status, _data: body } = response;
              // An error's body is the service's JSON error even where the answer itself is text (a CSV export).
              const parsed = options.responseType === 'text' && body?.ok ? parseJson(String(body.value)) : body;
              throw failure(kindForStatus(status), { status, serverMessage: serverMessageOf(parsed) });
            },
          })
          .catch((error: unknown) => ({ failed: error }))
          .finally(limited.release);
      };

      let sent = await token();
      let outcome = await send(sent);
      if (refused(outcome) && sent !== undefined && onUnauthorized) {
        // One renewal (shared by every call waiting), one retry: a second 401 means the session is gone, and
        // looping would hammer the identity provider.
        try {
          await onUnauthorized(sent);
        } catch (cause) {
          // A renewal that could not reach the identity provider says so (timeout, network), not "signed out".
          throw failure(cause instanceof PlatformError && cause.kind !== 'unauthorized' ? cause.kind : 'unauthorized', {
            status: 401,
            cause,
          });
        }
        sent = await token();
        outcome = await send(sent);
      }
      if (sent !== undefined && answered(outcome)) onAnswered?.(sent, refused(outcome));
      if ('failed' in outcome) throw outcome.failed;

      const response = outcome;
      const { status } = response;
      options.onHeaders?.(response.headers);
      // No body (204) reads as no value.
      const parsed: Parsed = response._data ?? { ok: true, value: options.responseType === 'text' ? '' : undefined };
      if (!parsed.ok) throw failure('malformed', { status, cause: parsed.error });
      if (options.responseType === 'text' || !options.schema) return parsed.value as T;
      const checked = v.safeParse(options.schema, parsed.value);
      if (!checked.success) throw failure('malformed', { status, cause: checked.issues });
      return checked.output;
    },
  };
}
