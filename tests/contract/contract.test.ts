// The contract test (tests/contract/contract.ts): every fixture holds the portal's client and the sandbox's handler
// against the facts, and the count of calls held so, and of the portal's calls the facts do not show, is reported.
import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { createHttpClient } from '../../src/platform/http';
import { newRequestId, requestIdHeaders } from '../../src/platform/requestIds';
import { exchangeForOrganization, origin, setupSandboxServer, signIn } from '../../sandbox/testClient';
import { clientObjects } from '../unit/faultMatrix.calls';
import type { ContractFixture } from './contract';
import { fixtures } from './fixtures/all';

const server = setupSandboxServer();
afterEach(() => server.resetHandlers());

/** The host the client side is answered on: none of the sandbox's. */
const platformHost = 'https://app.contract.test';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

async function clientSide(contract: ContractFixture): Promise<{ seen: Seen[]; output: unknown }> {
  const seen: Seen[] = [];
  server.use(
    mock.all(`${platformHost}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({ method: request.method, path: url.pathname, query: url.searchParams, body: text === '' ? undefined : JSON.parse(text) });
      // The call itself gets the fixture's answer; the read-backs after it get theirs, in order.
      const { status, body } = seen.length === 1 ? contract.answer : (contract.readBack?.[seen.length - 2]?.answer ?? { status: 500 });
      return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
    }),
  );
  const http = createHttpClient({ baseURL: `${platformHost}${servicePrefixes[contract.service]}`, getToken: () => 'token' });
  return { seen, output: await contract.call(http) };
}

async function tokenFor(user: string, organization: string): Promise<string> {
  const { access_token } = await signIn(user);
  const exchanged = (await (await exchangeForOrganization(access_token, organization)).json()) as { access_token: string };
  return exchanged.access_token;
}

async function sandboxSide(contract: ContractFixture, as: { user?: string; organization?: string }): Promise<Response> {
  const { method, path, query, ourQuery, body } = contract.request;
  const url = new URL(`${origin}${path}`);
  for (const [name, value] of Object.entries({ ...query, ...ourQuery })) url.searchParams.set(name, value);
  const token = await tokenFor(as.user ?? 'alice', as.organization ?? 'acme');
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  if (method !== 'GET') Object.assign(headers, requestIdHeaders(newRequestId()));
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

describe.each(fixtures.map((contract) => [`${contract.name} (${contract.facts})`, contract] as const))('%s', (_, contract) => {
  it('the portal sends the request the facts show and reads their answer', async () => {
    if (contract.answer.shape && contract.answer.body !== undefined) {
      // The fixture's own answer has the facts' shape, or the fixture is wrong.
      expect(v.safeParse(contract.answer.shape, contract.answer.body).issues).toBeUndefined();
    }
    const { seen, output } = await clientSide(contract);
    const readBack = contract.readBack ?? [];
    expect(seen).toHaveLength(1 + readBack.length);
    expect(seen.slice(1).map(({ method, path }) => `${method} ${path}`)).toEqual(readBack.map(({ path }) => `GET ${path}`));
    const [request] = seen as [Seen];
    expect(request.method).toBe(contract.request.method);
    expect(request.path).toBe(contract.request.path);
    expect(Object.fromEntries(request.query)).toEqual({ ...contract.request.query, ...contract.request.ourQuery });
    if (contract.request.body !== undefined) expect(request.body).toMatchObject(contract.request.body as object);
    contract.read?.(output);
  });

  const sandbox = contract.sandbox ?? {};
  // A fixture whose sandbox answer says more than the facts (its `none` says why) holds the client only.
  if (!('none' in sandbox)) {
    it("the sandbox answers the facts' request with the facts' shape", async () => {
      const response = await sandboxSide(contract, sandbox);
      const text = await response.text();
      expect(response.status, text).toBe(contract.answer.status);
      if (contract.answer.shape === undefined) expect(text).toBe('');
      else expect(v.safeParse(contract.answer.shape, JSON.parse(text)).issues).toBeUndefined();
    });
  }
});

describe('the contract, counted', () => {
  it('holds every fixture to a call of a client, once, and reports the calls held and the calls that are ours', () => {
    const clients = clientObjects() as Record<string, Record<string, unknown>>;
    const held = new Set(fixtures.map((contract) => `${contract.client}.${contract.method}`));
    for (const call of held) {
      const [client, method] = call.split('.') as [string, string];
      expect(typeof clients[client]?.[method], call).toBe('function');
    }
    expect(held.size).toBe(fixtures.length);
    const all = Object.entries(clients).flatMap(([client, methods]) =>
      Object.keys(methods).filter((method) => typeof methods[method] === 'function').map((method) => `${client}.${method}`),
    );
    const ours = all.filter((call) => !held.has(call));
    // How much of the portal the facts hold, printed with the run.
    console.info(`contract: ${held.size} calls held against fact fixtures, ${ours.length} calls ours (not in the facts)`);
    expect(held.size + ours.length).toBe(all.length);
  });
});
