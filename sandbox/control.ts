// Sandbox-only control interface for tests and demos: reset the world, publish a status page, shorten token
// lifetimes, grow the fleet, inject failures, start a person's identity-provider session. Not part of the platform;
// nothing in the portal calls it.
import { HttpResponse, http } from 'msw';
import type { StatusPage } from '../src/platform/types';
import { findUser } from './directory';
import { maxBulkDevices } from './devices/fleet';
import { hasAuthenticator, pendingRequiredActions } from './identity/credentialActions';
import { callerAddress, sessionCookie, startSession } from './identity/sessions';
import { errorResponse, isRecord, readJson } from './http';
import { controlBase } from './paths';
import { resetStore, store, type Fault, type SandboxConfig } from './store';

const noContent = () => new HttpResponse(null, { status: 204 });

function isPositiveInteger(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0;
}

function asConfig(body: unknown): Partial<SandboxConfig> | string {
  if (!isRecord(body)) return 'A configuration object is required';
  const { accessTokenSeconds, refreshTokenSeconds, assetStorage, bulkDevices, requestIds } = body;
  if (accessTokenSeconds !== undefined && !isPositiveInteger(accessTokenSeconds)) {
    return 'accessTokenSeconds must be a positive integer';
  }
  if (refreshTokenSeconds !== undefined && !isPositiveInteger(refreshTokenSeconds)) {
    return 'refreshTokenSeconds must be a positive integer';
  }
  if (assetStorage !== undefined && typeof assetStorage !== 'boolean') return 'assetStorage must be true or false';
  if (requestIds !== undefined && typeof requestIds !== 'boolean') return 'requestIds must be true or false';
  if (bulkDevices !== undefined && !(Number.isInteger(bulkDevices) && (bulkDevices as number) >= 0 && (bulkDevices as number) <= maxBulkDevices)) {
    return `bulkDevices must be an integer from 0 to ${maxBulkDevices}`;
  }
  return {
    ...(accessTokenSeconds === undefined ? {} : { accessTokenSeconds }),
    ...(refreshTokenSeconds === undefined ? {} : { refreshTokenSeconds }),
    ...(assetStorage === undefined ? {} : { assetStorage }),
    ...(bulkDevices === undefined ? {} : { bulkDevices: bulkDevices as number }),
    ...(requestIds === undefined ? {} : { requestIds }),
  };
}

function asStatusPage(body: unknown): StatusPage | string {
  if (!isRecord(body) || !Array.isArray(body.activeIncidents) || !Array.isArray(body.activeMaintenances)) {
    return 'activeIncidents and activeMaintenances lists are required';
  }
  return { activeIncidents: body.activeIncidents, activeMaintenances: body.activeMaintenances };
}

const faultKeyPattern = /^[A-Z]+ \/\S*$/;

/** Longest injected delay (ms): long enough for any timeout the portal is configured with. */
const maxFaultDelay = 600_000;

function asFaults(body: unknown): Map<string, Fault> | string {
  if (!isRecord(body)) return 'An object of "<METHOD> <path suffix>": { status?, times?, delay? } is required';
  const faults = new Map<string, Fault>();
  for (const [key, value] of Object.entries(body)) {
    if (!faultKeyPattern.test(key)) return `"${key}" is not "<METHOD> <path suffix>"`;
    if (!isRecord(value)) return `${key}: { status?, times?, delay? } is required`;
    const { status, times, delay } = value;
    if (delay !== undefined && !(Number.isInteger(delay) && (delay as number) >= 0 && (delay as number) <= maxFaultDelay)) {
      return `${key}: delay must be 0 to ${maxFaultDelay} milliseconds`;
    }
    if (status === undefined && delay === undefined) return `${key}: a status, a delay or both are required`;
    if (status !== undefined && status !== 0 && !(Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599)) {
      return `${key}: status must be 0 (network error) or an HTTP status`;
    }
    if (times !== undefined && !isPositiveInteger(times)) return `${key}: times must be a positive integer`;
    faults.set(key, {
      ...(status === undefined ? {} : { status: status as number }),
      ...(times === undefined ? {} : { times }),
      ...(delay === undefined ? {} : { delay: delay as number }),
    });
  }
  return faults;
}

export const controlHandlers = [
  http.post(`*${controlBase}/reset`, () => {
    resetStore();
    return noContent();
  }),

  // The session the sign-in form would end in, its cookie set for the caller: a browser test that is not about
  // signing in opens the portal, and keycloak-js signs in through the redirect and code exchange without the form.
  // Someone the form would still ask for an authenticator code or a required action is signed in by the form only.
  http.post(`*${controlBase}/sessions`, async ({ request }) => {
    const body = await readJson(request);
    const username = isRecord(body) && typeof body.username === 'string' ? body.username : undefined;
    if (username === undefined) return errorResponse(400, 'A username is required');
    const user = findUser(username);
    if (user === undefined) return errorResponse(404, `No user ${username}`);
    if (hasAuthenticator(user) || pendingRequiredActions(user).length > 0) {
      return errorResponse(409, `${username}'s sign-in asks for more than a password: use the form`);
    }
    return new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': sessionCookie(startSession(user, callerAddress(request))) } });
  }),

  http.put(`*${controlBase}/status`, async ({ request }) => {
    const statusPage = asStatusPage(await readJson(request));
    if (typeof statusPage === 'string') return errorResponse(400, statusPage);
    store().statusPage = statusPage;
    return noContent();
  }),

  http.put(`*${controlBase}/config`, async ({ request }) => {
    const config = asConfig(await readJson(request));
    if (typeof config === 'string') return errorResponse(400, config);
    Object.assign(store().config, config);
    return HttpResponse.json<SandboxConfig>(store().config);
  }),

  // Replaces the whole set, so a test states every fault it wants.
  http.put(`*${controlBase}/faults`, async ({ request }) => {
    const faults = asFaults(await readJson(request));
    if (typeof faults === 'string') return errorResponse(400, faults);
    store().faults = faults;
    return noContent();
  }),

  http.delete(`*${controlBase}/faults`, () => {
    store().faults.clear();
    return noContent();
  }),
];
