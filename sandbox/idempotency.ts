// Writes are applied once per request id, on every service: a POST, PUT, PATCH or DELETE under /svc that carries the
// portal's request id header (src/platform/requestIds.ts, `Idempotency-Key`) is answered, when the same caller sent
// the same id before, with the answer of that first request, and changes nothing again. So a save the service
// completed while the portal stopped waiting (a timeout), followed by the person's retry, makes one version, one
// dashboard, one rule. A repeat that arrives while the first is still running waits for its answer.
//
// Only answers that succeeded (2xx) are kept: a refused or failed request changed nothing, so its repeat is tried
// afresh. The same id for another request (method, address or body differ) is refused with 409. The caller is the
// token's user in the token's organisation (anonymous for the public self on-boarding); the last 1000 answers are
// kept. Writes without the header are applied as they come, and so is every write while the control API's `requestIds`
// is off: the services then answer as the facts' do, which show none accepting the header.
import type { JWTPayload } from 'jose';
import { http, type RequestHandler } from 'msw';
import { requestIdHeader } from '../src/platform/requestIds';
import { errorResponse } from './http';
import { authenticateBearer } from './identity/tokens';
import { tokenOrganization } from './organizationToken';
import type { Answering } from './routing';
import { store, type AnsweredRequest } from './store';

/** Answers kept for repeats; older ones are forgotten first. */
export const answeredLimit = 1_000;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isIdempotentWrite(request: Request): boolean {
  return (
    store().config.requestIds &&
    writeMethods.has(request.method) &&
    request.headers.has(requestIdHeader) &&
    new URL(request.url).pathname.startsWith('/svc/')
  );
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
const digest = async (data: BufferSource) => hex(await crypto.subtle.digest('SHA-256', data));

/**
 * What the request asks for. A multipart body is read field by field: the browser draws a new boundary each time it
 * sends the same form, so its bytes differ between a request and its repeat.
 */
async function fingerprintOf(request: Request): Promise<string> {
  const { pathname, search } = new URL(request.url);
  let body: string;
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const fields: string[] = [];
    for (const [name, value] of await request.clone().formData()) {
      fields.push(typeof value === 'string' ? `${name}=${value}` : `${name}=file:${value.name}:${value.type}:${await digest(await value.arrayBuffer())}`);
    }
    body = await digest(new TextEncoder().encode(fields.join('\n')));
  } else {
    body = await digest(await request.clone().arrayBuffer());
  }
  return `${request.method} ${pathname}${search} ${body}`;
}

/** Who sent it: undefined when the token is not valid (the service itself answers 401, and nothing is kept). */
async function callerOf(request: Request): Promise<string | undefined> {
  const bearer = await authenticateBearer(request);
  if (bearer.status === 'missing') return 'anonymous';
  if (bearer.status !== 'valid') return undefined;
  return `${bearer.user.username} ${tokenOrganization(bearer.claims as JWTPayload) ?? ''}`;
}

type Answer = Awaited<AnsweredRequest['answer']>;

const replay = (answer: NonNullable<Answer>) =>
  new Response(answer.body.byteLength === 0 ? null : answer.body.slice(0), { status: answer.status, headers: answer.headers });

/** Runs the request on the services once and keeps its answer under `key` when it succeeded. */
async function firstTime(key: string, fingerprint: string, request: Request, services: Answering): Promise<Response | undefined> {
  const { requests } = store();
  let settle: (answer: Answer) => void = () => {};
  const record: AnsweredRequest = { fingerprint, answer: new Promise<Answer>((resolve) => (settle = resolve)) };
  requests.set(key, record);
  if (requests.size > answeredLimit) requests.delete(requests.keys().next().value as string);
  let response: Response | undefined;
  try {
    response = await services(request);
  } finally {
    if (response === undefined || response.status < 200 || response.status >= 300) {
      if (requests.get(key) === record) requests.delete(key);
      settle(undefined);
    }
  }
  if (response === undefined || response.status < 200 || response.status >= 300) return response;
  const answer = { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
  settle(answer);
  return replay(answer);
}

/** The handler that puts `services` behind the request-id record; it comes before them in the handler list. */
export function idempotentWrites(services: Answering): RequestHandler {
  return http.all(
    ({ request }) => isIdempotentWrite(request),
    async ({ request }) => {
      const caller = await callerOf(request);
      if (caller === undefined) return undefined;
      const requestId = request.headers.get(requestIdHeader) ?? '';
      const key = `${caller} ${requestId}`;
      const fingerprint = await fingerprintOf(request);
      const earlier = store().requests.get(key);
      if (earlier !== undefined) {
        if (earlier.fingerprint !== fingerprint) return errorResponse(409, `Request id ${requestId} was used for another request`);
        const answer = await earlier.answer;
        if (answer !== undefined) return replay(answer);
      }
      return firstTime(key, fingerprint, request, services);
    },
  );
}
