// The core's API keys (spec §7 "Core API": GET, POST, DELETE by id, param `username`): a key acts as its user in one
// organisation. The secret is answered once, by the POST that made it; the list never carries it. Reading the keys
// needs users:read; a member makes and removes their own keys, anyone else's needs users:update.
import { HttpResponse, http } from 'msw';
import { apiKeyEndpoints } from '../../src/platform/iamEndpoints';
import type { ApiKey, NewApiKey } from '../../src/platform/iamTypes';
import type { CorePage, Organization } from '../../src/platform/types';
import { findUser, scopesIn } from '../directory';
import { errorResponse } from '../http';
import { corePage } from '../paging';
import { nextId, store, type SandboxUser } from '../store';
import { iamPath, inOrganization } from './iamAccess';
import type { SandboxApiKey } from './iamState';

function keyOut({ id, orgResourceId, userId, createdDate }: SandboxApiKey): ApiKey {
  const username = store().users.find((user) => user.id === userId)?.username ?? '';
  return { id, orgResourceId, userId, username, createdDate };
}

/** 160 random bits, as hex: long enough that a key cannot be guessed. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The caller may change this user's keys: their own, or anyone's with users:update in the organisation. */
function mayChange(caller: SandboxUser, owner: { id: number }, organization: Organization): boolean {
  return caller.id === owner.id || (scopesIn(caller, organization) ?? []).includes('users:update');
}

export const apiKeyHandlers = [
  http.get(
    iamPath(apiKeyEndpoints.apiKeys, 'org'),
    inOrganization('users:read', ({ request, organization }) => {
      const url = new URL(request.url);
      const username = url.searchParams.get('username');
      const found = store()
        .iam.apiKeys.filter((key) => key.orgResourceId === organization.resourceId)
        .map(keyOut)
        .filter((key) => username === null || key.username === username)
        .sort((left, right) => left.username.localeCompare(right.username) || left.id - right.id);
      return HttpResponse.json<CorePage<ApiKey>>(corePage(found, url));
    }),
  ),

  http.post(
    iamPath(apiKeyEndpoints.apiKeys, 'org'),
    inOrganization('portal:access', ({ request, user, organization }) => {
      const username = new URL(request.url).searchParams.get('username')?.trim().toLowerCase() ?? '';
      if (username === '') return errorResponse(400, 'username: the user the key acts as is required');
      const owner = findUser(username);
      if (owner === undefined || !(organization.resourceId in owner.memberships)) {
        return errorResponse(400, `username: '${username}' is not a user of ${organization.resourceId}`);
      }
      if (!mayChange(user, owner, organization)) return errorResponse(403, `Permission users:update is required in ${organization.resourceId}`);
      const state = store();
      const created: SandboxApiKey = {
        id: nextId(state.iam.apiKeys),
        orgResourceId: organization.resourceId,
        userId: owner.id,
        key: newSecret(),
        createdDate: new Date().toISOString(),
      };
      state.iam.apiKeys.push(created);
      return HttpResponse.json<NewApiKey>({ ...keyOut(created), key: created.key }, { status: 201 });
    }),
  ),

  http.delete(
    iamPath(apiKeyEndpoints.apiKey, 'org', 'id'),
    inOrganization('portal:access', ({ params, user, organization }) => {
      const state = store();
      const found = state.iam.apiKeys.find((key) => key.id === Number(params.id) && key.orgResourceId === organization.resourceId);
      if (found === undefined) return errorResponse(404, `API key ${String(params.id)} not found in ${organization.resourceId}`);
      if (!mayChange(user, { id: found.userId }, organization)) {
        return errorResponse(403, `Permission users:update is required in ${organization.resourceId}`);
      }
      state.iam.apiKeys = state.iam.apiKeys.filter((key) => key !== found);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
