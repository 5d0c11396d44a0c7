// Helpers every sandbox handler shares: service paths built from the contract table, Spring-style error
// bodies, tolerant JSON reading and the loopback-host rule used for redirects and CORS.
import { HttpResponse } from 'msw';
import { servicePrefixes, type ServiceName } from '../src/platform/endpoints';
import type { ErrorBody } from '../src/platform/types';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function errorResponse(status: number, message: string): Response {
  return HttpResponse.json<ErrorBody>({ status, error: reasonPhrases[status] ?? 'Error', message }, { status });
}

/**
 * msw path of a service endpoint on any origin: the portal reaches the sandbox from localhost, the preview port
 * and per-organisation `*.localhost` hosts, so the origin is a wildcard.
 */
export function servicePath(service: ServiceName, endpoint: string): string {
  return `*${servicePrefixes[service]}${endpoint}`;
}

const placeholder = 'sandbox_path_param';

/**
 * Turns a path builder of the contract (`coreEndpoints.organization`) into an msw pattern with a named
 * parameter, so the sandbox registers exactly the path the portal calls.
 */
export function pathPattern(build: (value: never) => string, name: string): string {
  return build(placeholder as never).replace(placeholder, `:${name}`);
}

/** The parsed body, or undefined when it is missing or not JSON (callers answer 400). */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `localhost` and `*.localhost` resolve to loopback in browsers, so only they count as the sandbox's own hosts. */
export function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}
