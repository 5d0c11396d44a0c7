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

/** What to tell the user about a failure; the view translates the descriptor. */
export function describeError(error: unknown): MessageDescriptor {
  if (!(error instanceof PlatformError)) return msg`Something went wrong. Try again.`;
  const { serverMessage } = error;
  const status = error.status ?? '?';
  switch (error.kind) {
    case 'network':
      return msg`Check your connection: the service could not be reached.`;
    case 'timeout':
      return msg`The service did not answer in time. Try again.`;
    case 'unauthorized':
      return msg`Your session has expired. Sign in again.`;
    case 'forbidden':
      return msg`You are not allowed to do this.`;
    case 'notFound':
      return msg`This item was not found. It may have been deleted.`;
    case 'conflict':
      return msg`This change conflicts with the current data, for example a name already in use. Reload and try again.`;
    case 'validation':
      // The server's explanation names the offending field, which a generic text cannot.
      return serverMessage
        ? msg({ message: `${serverMessage}`, comment: 'The server’s own explanation of a rejected request' })
        : msg`The request was not accepted. Check the values and try again.`;
    case 'rateLimited':
      return msg`Too many requests. Wait a moment and try again.`;
    case 'server':
      return msg`The server had a problem (${status}). Try again later.`;
    case 'malformed':
      return msg`The service sent an answer the portal cannot read. Try again later.`;
  }
}
