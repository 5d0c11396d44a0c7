// The core's users (spec §7 "Core API" users, users/{u}/exists and the deep search): an organisation's members
// listed and searched, created with a password or an invitation, their e-mail and password changed, and removed.
// User names are unique in the realm and e-mail addresses too (409 otherwise); what the service cannot store as
// sent is refused with a 400 that names the field, and nothing is stored.
import { HttpResponse, http } from 'msw';
import { iamEndpoints } from '../../src/platform/iamEndpoints';
import { isEmail, isUsername, maxEmailLength, maxUsernameLength, passwordLength, requiredActions } from '../../src/platform/iamRules';
import type { DeepSearchUser, IamUser, RequiredAction, UserCreate, UserUpdate } from '../../src/platform/iamTypes';
import type { CorePage, Organization } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { findOrganizationByResourceId, findUser, scopesIn, subOrganizations } from '../directory';
import { controlBase } from '../paths';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { corePage } from '../paging';
import { nextId, store, type SandboxUser } from '../store';
import { iamPath, inOrganization, matchesSearch } from './iamAccess';
import { personalGroup } from './iamState';

/** The most members one control call adds (tests/bench/iam.ts seeds 5 000). */
const maxBulkUsers = 20_000;

/** Whether the user is a service account (one with a client secret). */
export const isServiceAccount = (userId: number): boolean => store().iam.serviceAccounts.some((account) => account.userId === userId);

const userOut = ({ id, username, email, firstName, lastName, groupPoliciesEnabled }: SandboxUser): IamUser => ({
  id,
  username,
  email,
  firstName,
  lastName,
  ...(isServiceAccount(id) ? { serviceAccount: true } : {}),
  ...(groupPoliciesEnabled === undefined ? {} : { groupPoliciesEnabled }),
});

/** `groupPoliciesEnabled` as sent: absent, or a boolean (else the 400 naming it). */
function groupPoliciesOf(body: Record<string, unknown>): { groupPoliciesEnabled?: boolean } | Response {
  const { groupPoliciesEnabled } = body;
  if (groupPoliciesEnabled === undefined) return {};
  return typeof groupPoliciesEnabled === 'boolean' ? { groupPoliciesEnabled } : errorResponse(400, 'groupPoliciesEnabled: true or false');
}

const membersOf = (organization: Organization) =>
  store()
    .users.filter((user) => organization.resourceId in user.memberships)
    .sort((left, right) => left.username.localeCompare(right.username));

export function memberOf(organization: Organization, id: unknown): SandboxUser | Response {
  const user = membersOf(organization).find((candidate) => candidate.id === Number(id));
  return user ?? errorResponse(404, `User ${String(id)} not found in organization ${organization.id}`);
}

/** The e-mail and password of a body, or the 400 naming the field that cannot be stored. */
function checkCredentials(body: Record<string, unknown>): { email: string; password?: string } | Response {
  const { email, password } = body;
  if (typeof email !== 'string' || !isEmail(email) || email.length > maxEmailLength) {
    return errorResponse(400, `email: a valid e-mail address of at most ${maxEmailLength} characters is required`);
  }
  if (password !== undefined && (typeof password !== 'string' || password.length < passwordLength.min || password.length > passwordLength.max)) {
    return errorResponse(400, `password: ${passwordLength.min} to ${passwordLength.max} characters`);
  }
  return { email, ...(password === undefined ? {} : { password }) };
}

function asUserCreate(body: unknown): UserCreate | Response {
  if (!isRecord(body)) return errorResponse(400, 'A JSON user is required');
  const { username, passwordChangeInvitation, requiredActions: actionsSent } = body;
  if (typeof username !== 'string' || !isUsername(username) || username.length > maxUsernameLength) {
    return errorResponse(400, `username: lower-case letters, digits and . _ - @, at most ${maxUsernameLength} characters`);
  }
  const credentials = checkCredentials(body);
  if (credentials instanceof Response) return credentials;
  const invited = passwordChangeInvitation === true;
  if (credentials.password === undefined && !invited) return errorResponse(400, 'password: a password or passwordChangeInvitation is required');
  const wanted = actionsSent ?? [];
  if (!Array.isArray(wanted) || !wanted.every((action) => (requiredActions as readonly unknown[]).includes(action))) {
    return errorResponse(400, `requiredActions: only ${requiredActions.join(', ')}`);
  }
  // A temporary password (Keycloak's `temporary` credential) is one to replace at the next sign-in.
  const actions = body.temporaryPassword === true ? [...new Set([...(wanted as RequiredAction[]), 'UPDATE_PASSWORD' as const])] : (wanted as RequiredAction[]);
  const groupPolicies = groupPoliciesOf(body);
  if (groupPolicies instanceof Response) return groupPolicies;
  return { username, ...credentials, passwordChangeInvitation: invited, requiredActions: actions, ...groupPolicies };
}

