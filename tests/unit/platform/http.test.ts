import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { isPlatformError, PlatformError, type PlatformErrorKind } from '../../../src/platform/errors';
import { createHttpClient, type HttpClientOptions } from '../../../src/platform/http';
import { origin, startMswServer } from './msw';

const server = startMswServer();
const baseURL = `${origin}/svc/core`;
const url = `${baseURL}/api/v1/thing`;
const slowAnswer = async () => {
  await delay(300);
  return HttpResponse.json({});
};

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ baseURL, getToken: () => 'token-1', ...options });
}

async function failureOf(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PlatformError)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

describe('createHttpClient', () => {
  it('sends the bearer token and JSON, and returns the parsed answer', async () => {
    const seen = vi.fn();
    server.use(
      http.post(url, async ({ request }) => {
        seen(request.headers.get('authorization'), request.headers.get('content-type'), await request.json(), new URL(request.url).search);
        return HttpResponse.json({ ok: true });
      }),
    );
    const answer = await client().request('/api/v1/thing', { method: 'POST', body: { a: 1 }, query: { q: 'x', skip: undefined } });
    expect(answer).toEqual({ ok: true });
    expect(seen).toHaveBeenCalledWith('Bearer token-1', 'application/json', { a: 1 }, '?q=x');
  });

  it('joins paths to the base, keeps absolute addresses, and encodes the query values', async () => {
    const seen = vi.fn();
    server.use(
      http.get(url, ({ request }) => {
        seen(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({});
      }),
      http.get(`${origin}/elsewhere/token`, () => HttpResponse.json({ absolute: true })),
    );
    await createHttpClient({ baseURL: `${baseURL}/`, getToken: () => 't' }).request('/api/v1/thing', {
      query: { filter: "name contains 'a b' and x=1&y", page: 0, deep: true, none: undefined },
    });
    expect(seen).toHaveBeenCalledWith({ filter: "name contains 'a b' and x=1&y", page: '0', deep: 'true' });
    expect(await client().request(`${origin}/elsewhere/token`)).toEqual({ absolute: true });
  });

  it('sends URLSearchParams as a form and FormData as multipart, as they are', async () => {
    const seen = vi.fn();
    server.use(
      http.post(url, async ({ request }) => {
        const type = request.headers.get('content-type') ?? '';
        seen(type.split(';')[0], type.startsWith('multipart/') ? [...(await request.formData()).keys()] : await request.text());
        return HttpResponse.json({});
      }),
    );
    await client().request('/api/v1/thing', { method: 'POST', body: new URLSearchParams({ grant_type: 'x y' }) });
    const form = new FormData();
    form.append('file', new Blob(['a']), 'a.txt');
    await client().request('/api/v1/thing', { method: 'POST', body: form });
    expect(seen.mock.calls).toEqual([
      ['application/x-www-form-urlencoded', 'grant_type=x+y'],
      ['multipart/form-data', ['file']],
    ]);
  });

  it('sends no Authorization header with auth: false, nor with auth: optional and no token', async () => {
    const seen = vi.fn();
    server.use(
      http.get(url, ({ request }) => {
        seen(request.headers.has('authorization'));
        return HttpResponse.json({});
      }),
    );
    await client().request('/api/v1/thing', { auth: false });
    await client({ getToken: async () => undefined }).request('/api/v1/thing', { auth: 'optional' });
    expect(seen.mock.calls).toEqual([[false], [false]]);
  });

  it('refuses to send a call that needs a token when there is none', async () => {
    const handler = vi.fn(() => HttpResponse.json({}));
    server.use(http.get(url, handler));
    const error = await failureOf(client({ getToken: async () => undefined }).request('/api/v1/thing'));
    expect(error.kind).toBe('unauthorized');
    expect(handler).not.toHaveBeenCalled();
  });

  it('turns a slow answer into a timeout', async () => {
    server.use(http.get(url, slowAnswer));
    const error = await failureOf(client({ timeout: 30 }).request('/api/v1/thing'));
    expect(error).toMatchObject({ kind: 'timeout', method: 'GET', path: '/api/v1/thing' });
  });

  it('applies the per-call timeout even when the caller passes a signal', async () => {
    server.use(http.get(url, slowAnswer));
    const call = client().request('/api/v1/thing', { timeout: 30, signal: new AbortController().signal });
    expect((await failureOf(call)).kind).toBe('timeout');
  });

  it("rethrows the caller's abort reason unchanged", async () => {
    server.use(http.get(url, slowAnswer));
    const controller = new AbortController();
    const reason = new Error('left the state');
    const call = client().request('/api/v1/thing', { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 10);
    await expect(call).rejects.toBe(reason);
  });

  it('turns a network failure into a network error', async () => {
    server.use(http.get(url, () => HttpResponse.error()));
    expect((await failureOf(client().request('/api/v1/thing'))).kind).toBe('network');
  });

  it.each<[number, PlatformErrorKind]>([
    [400, 'validation'],
    [422, 'validation'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [408, 'timeout'],
    [409, 'conflict'],
    [429, 'rateLimited'],
    [500, 'server'],
    [503, 'server'],
    [504, 'timeout'],
  ])('maps status %i to %s with the server message', async (status, kind) => {
    server.use(http.delete(url, () => HttpResponse.json({ status, error: 'x', message: `said ${status}` }, { status })));
    const error = await failureOf(client().request('/api/v1/thing', { method: 'DELETE' }));
    expect(error).toMatchObject({ kind, status, serverMessage: `said ${status}`, method: 'DELETE', path: '/api/v1/thing' });
  });

  it('keeps the status of an error whose body is not JSON', async () => {
    server.use(http.get(url, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } })));
    expect(await failureOf(client().request('/api/v1/thing'))).toMatchObject({ kind: 'server', status: 502, serverMessage: undefined });
  });

  it('reports an unreadable success body as malformed', async () => {
    server.use(http.get(url, () => new HttpResponse('{"broken":', { headers: { 'content-type': 'application/json' } })));
    expect((await failureOf(client().request('/api/v1/thing'))).kind).toBe('malformed');
  });

  it('validates the answer against a schema', async () => {
    server.use(http.get(url, () => HttpResponse.json({ id: 'not a number', extra: 1 })));
    const schema = v.object({ id: v.number() });
    expect((await failureOf(client().request('/api/v1/thing', { schema }))).kind).toBe('malformed');

    server.use(http.get(url, () => HttpResponse.json({ id: 7, extra: 1 })));
    expect(await client().request('/api/v1/thing', { schema })).toEqual({ id: 7 });
  });

  it('answers undefined for an empty success body', async () => {
    server.use(http.delete(url, () => new HttpResponse(null, { status: 204 })));
    expect(await client().request('/api/v1/thing', { method: 'DELETE' })).toBeUndefined();
  });

  describe('on 401', () => {
    it('refreshes once and retries with the new token', async () => {
      let token = 'stale';
      const onUnauthorized = vi.fn(async () => {
        token = 'fresh';
      });
      const seen: (string | null)[] = [];
      server.use(
        http.get(url, ({ request }) => {
          const authorization = request.headers.get('authorization');
          seen.push(authorization);
          return authorization === 'Bearer fresh' ? HttpResponse.json({ ok: 1 }) : new HttpResponse(null, { status: 401 });
        }),
      );
      const onAnswered = vi.fn();
      const answer = await client({ getToken: () => token, onUnauthorized, onAnswered }).request('/api/v1/thing');
      expect(answer).toEqual({ ok: 1 });
      // The owner learns which token was refused (to renew only once for it) and which one then worked.
      expect(onUnauthorized.mock.calls).toEqual([['stale']]);
      expect(onAnswered.mock.calls).toEqual([['fresh', false]]);
      expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
    });

    it('surfaces a second 401 as unauthorized after exactly one refresh, and tells the owner', async () => {
      const onUnauthorized = vi.fn(async () => undefined);
      const onAnswered = vi.fn();
      const handler = vi.fn(() => new HttpResponse(null, { status: 401 }));
      server.use(http.get(url, handler));
      const error = await failureOf(client({ onUnauthorized, onAnswered }).request('/api/v1/thing'));
      expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onAnswered.mock.calls).toEqual([['token-1', true]]);
      expect(handler).toHaveBeenCalledTimes(2);
    });

    it('reports every answer but a 401 as the token accepted, errors included', async () => {
      const onAnswered = vi.fn();
      server.use(http.get(url, () => HttpResponse.json({ status: 403, message: 'no' }, { status: 403 })));
      await failureOf(client({ onAnswered, onUnauthorized: vi.fn() }).request('/api/v1/thing'));
      expect(onAnswered.mock.calls).toEqual([['token-1', false]]);
    });

    it('reports a renewal that timed out as a timeout, not as signed out', async () => {
      const handler = vi.fn(() => new HttpResponse(null, { status: 401 }));
      server.use(http.get(url, handler));
      const timedOut = new PlatformError({ kind: 'timeout', method: 'POST', path: '/token' });
      const error = await failureOf(client({ onUnauthorized: () => Promise.reject(timedOut) }).request('/api/v1/thing'));
      expect(error).toMatchObject({ kind: 'timeout', status: 401 });
      expect(handler).toHaveBeenCalledTimes(1);
    });

    it('does not refresh when no token was sent', async () => {
      const onUnauthorized = vi.fn(async () => undefined);
      server.use(http.get(url, () => new HttpResponse(null, { status: 401 })));
      const error = await failureOf(client({ onUnauthorized }).request('/api/v1/thing', { auth: false }));
      expect(isPlatformError(error, 'unauthorized')).toBe(true);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('reports a failed refresh as unauthorized without retrying', async () => {
      const handler = vi.fn(() => new HttpResponse(null, { status: 401 }));
      server.use(http.get(url, handler));
      const refreshFailure = new Error('refresh token expired');
      const error = await failureOf(
        client({ onUnauthorized: () => Promise.reject(refreshFailure) }).request('/api/v1/thing'),
      );
      expect(error).toMatchObject({ kind: 'unauthorized', cause: refreshFailure });
      expect(handler).toHaveBeenCalledTimes(1);
    });
  });
});
