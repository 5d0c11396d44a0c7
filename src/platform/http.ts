// The one place that talks HTTP: bearer token, timeout, cancellation, one retry on 401, and every failure turned
// into a PlatformError. Knows nothing of keycloak-js: the session's token owner (src/session/serviceTokens.ts) hands
// in getToken and the 401 callbacks, and decides whether a renewal is needed, shared or over. The browser's own
// fetch, not ofetch: the portal used none of ofetch's own features (its retries, response parsing and errors were
// switched off), and ofetch with ufo and destr cost 3.4 KB gzip of the 140 KB entry (docs/decisions.md).
import * as v from 'valibot';
import type { Schema } from './schemas';
import { PlatformError, kindForStatus, type PlatformErrorInit, type PlatformErrorKind } from './errors';
import { requestIdHeader } from './requestIds';

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

/** The service's clock when it answered (its `Date` header, whole seconds), epoch ms; undefined without one. */
export function serverTimeOf(headers: Headers): number | undefined {
  const date = Date.parse(headers.get('date') ?? '');
  return Number.isNaN(date) ? undefined : date;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: unknown };

function parseJson(text: string | undefined): Parsed {
  if (text === undefined || text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** ErrorBody.message (platform services) or error_description (the identity provider). */
function serverMessageOf(parsed: Parsed): string | undefined {
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return undefined;
  const body = parsed.value as Record<string, unknown>;
  for (const key of ['message', 'error_description']) {
    const value = body[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** `path` below `baseURL` (an absolute `path` as it is), with the query's defined values. */
function address(path: string, baseURL: string | undefined, query: RequestOptions<unknown>['query']): string {
  const url = baseURL && !/^[a-z][a-z\d+.-]*:/i.test(path) ? `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(name, String(value));
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
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

      async function send(bearer: string | undefined): Promise<{ status: number; text: string; headers: Headers }> {
        const timer = AbortSignal.timeout(options.timeout ?? timeout);
        const headers = new Headers({ accept: 'application/json', ...options.headers });
        // The caller keeps the request id either way (requestIds.ts); it travels only where the service accepts it.
        if (!idempotencyKey) headers.delete(requestIdHeader);
        if (bearer !== undefined) headers.set('authorization', `Bearer ${bearer}`);
        let body = options.body as BodyInit | undefined;
        // A plain object or array is sent as JSON; URLSearchParams and FormData as they are.
        if (body !== undefined && (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype)) {
          body = JSON.stringify(body);
          if (!headers.has('content-type')) headers.set('content-type', 'application/json');
        }
        try {
          const response = await fetch(address(rewritePath(path), baseURL, options.query), {
            method,
            body,
            headers,
            ...(credentials && { credentials }),
            signal: options.signal ? AbortSignal.any([options.signal, timer]) : timer,
          });
          // Parsing is ours, so a broken body is told apart from an error status.
          return { status: response.status, text: await response.text(), headers: response.headers };
        } catch (cause) {
          // A caller's abort is a cancellation, not a failure of the service.
          if (options.signal?.aborted) throw options.signal.reason;
          throw failure(timer.aborted ? 'timeout' : 'network', { cause });
        }
      }

      let sent = await token();
      let response = await send(sent);
      if (response.status === 401 && sent !== undefined && onUnauthorized) {
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
        response = await send(sent);
      }
      if (sent !== undefined) onAnswered?.(sent, response.status === 401);

      const { status } = response;
      if (status < 400) options.onHeaders?.(response.headers);
      const parsed = parseJson(response.text);
      if (status >= 400) throw failure(kindForStatus(status), { status, serverMessage: serverMessageOf(parsed) });
      if (options.responseType === 'text') return response.text as T;
      if (!parsed.ok) throw failure('malformed', { status, cause: parsed.error });
      if (!options.schema) return parsed.value as T;
      const checked = v.safeParse(options.schema, parsed.value);
      if (!checked.success) throw failure('malformed', { status, cause: checked.issues });
      return checked.output;
    },
  };
}
