// The user-groups tab's flows with their real effects: the organisation's groups (or the person's own) a page at a
// time, a group's name, its members and roles, and every change of roles or memberships previewed with what it
// takes from whom before it is applied (machines/permissionChange.machine.ts). Writes go through request attempts.
import { fromPromise } from 'xstate';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine, type ListPage } from '../../../machines/pagedList.machine';
import { permissionChangeMachine } from '../../../machines/permissionChange.machine';
import type { PermissionChange } from '../../platform/types';
import { isPlatformError } from '../../platform/errors';
import type { IamClient, IamPage } from '../../platform/iamClient';
import { roleTypes } from '../../platform/iamRules';
import type { GroupMember, MembershipRole, Role, UserGroup, UserGroupDetail, UserGroupWrite } from '../../platform/iamTypes';
import type { ServiceName } from '../../platform/endpoints';
import { requestAttempts } from '../../platform/requestAttempts';
import type { IamOrganization } from './iamOrganization';
import { namedWrite } from './namedWrite';

/** The groups list's subset of the person's own groups. */
export const mineFilter = 'mine';

/** A group row: with the person's membership role when the list shows their own groups. */
export type GroupRow = UserGroup & { membershipRole?: MembershipRole };
export type GroupAction = { kind: 'delete'; group: GroupRow };

/** What the group dialog shows: the group with its roles, its members, and the roles it may be given. */
export interface GroupData {
  group: UserGroupDetail;
  members: GroupMember[];
  roles: Role[];
}

export interface MemberDraft {
  username: string;
  role: MembershipRole;
}

/** A user name typed that is no member of the organisation: said at its field. */
export class UnknownUser extends Error {
  constructor(readonly username: string) {
    super(`No user ${username}`);
    this.name = 'UnknownUser';
  }
}

/** What a change is about: a group's roles, or one member leaving a group. */
export type ChangeSubject = { kind: 'roles'; groupId: number } | { kind: 'leave'; groupId: number; member: GroupMember };

/** A slice shows the first hundred members and roles; more are reached by search (docs/decisions.md). */
const firstHundred = { page: 0, pageSize: 100 };

/** How often an open access view is read again: a change made elsewhere shows within this time. */
const accessPollInterval = 30_000;

const listPage = <T>({ content, totalElements, totalPages }: IamPage<T>): ListPage<T> => ({ items: content, totalElements, totalPages });

