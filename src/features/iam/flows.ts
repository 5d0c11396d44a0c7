// The IAM screens' flows with their real effects (spec §2 /permission and /roles): the organisation's users and roles,
// a page at a time and searched on the server, and the dialogs that create and change them. Each flow is made for
// one organisation, which core paths name by its numeric id. Every write goes through the flow's request attempts
// (src/platform/requestIds.ts); a write of several calls names each part, so a retry after a lost answer completes
// what is missing instead of creating the user twice.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine, type ListPage } from '../../../machines/pagedList.machine';
import type { IamClient, IamPage } from '../../platform/iamClient';
import type { ApplicationPermission, IamUser, Role, RoleType, RoleWrite, UserCreate, UserUpdate } from '../../platform/iamTypes';
import { requestAttempts, type Write } from '../../platform/requestAttempts';
import { requestPart } from '../../platform/requestIds';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { provideApiKeyMachines } from './apiKeyFlows';
import { provideGroupMachines } from './groupFlows';
import type { IamOrganization } from './iamOrganization';
import { NameTaken } from './nameTaken';
import { roleWrite } from './roleWrite';
import type { UserRow } from './userRow';


/** The users list's subset that also reaches the sub-organisations' users. */
export const deepFilter = 'deep';

export type UserAction = { kind: 'delete'; user: UserRow };
export type RoleAction = { kind: 'delete'; role: Role };

/** What the user dialog sends: a new user with the roles to give, or the change of one. */
export type UserDraft = { kind: 'create'; user: UserCreate; roleIds: number[] } | { kind: 'update'; id: number; user: UserUpdate };

/** The user dialog's starting point: the user being edited, and the roles a new user may be given. */
export interface UserFormData {
  user?: UserRow;
  roles: Role[];
}

export interface RoleFormData {
  role?: Role;
  permissions: ApplicationPermission[];
}

/** Roles offered to a new user: the organisation's first page is enough for a slice (docs/decisions.md). */
const roleChoicePage = { page: 0, pageSize: 100 };

const listPage = <T>({ content, totalElements, totalPages }: IamPage<T>): ListPage<T> => ({ items: content, totalElements, totalPages });

/** A new user in the organisation (numeric id): found again by its user name, no one else's, with the email sent. */
function userCreate(service: IamClient, organization: number, user: UserCreate, signal: AbortSignal): Write<IamUser> {
  return {
    service: 'core',
    async send(requestId, repeat) {
      // Checked first so a taken name is said at its field; the service refuses it again (409) all the same.
      if (!repeat && (await service.usernameExists(user.username, signal))) throw new NameTaken('username');
      return service.createUser(organization, user, signal, requestId);
    },
    async readBack() {
      const named = await service.listUsers(organization, { page: 0, pageSize: 20, search: user.username }, signal);
      return named.content.find((found) => found.username.toLowerCase() === user.username.toLowerCase() && found.email === user.email);
    },
  };
}

/** `config`: which services answer a repeated request id (absent: none, so every lost answer is read back). */
export function provideIamMachines(platform: Pick<Platform, 'iam'> & Partial<Pick<Platform, 'config'>>) {
  const service = platform.iam;
  const attempts = () => requestAttempts(platform.config?.idempotentServices);

  return {
    ...provideGroupMachines(service, platform.config?.idempotentServices),
    ...provideApiKeyMachines(service),

    users: (organization: IamOrganization) => {
      const send = attempts();
      return createPagedListMachine<UserRow, UserAction>('iamUsers').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize, search, filter }, signal }): Promise<ListPage<UserRow>> => {
            const query = { page, pageSize, search: search.trim() || undefined };
            if (filter !== deepFilter) {
              const found = listPage(await service.listUsers(organization.id, query, signal));
              return { ...found, items: found.items.map((user) => ({ ...user, organizations: [organization.resourceId] })) };
            }
            const found = listPage(await service.deepSearchUsers(organization.resourceId, query, signal));
            return { ...found, items: found.items.map((user) => ({ ...user, organizations: user.organizations.map(({ resourceId }) => resourceId) })) };
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, ({ requestId }) => service.deleteUser(organization.id, action.user.id, signal, requestId)),
          ),
        },
        guards: { needsConfirmation: () => true },
      });
    },

    userForm: (organization: IamOrganization, user: UserRow | undefined) => {
      const send = attempts();
      return createLoadAndSubmitMachine<UserFormData, UserDraft, IamUser>('iamUser').provide({
        actors: {
          load: fromPromise(async ({ signal }): Promise<UserFormData> => {
            if (user !== undefined) return { user, roles: [] };
            return { roles: (await service.listRoles(organization.id, roleChoicePage, signal)).content };
          }),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send(draft, async (attempt) => {
              if (draft.kind === 'update') return service.updateUser(organization.id, draft.id, draft.user, signal, attempt.requestId);
              const created = await attempt.write(userCreate(service, organization.id, draft.user, signal), 'user');
              if (draft.roleIds.length === 0) return created;
              // Roles are added to the set the group holds: sent again, they change nothing.
              const [personal] = await service.userGroups(organization.id, created.id, 'SELF_USER_ANY', signal);
              if (personal === undefined) throw new Error(`User ${created.username} has no personal group`);
              await service.addGroupRoles(organization.id, personal.id, draft.roleIds, signal, requestPart(attempt.requestId, 'roles'));
              return created;
            }),
          ),
        },
      });
    },

    /** The organisation's roles of one type: application roles (the default), data roles or device roles. */
    roles: (organization: IamOrganization, type: RoleType = 'APPLICATION') => {
      const send = attempts();
      return createPagedListMachine<Role, RoleAction>('iamRoles').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize, search }, signal }) =>
            listPage(await service.listRoles(organization.id, { page, pageSize, search: search.trim() || undefined }, signal, type)),
          ),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, ({ requestId }) => service.deleteRole(organization.id, action.role.id, signal, requestId)),
          ),
        },
        guards: { needsConfirmation: () => true },
      });
    },

    roleForm: (organization: IamOrganization, roleId: number | undefined) => {
      const send = attempts();
      return createLoadAndSubmitMachine<RoleFormData, RoleWrite, Role>('iamRole').provide({
        actors: {
          load: fromPromise(async ({ signal }): Promise<RoleFormData> => {
            const [role, permissions] = await Promise.all([
              roleId === undefined ? undefined : service.getRole(organization.id, roleId, signal),
              service.applicationPermissions(organization.id, signal),
            ]);
            return { role, permissions };
          }),
          submit: fromPromise(({ input: { data, draft }, signal }) =>
            send(draft, (attempt) => attempt.write(roleWrite(service, organization.id, data.role, draft, signal))),
          ),
        },
      });
    },
  };
}

export type IamMachines = ReturnType<typeof provideIamMachines>;

/** The IAM screens' flows of this portal. */
export const useIamFlows = sectionFlows(({ platform }) => provideIamMachines(platform));
