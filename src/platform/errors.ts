// One error type for every failed call, so machines route on `kind` and views show describeError's text.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type PlatformErrorKind =
  | 'network'
  | 'timeout'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'validation'
  | 'rateLimited'
  | 'server'
  | 'malformed';

export interface PlatformErrorInit {
  kind: PlatformErrorKind;
  method: string;
  path: string;
  status?: number;
  /** The server's own explanation (ErrorBody.message), when it gave one. */
  serverMessage?: string;
  cause?: unknown;
}

export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly kind: PlatformErrorKind;
  readonly method: string;
  readonly path: string;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;

  constructor({ kind, method, path, status, serverMessage, cause }: PlatformErrorInit) {
    const detail = [status, serverMessage].filter((part) => part !== undefined).join(' ');
    super(`${method} ${path} failed: ${kind}${detail ? ` (${detail})` : ''}`, { cause });
    this.kind = kind;
    this.method = method;
    this.path = path;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/**
 * The kind of a platform error from its message (`<method> <path> failed: <kind> …`, as the constructor writes it),
 * for failures kept only as text: the guard chain stores a failure's message for the selector (spec §8).
 */
export function kindInMessage(message: string): PlatformErrorKind | undefined {
  const kind = / failed: (\w+)/.exec(message)?.[1];
  return kind !== undefined && Object.hasOwn(kindTexts, kind) ? (kind as PlatformErrorKind) : undefined;
}

export function isPlatformError(error: unknown, kind?: PlatformErrorKind): error is PlatformError {
  return error instanceof PlatformError && (kind === undefined || error.kind === kind);
}

/** HTTP status → kind. 408/504 are timeouts seen by a server or gateway; other 4xx mean the request was refused. */
export function kindForStatus(status: number): PlatformErrorKind {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
    case 410:
      return 'notFound';
    case 408:
    case 504:
      return 'timeout';
    case 409:
    case 412:
      return 'conflict';
    case 429:
      return 'rateLimited';
    default:
      return status >= 500 ? 'server' : 'validation';
  }
}

/**
 * What to tell a person about a failure; the view translates the descriptor. Never the method, the address or the
 * server's own words (spec §8: "texts for other failures, including server error answers: not shown"): those are
 * for support, in errorDetails.
 */
export function describeError(error: unknown): MessageDescriptor {
  return error instanceof PlatformError ? describeErrorKind(error.kind) : msg`Something went wrong. Try again.`;
}

export function describeErrorKind(kind: PlatformErrorKind): MessageDescriptor {
  return kindTexts[kind];
}

const kindTexts: Record<PlatformErrorKind, MessageDescriptor> = {
  network: msg`Check your connection: the service could not be reached.`,
  timeout: msg`The service did not answer in time. Try again.`,
  unauthorized: msg`Your session has expired. Sign in again.`,
  forbidden: msg`You are not allowed to do this.`,
  notFound: msg`This item was not found. It may have been deleted.`,
  conflict: msg`This change conflicts with the current data, for example a name already in use. Reload and try again.`,
  validation: msg`The service did not accept the values. Check them and try again.`,
  rateLimited: msg`Too many requests. Wait a moment and try again.`,
  server: msg`The service had a problem. Try again later.`,
  malformed: msg`The service sent an answer the portal cannot read. Try again later.`,
};

/**
 * The technical account of a failure for support (a "Details" disclosure): the call, the status and what the
 * server said. Undefined when there is nothing beyond the message.
 */
export function errorDetails(error: unknown): string | undefined {
  if (error instanceof PlatformError) {
    const answer = [error.status ?? error.kind, error.serverMessage].filter((part) => part !== undefined).join(' ');
    return `${error.method} ${error.path}: ${answer}`;
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return error === undefined || error === null ? undefined : String(error);
}