/** `idempotentServices`: the services that answer a repeated request id (config.json). */
export function provideGroupMachines(service: IamClient, idempotentServices?: readonly ServiceName[]) {
  const attempts = () => requestAttempts(idempotentServices);
  /** The personal group of a member, whose groups a leave changes. */
  const personalGroupOf = async (organization: IamOrganization, member: GroupMember, signal: AbortSignal) => {
    const [personal] = await service.userGroups(organization.id, member.id, 'SELF_USER_ANY', signal);
    if (personal === undefined) throw new Error(`User ${member.username} has no personal group`);
    return personal.id;
  };

  return {
    groups: (organization: IamOrganization) => {
      const send = attempts();
      return createPagedListMachine<GroupRow, GroupAction>('iamGroups').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize, search, filter }, signal }): Promise<ListPage<GroupRow>> => {
            const query = { page, pageSize, search: search.trim() || undefined };
            if (filter === mineFilter) return listPage(await service.myGroups(organization.id, query, signal));
            return listPage(await service.listGroups(organization.id, query, 'STANDARD', signal));
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, ({ requestId }) => service.deleteGroup(organization.id, action.group.id, signal, requestId)),
          ),
        },
        guards: { needsConfirmation: () => true },
      });
    },

    groupName: (organization: IamOrganization, group: UserGroup | undefined) => {
      const send = attempts();
      return createLoadAndSubmitMachine<{ group?: UserGroup }, UserGroupWrite, UserGroup>('iamGroupName').provide({
        actors: {
          load: fromPromise(async (): Promise<{ group?: UserGroup }> => ({ group })),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send(draft, (attempt) =>
              attempt.write(
                namedWrite(
                  draft,
                  group,
                  (requestId) =>
                    group
                      ? service.updateGroup(organization.id, group.id, draft, signal, requestId)
                      : service.createGroup(organization.id, draft, signal, requestId),
                  async () => (await service.listGroups(organization.id, { page: 0, pageSize: 20, search: draft.name }, 'STANDARD', signal)).content,
                ),
              ),
            ),
          ),
        },
      });
    },

    /** The group dialog: loads the group, its members and the roles; a submit adds a member by user name. */
    group: (organization: IamOrganization, groupId: number) => {
      const send = attempts();
      return createLoadAndSubmitMachine<GroupData, MemberDraft, GroupMember>('iamGroup').provide({
        actors: {
          load: fromPromise(async ({ signal }): Promise<GroupData> => {
            const [group, members, roles] = await Promise.all([
              service.getGroup(organization.id, groupId, signal),
              service.groupMembers(organization.id, groupId, firstHundred, signal),
              // Every type: a group gives its members application permissions, model paths and device levels alike.
              service.listRoles(organization.id, firstHundred, signal, roleTypes),
            ]);
            return { group, members: members.content, roles: roles.content };
          }),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send(draft, async ({ requestId }) => {
              // The person is named exactly; none of that name in the organisation is said at the field.
              const user = await service.userByName(organization.id, draft.username, signal).catch((error: unknown) => {
                throw isPlatformError(error) && error.kind === 'notFound' ? new UnknownUser(draft.username) : error;
              });
              return service.addGroupMember(organization.id, groupId, user.id, draft.role, signal, requestId);
            }),
          ),
        },
      });
    },

    /** A person's user groups with their roles, for the "why" of their access; read again while it is open. */
    userAccess: (organization: IamOrganization) =>
      createLiveQueryMachine<{ userId: number }, UserGroupDetail[]>('iamUserAccess').provide({
        actors: {
          fetch: fromPromise(async ({ input: { query }, signal }) => {
            const groups = await service.groupsOfUser(organization.id, query.userId, signal);
            return Promise.all(groups.map((group) => service.getGroup(organization.id, group.id, signal)));
          }),
        },
        delays: { pollInterval: accessPollInterval },
      }),

    /** One change, previewed then applied: a group's roles, or a member leaving the group. */
    change: (organization: IamOrganization, subject: ChangeSubject) => {
      const send = attempts();
      return permissionChangeMachine.provide({
        actors: {
          test: fromPromise<Awaited<ReturnType<IamClient['testApplicationPermissions']>>, PermissionChange>(async ({ input, signal }) =>
            subject.kind === 'roles'
              ? service.testApplicationPermissions(organization.id, subject.groupId, input, signal)
              : service.testApplicationPermissions(organization.id, await personalGroupOf(organization, subject.member, signal), input, signal),
          ),
          apply: fromPromise<void, PermissionChange>(({ input, signal }) =>
            send(input, ({ requestId }) =>
              subject.kind === 'roles'
                ? service.changeGroupPermissions(organization.id, subject.groupId, input, signal, requestId)
                : service.removeGroupMember(organization.id, subject.groupId, subject.member.id, signal, requestId),
            ),
          ),
        },
      });
    },
  };
}

/** The change that makes a group hold exactly `chosen` of its roles. */
export function rolesChange(current: readonly number[], chosen: readonly number[]): PermissionChange {
  return {
    groupsToAdd: [],
    groupsToRemove: [],
    rolesToAdd: chosen.filter((id) => !current.includes(id)),
    rolesToRemove: current.filter((id) => !chosen.includes(id)),
  };
}

/** The change of a member's own groups that a leave is: previewed on their personal group. */
export const leaveChange = (groupId: number): PermissionChange => ({ groupsToAdd: [], rolesToAdd: [], groupsToRemove: [groupId], rolesToRemove: [] });