/** A 409 when the user name or the e-mail address is someone's already (case-insensitive, as Keycloak). */
function taken(username: string | undefined, email: string, exceptId?: number): Response | undefined {
  const users = store().users.filter((user) => user.id !== exceptId);
  if (username !== undefined && users.some((user) => user.username === username.toLowerCase())) {
    return errorResponse(409, `username: '${username}' is taken`);
  }
  if (users.some((user) => user.email.toLowerCase() === email.toLowerCase())) return errorResponse(409, `email: '${email}' is in use`);
  return undefined;
}

export const userHandlers = [
  http.get(
    iamPath(iamEndpoints.userExists, 'username'),
    withUser(({ params }) => HttpResponse.json<boolean>(findUser(String(params.username).toLowerCase()) !== undefined)),
  ),

  // Every user of the organisation and of the organisations below it, with where each belongs.
  http.get(
    servicePath('core', iamEndpoints.deepSearch),
    withUser(({ request, user }) => {
      const url = new URL(request.url);
      const root = findOrganizationByResourceId(url.searchParams.get('orgResourceId') ?? '');
      if (root === undefined) return errorResponse(400, 'orgResourceId: an organization is required');
      if (!(scopesIn(user, root) ?? []).includes('users:read')) return errorResponse(403, `Permission users:read is required in ${root.resourceId}`);
      const reach = new Set([root, ...subOrganizations(root, false)].map((organization) => organization.resourceId));
      const found = store()
        .users.filter((candidate) => Object.keys(candidate.memberships).some((resourceId) => reach.has(resourceId)))
        .filter((candidate) => matchesSearch(url, candidate.username, candidate.email))
        .sort((left, right) => left.username.localeCompare(right.username))
        .map(({ id, username, email, memberships }): DeepSearchUser => ({
          id,
          username,
          email,
          ...(isServiceAccount(id) ? { serviceAccount: true } : {}),
          organizations: Object.keys(memberships)
            .filter((resourceId) => reach.has(resourceId))
            .map((resourceId) => ({ resourceId })),
        }));
      return HttpResponse.json<CorePage<DeepSearchUser>>(corePage(found, url));
    }),
  ),

  http.get(
    iamPath(iamEndpoints.users, 'org'),
    inOrganization('users:read', ({ request, organization }) => {
      const url = new URL(request.url);
      const found = membersOf(organization).filter((member) => matchesSearch(url, member.username, member.email));
      return HttpResponse.json<CorePage<IamUser>>(corePage(found.map(userOut), url));
    }),
  ),

  http.post(
    iamPath(iamEndpoints.users, 'org'),
    inOrganization('users:create', async ({ request, organization }) => {
      const create = asUserCreate(await readJson(request));
      if (create instanceof Response) return create;
      const clash = taken(create.username, create.email);
      if (clash) return clash;
      const state = store();
      const created: SandboxUser = {
        id: nextId(state.users),
        sub: crypto.randomUUID(),
        username: create.username.toLowerCase(),
        // Invited: no password anyone knows until the person sets one through the invitation.
        password: create.password ?? crypto.randomUUID(),
        firstName: '',
        lastName: '',
        email: create.email,
        realmRoles: [],
        memberships: { [organization.resourceId]: [] },
        pendingAgreements: [],
        ...(create.groupPoliciesEnabled === undefined ? {} : { groupPoliciesEnabled: create.groupPoliciesEnabled }),
      };
      state.users.push(created);
      state.iam.groups.push({ id: nextId(state.iam.groups), ...personalGroup(created, organization.id) });
      state.iam.accounts.push({
        userId: created.id,
        requiredActions: create.requiredActions ?? [],
        passwordChangeInvitation: create.passwordChangeInvitation === true,
      });
      return HttpResponse.json<IamUser>(userOut(created), { status: 201 });
    }),
  ),

  http.get(
    iamPath(iamEndpoints.user, 'org', 'id'),
    inOrganization('users:read', ({ params, organization }) => {
      const found = memberOf(organization, params.id);
      return found instanceof Response ? found : HttpResponse.json<IamUser>(userOut(found));
    }),
  ),

  // A member by their exact name (facts §4.2 fetchUserByUsername; the path is ours): not a search, so `ali` is nobody.
  http.get(
    iamPath(iamEndpoints.userByName, 'org', 'username'),
    inOrganization('users:read', ({ params, organization }) => {
      const found = membersOf(organization).find((candidate) => candidate.username === params.username);
      return found ? HttpResponse.json<IamUser>(userOut(found)) : errorResponse(404, `No user of organization ${organization.id} is named ${String(params.username)}`);
    }),
  ),

  http.put(
    iamPath(iamEndpoints.user, 'org', 'id'),
    inOrganization('users:update', async ({ request, params, organization }) => {
      const found = memberOf(organization, params.id);
      if (found instanceof Response) return found;
      const body = await readJson(request);
      if (!isRecord(body)) return errorResponse(400, 'A JSON user is required');
      const update = checkCredentials(body);
      if (update instanceof Response) return update;
      const groupPolicies = groupPoliciesOf(body);
      if (groupPolicies instanceof Response) return groupPolicies;
      const clash = taken(undefined, update.email, found.id);
      if (clash) return clash;
      const { email, password } = update satisfies Omit<UserUpdate, 'passwordChangeInvitation'>;
      found.email = email;
      if (password !== undefined) found.password = password;
      if (groupPolicies.groupPoliciesEnabled !== undefined) found.groupPoliciesEnabled = groupPolicies.groupPoliciesEnabled;
      const account = store().iam.accounts.find((candidate) => candidate.userId === found.id);
      if (body.passwordChangeInvitation === true && account) account.passwordChangeInvitation = true;
      return HttpResponse.json<IamUser>(userOut(found));
    }),
  ),

  // Removes the user from the organisation and its groups there; a user of no organisation any more is deleted.
  http.delete(
    iamPath(iamEndpoints.user, 'org', 'id'),
    inOrganization('users:delete', ({ params, user, organization }) => {
      const found = memberOf(organization, params.id);
      if (found instanceof Response) return found;
      if (found.id === user.id) return errorResponse(409, 'You cannot remove yourself');
      const state = store();
      delete found.memberships[organization.resourceId];
      // Their keys acted as them in this organisation: they end with the membership.
      state.iam.apiKeys = state.iam.apiKeys.filter((key) => key.userId !== found.id || key.orgResourceId !== organization.resourceId);
      // Their security policies there are no longer theirs.
      for (const policy of state.iam.policies) {
        if (policy.organizationId === organization.id) policy.userIds = policy.userIds.filter((id) => id !== found.id);
      }
      state.iam.groups = state.iam.groups
        .map((group) => (group.organizationId === organization.id ? { ...group, userIds: group.userIds.filter((id) => id !== found.id) } : group))
        .filter((group) => group.type !== 'SELF_USER_ANY' || group.userIds.length > 0);
      if (Object.keys(found.memberships).length === 0) {
        state.users = state.users.filter((candidate) => candidate.id !== found.id);
        state.iam.accounts = state.iam.accounts.filter((account) => account.userId !== found.id);
        state.iam.credentials = state.iam.credentials.filter((credential) => credential.userId !== found.id);
        state.iam.serviceAccounts = state.iam.serviceAccounts.filter((account) => account.userId !== found.id);
      }
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  // Sandbox only: `bulk` more members of an organisation (`bulk.user.00001`…, each with a personal group and no
  // role), for the users list's benchmark (tests/bench/iam.ts).
  http.put(`*${controlBase}/iam/users`, async ({ request }) => {
    const body = await readJson(request);
    const bulk = isRecord(body) ? body.bulk : undefined;
    const organization = findOrganizationByResourceId(isRecord(body) && typeof body.organization === 'string' ? body.organization : '');
    if (typeof bulk !== 'number' || !Number.isInteger(bulk) || bulk < 1 || bulk > maxBulkUsers) return errorResponse(400, `bulk must be a whole number from 1 to ${maxBulkUsers}`);
    if (organization === undefined) return errorResponse(404, 'organization: no such organization');
    const state = store();
    const firstUser = nextId(state.users);
    const firstGroup = nextId(state.iam.groups);
    for (let index = 0; index < bulk; index++) {
      const username = `bulk.user.${String(firstUser + index).padStart(5, '0')}`;
      const created: SandboxUser = {
        id: firstUser + index,
        sub: crypto.randomUUID(),
        username,
        password: crypto.randomUUID(),
        firstName: '',
        lastName: '',
        email: `${username}@${organization.resourceId}.example`,
        realmRoles: [],
        memberships: { [organization.resourceId]: [] },
        pendingAgreements: [],
      };
      state.users.push(created);
      state.iam.groups.push({ id: firstGroup + index, ...personalGroup(created, organization.id) });
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
