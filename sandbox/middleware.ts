// The sandbox platform as Node/connect middleware, which sandbox/vite-plugin.ts installs on the vite dev and preview
// servers: each Node request under the sandbox's paths becomes a Fetch Request answered by the same msw handlers the
// tests use (tried by address: ./routing.ts), so the browser talks real HTTP to the emulation. CORS is answered here
// (./cors.ts) because the portal on `<org>.app.localhost` calls the API on `app.localhost` and the identity provider
// on `auth.localhost`.
// Every answer is `Cache-Control: no-store` unless its handler says otherwise (only pre-signed asset downloads do:
// their address changes with the asset), so no browser or proxy keeps an organisation's data; and every answer is
// `X-Content-Type-Options: nosniff`, so a browser takes a JSON or error body for what its type says, never a script.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setCorsHeaders } from './cors';
import { sandboxHandlers } from './handlers';
import { routed } from './routing';
import { isSandboxPath } from './paths';

type Next = (error?: unknown) => void;
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const protocol = 'encrypted' in req.socket && req.socket.encrypted === true ? 'https' : 'http';
  const url = new URL(req.url ?? '/', `${protocol}://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (":path") are not valid Fetch header names.
    if (value === undefined || name.startsWith(':')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // As the platform's proxy does: the identity provider records where a session was started from.
  if (req.socket.remoteAddress !== undefined) headers.set('x-forwarded-for', req.socket.remoteAddress);
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(url, { method, headers, ...(body === undefined || body.length === 0 ? {} : { body: new Uint8Array(body) }) });
}

async function send(res: ServerResponse, response: Response, method: string): Promise<void> {
  // HttpResponse.error() (an injected network failure) becomes a dropped connection.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (!response.headers.has('cache-control')) res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Fetch joins Set-Cookie values with commas, which breaks cookie attributes; keep them apart.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.end(method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
}

/** Node/connect middleware answering the sandbox's paths; everything else goes to `next`. */
export function sandboxMiddleware(): NodeMiddleware {
  const answering = routed(sandboxHandlers);
  const answer = async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isSandboxPath(pathname)) {
      next();
      return;
    }
    setCorsHeaders(req, res, pathname);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const request = await toFetchRequest(req);
    const response = await answering(request);
    if (response === undefined) {
      next();
      return;
    }
    await send(res, response, request.method);
  };
  return (req, res, next) => {
    answer(req, res, next).catch(next);
  };
}
