// The fault matrix. Every service call the portal makes today (tests/unit/faultMatrix.calls.ts) ×
// a network error, 401, 403, 404, 429, 500, 503, a timeout and a malformed body, answered at the network edge (msw)
// to the platform as the portal builds it (src/portal/platform.ts, signed in with a stand-in identity as
// tests/unit/serviceTokens.test.ts does, organisation token acquired). Each cell: the call rejects with a
// PlatformError of the fault's kind (a 401 after at most the one shared renewal), and describeError's message is
// translated in all five locales and names no method, address, status or server text.
import { readFileSync } from 'node:fs';
import type { MessageDescriptor } from '@lingui/core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { defaultConfig, resolveHosts, sandboxConfig, type PortalConfig } from '../../src/platform/config';
import { identityEndpoints, umaGrantType } from '../../src/platform/endpoints';
import { describeError, errorDetails, isPlatformError } from '../../src/platform/errors';
import { createPlatform, type Platform } from '../../src/portal/platform';
import { pathNames, pathsBeyondTheClients, pathsOf } from './faultCoverage';
import { callName, clientObjects, faults, platformClients, serverText, serviceCalls, type Fault, type ServiceCall } from './faultMatrix.calls';
import { holdingAnswers } from './faultMatrix.edge';
import { heldTimeouts, runOutHeldLimits, type HeldLimits } from './heldLimits';
import { MemoryStorage } from './memoryStorage';
import { standInIdentity } from './standInIdentity';
import { origin, startMswServer } from './platform/msw';

const server = startMswServer();
const tokenUrl = `${origin}/auth/realms/corvina${identityEndpoints.token}`;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function organizationJwt(serial: number): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { jti: `org-${serial}`, iat: now, exp: now + 300, sub: 'user-ada', preferred_username: 'ada', authorization: { permissions: [] } };
  return `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

const identity = standInIdentity({ token: async () => 'user-token-1', currentToken: () => 'user-token-1' });

function platformFor(fault: Fault): Platform {
  // A timeout cell's limits are run out by the cell (./heldLimits.ts).
  const timeouts = fault === 'timeout' ? heldTimeouts : defaultConfig.timeouts;
  const config: PortalConfig = { ...sandboxConfig, timeouts };
  const { protocol, hostname, port } = new URL(origin);
  const platform = createPlatform(config, resolveHosts({ protocol, hostname, port }, config));
  platform.setIdentity(identity);
  return platform;
}

/** Message id (source text) → translation, for one locale's two catalogs (as tests/unit/catalogs.test.ts reads them). */
function readCatalogs(locale: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const catalog of ['messages', 'sections']) {
    const text = readFileSync(new URL(`../../locales/${locale}/${catalog}.po`, import.meta.url), 'utf8');
    for (const [, context, id, translation] of text.matchAll(/^(?:msgctxt "(.*)"\n)?msgid "(.*)"\nmsgstr "(.*)"$/gm))
      if (id && context === undefined) entries.set(id, translation ?? '');
  }
  return entries;
}
const locales = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT'];
const catalogs = new Map(locales.map((locale) => [locale, readCatalogs(locale)]));

/** What a person reads in each locale; fails when the descriptor is missing or untranslated in one. */
function textsOf(descriptor: MessageDescriptor): string[] {
  const source = descriptor.message;
  expect(source, `descriptor ${JSON.stringify(descriptor)} has no source text`).toEqual(expect.any(String));
  return locales.map((locale) => {
    const translation = catalogs.get(locale)!.get(source!);
    expect(translation, `${locale}: "${source}" is not in messages.po or sections.po`).toBeDefined();
    expect(translation!.trim(), `${locale}: "${source}" is not translated`).not.toBe('');
    return translation!;
  });
}

const technical = /\b(GET|POST|PUT|PATCH|DELETE)\b|https?:|:\/\/|\/(svc|api|auth|protocol|status)\b|portal\.test|\b(200|401|403|404|429|500|503)\b/;

interface Edge {
  /** The paths of the requests answered with the fault. */
  paths: string[];
  /** Requests to the token endpoint, in order. */
  exchanges: number;
  /** Requests to the services, in order. */
  serviceCalls: string[];
  /** How many of them carried a bearer token. */
  withToken: number;
  /** Requests held unanswered at this moment (a timeout's, until the client gives up). */
  held: () => number;
}

/** The token endpoint hands out organisation tokens (or, for the exchange's own row, answers the fault); every other address answers the fault. */
function network(fault: Fault, exchangeFaults: boolean): Edge {
  const { answer, held } = holdingAnswers();
  const edge: Edge = { paths: [], exchanges: 0, serviceCalls: [], withToken: 0, held };
  server.use(
    http.post(tokenUrl, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('grant_type') !== umaGrantType) return HttpResponse.json({ error: 'unsupported_grant_type' }, { status: 400 });
      edge.exchanges += 1;
      if (exchangeFaults) {
        edge.paths.push(new URL(request.url).pathname);
        return answer(fault, request);
      }
      return HttpResponse.json({ access_token: organizationJwt(edge.exchanges), expires_in: 300, token_type: 'Bearer' });
    }),
    http.all(`${origin}/*`, ({ request }) => {
      edge.serviceCalls.push(`${request.method} ${new URL(request.url).pathname}`);
      edge.paths.push(new URL(request.url).pathname);
      if (request.headers.has('authorization')) edge.withToken += 1;
      return answer(fault, request);
    }),
  );
  return edge;
}

const isExchange = (row: ServiceCall) => row.client === 'identity';

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
let limits: HeldLimits | undefined;
afterEach(() => {
  limits?.restore();
  limits = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const cells = serviceCalls.flatMap((row) => faults.map((fault) => ({ name: `${callName(row)} × ${fault.fault}`, row, ...fault })));
/** The faults each path of the table (src/platform/servicePaths.ts) was answered with, by the cells run so far. */
const faultsByPath = new Map<string, Set<Fault>>();
let cellsRun = 0;

