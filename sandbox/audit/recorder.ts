// Every write the sandbox accepts appends one audit event, here and nowhere else: this handler stands before the
// services (sandbox/handlers.ts, behind the request-id record, so a repeated request id is answered from the record
// and logs nothing twice), lets them answer, and on a 2xx answer records who wrote what, on which entity, and the
// entity as the service showed it before and after (its own GET of the same address). A write is a PUT, PATCH or
// DELETE under /svc, or a POST carrying the portal's request id (src/platform/requestIds.ts): searches and exports
// sent as POST carry none, and change nothing.
import type { JWTPayload } from 'jose';
import { http, type RequestHandler } from 'msw';
import type { AuditEvent } from '../../src/platform/auditTypes';
import { requestIdHeader } from '../../src/platform/requestIds';
import { authenticateBearer } from '../identity/tokens';
import { tokenOrganization } from '../organizationToken';
import { store } from '../store';
import { describeWrite } from './describeWrite';
import type { Answering } from '../routing';

function isWrite(request: Request): boolean {
  if (!new URL(request.url).pathname.startsWith('/svc/')) return false;
  if (['PUT', 'PATCH', 'DELETE'].includes(request.method)) return true;
  return request.method === 'POST' && request.headers.has(requestIdHeader);
}

/** A JSON answer's body, or null (no body, not JSON, not an object). */
async function jsonOf(response: Response | undefined): Promise<unknown> {
  if (response === undefined || response.status < 200 || response.status >= 300) return null;
  try {
    const value: unknown = await response.clone().json();
    return typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** What the service answers to a GET of the write's own address, as the writer (null when it has no such read). */
function readBack(request: Request, services: Answering): Promise<unknown> {
  const headers = new Headers({ authorization: request.headers.get('authorization') ?? '' });
  return services(new Request(request.url, { method: 'GET', headers })).then(jsonOf);
}

/** The body as JSON; any other body (an uploaded file, a form) only by its type and size, never its bytes. */
async function bodyOf(request: Request): Promise<unknown> {
  const bytes = await request.clone().arrayBuffer();
  if (bytes.byteLength === 0) return null;
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('json')) return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    // Not JSON after all: described like any other body.
  }
  return { contentType: type, bytes: bytes.byteLength };
}

/** Keycloak's impersonation claim: the person acting, when the token's user is being impersonated. */
function impersonator(claims: JWTPayload): string | undefined {
  const value = claims.impersonator as { username?: unknown } | undefined;
  return typeof value?.username === 'string' ? value.username : undefined;
}

const idOf = (value: unknown) => {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
};

export function appendAuditEvent(event: Omit<AuditEvent, 'id'>): void {
  const audit = store().audit;
  audit.events.push({ id: `evt-${audit.next++}`, ...event });
}

/** The handler that records the writes `services` accept; it comes before them in the handler list. */
export function auditedWrites(services: Answering): RequestHandler {
  return http.all(
    ({ request }) => isWrite(request),
    async ({ request }) => {
      const bearer = await authenticateBearer(request);
      const url = new URL(request.url);
      const organization = bearer.status === 'valid' ? (url.searchParams.get('organization') ?? tokenOrganization(bearer.claims)) : undefined;
      // Anonymous (the self on-boarding) or refused callers, or a write of no organisation: the services answer as
      // they do, here, so the request-id record in front keeps their answer; there is nothing to log.
      if (bearer.status !== 'valid' || organization === undefined) return services(request);
      const input = await bodyOf(request);
      const write = describeWrite(request.method, url.pathname, organization);
      const before = request.method === 'POST' && write.entityId === '' ? null : await readBack(request, services);
      const response = await services(request);
      if (response === undefined || response.status < 200 || response.status >= 300) return response;
      const answered = await jsonOf(response);
      const after = request.method === 'DELETE' ? null : (answered ?? (write.entityId === '' ? null : await readBack(request, services)));
      const entityId = write.entityId || idOf(answered);
      const actor = impersonator(bearer.claims);
      appendAuditEvent({
        actorUsername: actor ?? bearer.user.username,
        impersonatedUsername: actor === undefined ? null : bearer.user.username,
        entityType: write.entityType,
        entityId: /^\d+$/.test(entityId) ? Number(entityId) : null,
        entityIdString: entityId === '' || /^\d+$/.test(entityId) ? null : entityId,
        event: write.event,
        input,
        before,
        after,
        orgResourceId: organization,
        timestamp: Date.now(),
      });
      return response;
    },
  );
}
