// Self-registration (spec §2 /register, §7 selfOnBoarding): creates an IoT organisation and its first user, who
// holds every permission there and can sign in at once.
import { HttpResponse, http } from 'msw';
import { agreementsServiceName, coreEndpoints } from '../../src/platform/endpoints';
import type { SelfOnBoarding } from '../../src/platform/types';
import { findOrganizationByResourceId, findUser, findUserByLogin } from '../directory';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { allPermissionScopes } from '../personas';
import { organizationRecord } from '../seed/organizations';
import { nextId, store } from '../store';

export interface SelfOnBoardingResult {
  organizationId: number;
  username: string;
}

const usernamePattern = /^[a-z0-9._-]{3,32}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first rule the body breaks, as a message naming the field, or the typed body. */
function validate(body: unknown): SelfOnBoarding | string {
  if (!isRecord(body)) return 'A registration object is required';
  const { organizationName, username, email, password, acceptedAgreements } = body;
  if (typeof organizationName !== 'string' || organizationName.trim().length < 3 || organizationName.trim().length > 64) {
    return 'organizationName must be 3 to 64 characters long';
  }
  if (typeof username !== 'string' || !usernamePattern.test(username)) {
    return 'username must be 3 to 32 characters of lower-case letters, digits, ".", "_" or "-"';
  }
  if (typeof email !== 'string' || !emailPattern.test(email)) return 'email must be a valid e-mail address';
  if (typeof password !== 'string' || password.length < 8) return 'password must be at least 8 characters long';
  const accepted = Array.isArray(acceptedAgreements) ? acceptedAgreements : [];
  const missing = store().agreements.filter((agreement) => !accepted.includes(agreement.id));
  if (missing.length > 0) {
    return `acceptedAgreements must include the current ${missing.map((agreement) => agreement.type).join(', ')} agreement`;
  }
  const acceptedIds = accepted.filter((id): id is number => typeof id === 'number');
  return { organizationName: organizationName.trim(), username, email, password, acceptedAgreements: acceptedIds };
}

/** A resourceId slug from the organisation name, unique among existing organisations. */
function freeResourceId(organizationName: string): string {
  const base = organizationName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'organization';
  let candidate = base;
  for (let suffix = 2; findOrganizationByResourceId(candidate) !== undefined; suffix += 1) candidate = `${base}-${suffix}`;
  return candidate;
}

export const selfOnBoardingHandlers = [
  // Public: this is how a visitor without an account gets one.
  http.post(servicePath('core', coreEndpoints.selfOnBoarding), async ({ request }) => {
    if (new URL(request.url).searchParams.get('serviceName') !== agreementsServiceName) {
      return errorResponse(400, `serviceName must be ${agreementsServiceName}`);
    }
    const registration = validate(await readJson(request));
    if (typeof registration === 'string') return errorResponse(400, registration);
    if (findUser(registration.username) !== undefined) {
      return errorResponse(409, `username '${registration.username}' is already taken`);
    }
    // The realm signs in by e-mail too, so an address belongs to one account.
    if (findUserByLogin(registration.email) !== undefined) {
      return errorResponse(409, `email '${registration.email}' is already registered`);
    }

    const state = store();
    const resourceId = freeResourceId(registration.organizationName);
    const organization = organizationRecord({
      id: nextId(state.organizations),
      name: resourceId,
      label: registration.organizationName,
      resourceId,
      hostname: '',
      dataEnabled: true,
      vpnEnabled: false,
    });
    state.organizations.push(organization);
    state.users.push({
      id: nextId(state.users),
      sub: crypto.randomUUID(),
      username: registration.username,
      password: registration.password,
      firstName: '',
      lastName: '',
      email: registration.email,
      realmRoles: [],
      memberships: { [resourceId]: allPermissionScopes },
      pendingAgreements: [],
    });
    return HttpResponse.json<SelfOnBoardingResult>(
      { organizationId: organization.id, username: registration.username },
      { status: 201 },
    );
  }),
];