describe('fault matrix', () => {
  test.each(cells.map((cell) => [cell.name, cell] as const))('%s', async (_name, { row, fault, kind, status, text }) => {
    const platform = platformFor(fault);
    const edge = network(fault, isExchange(row));
    if (fault === 'timeout') limits = runOutHeldLimits(edge.held);
    // Entered the organisation first: the calls carry its token, as after the guard chain.
    if (!isExchange(row)) await platform.organizationTokens.acquire('acme');
    const before = edge.exchanges;
    const outcome = await row.call(platform).then(
      (value: unknown) => ({ resolved: true as const, value }),
      (error: unknown) => ({ resolved: false as const, error }),
    );
    cellsRun += 1;
    for (const name of edge.paths.flatMap(pathsOf)) {
      const answered = faultsByPath.get(name) ?? new Set();
      faultsByPath.set(name, answered.add(fault));
    }

    // The call reached the network edge (the exchange's own row: the token endpoint), and a 401 cost at most the one
    // shared renewal (src/session/serviceTokens.ts), no other fault any.
    if (isExchange(row)) expect(edge.exchanges).toBe(1);
    else expect(edge.serviceCalls.length).toBeGreaterThan(0);
    // A call with a token answered 401 renews it once and is retried once; an anonymous call is not.
    if (!isExchange(row)) expect(edge.exchanges - before).toBe(fault === '401' && edge.withToken > 0 ? 1 : 0);
    if (fault === '401' && edge.withToken > 0) expect(edge.serviceCalls.length % 2).toBe(0);

    const tolerated = row.tolerates?.[fault];
    if (tolerated) {
      expect(outcome.resolved, tolerated.why).toBe(true);
      if (outcome.resolved) tolerated.check(outcome.value);
      return;
    }
    if (outcome.resolved) throw new Error(`resolved with ${JSON.stringify(outcome.value)} instead of failing with ${kind}`);
    const { error } = outcome;
    expect(isPlatformError(error), `not a PlatformError: ${String(error)}`).toBe(true);
    if (!isPlatformError(error)) return;
    expect(error.kind).toBe(kind);
    if (status !== undefined) expect(error.status).toBe(status);
    // The details for support keep the server's words; the message does not.
    if (status !== undefined && status >= 400) expect(errorDetails(error)).toContain(serverText);

    expect(describeError(error).message, 'what a person reads (en-US)').toBe(text);
    for (const translated of textsOf(describeError(error))) {
      expect(translated).not.toMatch(technical);
      expect(translated).not.toContain(serverText);
      expect(translated).not.toContain(error.path);
      expect(translated, 'the client method').not.toMatch(new RegExp(`\\b${row.method}\\b`));
    }
  });
});

test('the table has one row for every method of every client the portal makes, and every cell', () => {
  const members = Object.keys(platformFor('500'));
  // personalCore is the core client again, with the person's own token (its rows are the core's).
  const nonClients = ['config', 'hosts', 'organizationTokens', 'serviceTokens', 'identity', 'setIdentity', 'coreHttp', 'personalCore'];
  expect(members.filter((name) => !nonClients.includes(name)).sort(), 'the platform\'s service clients').toEqual([...platformClients].sort());
  const expected = Object.entries(clientObjects()).flatMap(([client, object]) => Object.keys(object).map((method) => `${client}.${method}`));
  const names = serviceCalls.map(callName);
  expect(new Set(names).size, 'no row twice').toBe(names.length);
  const rows = serviceCalls.filter((row) => row.variant === undefined).map(callName);
  expect(rows.sort()).toEqual(expected.sort());
  expect(cells).toHaveLength(names.length * 9);
  expect(new Set(faults.map((fault) => fault.fault))).toEqual(
    new Set(['network error', '401', '403', '404', '429', '500', '503', 'timeout', 'malformed body']),
  );
});

// Runs after the matrix (a file's tests run in order): the paths its requests reached, under which faults.
test('every path of the service path table is answered with every fault in node, or says where its faults are taken', () => {
  expect(cellsRun, 'the whole matrix ran first').toBe(cells.length);
  const everyFault = faults.map(({ fault }) => fault).sort();
  const reached = pathNames.filter((name) => faultsByPath.has(name));
  const short = reached.flatMap((name) => {
    const missing = everyFault.filter((fault) => !faultsByPath.get(name)?.has(fault));
    return missing.length > 0 ? [`${name}: ${missing.join(', ')}`] : [];
  });
  expect(short, 'paths reached under some faults only').toEqual([]);
  expect(pathNames.filter((name) => !faultsByPath.has(name) && pathsBeyondTheClients[name] === undefined), 'paths no cell reached').toEqual([]);
  expect(Object.keys(pathsBeyondTheClients).filter((name) => faultsByPath.has(name)), 'listed as beyond the clients, yet reached').toEqual([]);
});
