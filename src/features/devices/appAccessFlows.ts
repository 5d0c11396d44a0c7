// Which apps reach one device (the "device service-account association" switch; docs/decisions.md "Device access
// by apps"): an app installed with device access has a service account in the organisation (`sa-…-deviceaccess-…`,
// facts §2.3), and an account reaches a device as anyone does, through a security policy given to it. Each account
// gets one policy of its own, "Device access: <app key>", made and given to it on its first association; associating
// adds the device to that policy and dissociating removes it from that policy only, so nobody else's reach changes.
// Only existing core calls: the users searched, areAuthorized, the policy and user-policy writes.
import { fromPromise } from 'xstate';
import { createPagedListMachine, type ListPage } from '../../../machines/pagedList.machine';
import { maxPolicyNameLength } from '../../platform/iamRules';
import type { DeviceAuthorization, IamUser } from '../../platform/iamTypes';
import { requestAttempts } from '../../platform/requestAttempts';
import { type RequestId, requestPart } from '../../platform/requestIds';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';

/** The user-name marks of an app's device-access service account (facts §2.3): the prefix and the infix. */
const appAccountPrefix = 'sa-';
const deviceAccessInfix = '-deviceaccess-';

export const isDeviceAccessAccount = (user: IamUser): boolean =>
  user.serviceAccount === true && user.username.startsWith(appAccountPrefix) && user.username.includes(deviceAccessInfix);

/**
 * The name of the account's own security policy: "Device access: <app key>" (the name between the prefix and the
 * infix, one account per app in an organisation), or by the account's id where that is longer than a policy name may
 * be (never cut: two cut keys could name one policy). Not translated: it is data every person of the organisation sees.
 */
export function ownPolicyName({ id, username }: IamUser): string {
  const named = `Device access: ${username.slice(appAccountPrefix.length, username.indexOf(deviceAccessInfix))}`;
  return named.length <= maxPolicyNameLength ? named : `Device access: user ${id}`;
}

/** A device-access account and how it reaches the device. */
export interface AppAccessRow {
  account: IamUser;
  reach: DeviceAuthorization;
  /** The account's own policy when it holds the device (absent: the device is not in it). */
  ownPolicy?: { id: number; name: string };
}

export type AppAccessAction = { kind: 'associate' | 'dissociate'; row: AppAccessRow };

/** The steps of an association, in order; a failure says which were done. */
export type AssociationStep = 'created' | 'given';

/** An association or dissociation that stopped part way: what was done before `cause`. */
export class AppAccessIncomplete extends Error {
  constructor(
    readonly action: AppAccessAction,
    readonly done: AssociationStep[],
    override readonly cause: unknown,
  ) {
    super(`${action.kind} of ${action.row.account.username} stopped after ${done.join(', ') || 'nothing'}`);
  }
}

/** An account holds few policies, and the organisation has one of that name at most: one page finds it. */
const policyLookup = { page: 0, pageSize: 100 };

export function provideAppAccessMachines({ iam }: Pick<Platform, 'iam'>) {
  /**
   * The account's own policy: the one it holds, else one of that name made by an earlier attempt that stopped
   * before giving it, else a new one. Answers its id and the steps taken.
   */
  async function ownPolicy(organizationId: number, account: IamUser, requestId: RequestId, done: AssociationStep[], signal?: AbortSignal) {
    const name = ownPolicyName(account);
    const held = (await iam.userPolicies(organizationId, account.id, policyLookup, signal)).content.find((policy) => policy.name === name);
    if (held !== undefined) return held.id;
    const existing = (await iam.listPolicies(organizationId, { ...policyLookup, search: name }, signal)).content.find((policy) => policy.name === name);
    const policy = existing ?? (await iam.createPolicy(organizationId, { name }, signal, requestPart(requestId, 'policy')));
    if (existing === undefined) done.push('created');
    await iam.addUserPolicies(organizationId, account.id, [policy.id], signal, requestPart(requestId, 'give'));
    done.push('given');
    return policy.id;
  }

  return {
    /** The organisation's device-access accounts a page at a time, each with whether it reaches the device. */
    appAccess: (organizationId: number, deviceId: string) => {
      const send = requestAttempts();
      return createPagedListMachine<AppAccessRow, AppAccessAction>('deviceAppAccess').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }): Promise<ListPage<AppAccessRow>> => {
            // The service narrows by the infix; the prefix and the service-account mark are checked here.
            const users = await iam.listUsers(organizationId, { page, pageSize, search: deviceAccessInfix.slice(1) }, signal);
            const accounts = users.content.filter(isDeviceAccessAccount);
            // One question per account: areAuthorized asks about one person (accounts are one per app installed).
            const items = await Promise.all(
              accounts.map(async (account): Promise<AppAccessRow> => {
                const [reach] = await iam.areAuthorized(organizationId, account.id, [deviceId], signal);
                if (reach === undefined) throw new Error(`The core did not say whether ${account.username} reaches device ${deviceId}`);
                const own = reach.securityPolicies.find((policy) => policy.name === ownPolicyName(account));
                return { account, reach, ...(own ? { ownPolicy: own } : {}) };
              }),
            );
            return { items, totalElements: users.totalElements - (users.content.length - accounts.length), totalPages: users.totalPages };
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            // Keyed by the account and the step, not the row read: a retry after a failure is the same request.
            send(`${action.kind}:${action.row.account.id}`, async ({ requestId }) => {
              const done: AssociationStep[] = [];
              try {
                if (action.kind === 'dissociate') {
                  if (action.row.ownPolicy === undefined) return;
                  await iam.removePolicyDevice(organizationId, action.row.ownPolicy.id, deviceId, signal, requestId);
                  return;
                }
                const policyId = await ownPolicy(organizationId, action.row.account, requestId, done, signal);
                await iam.addPolicyDevice(organizationId, policyId, deviceId, signal, requestPart(requestId, 'device'));
              } catch (cause) {
                throw new AppAccessIncomplete(action, done, cause);
              }
            }),
          ),
        },
        guards: { needsConfirmation: (_, { action }) => action.kind === 'dissociate' },
      });
    },
  };
}

/** The device panel's app-access flows of this portal. */
export const useAppAccessFlows = sectionFlows(({ platform }) => provideAppAccessMachines(platform));
