// The security policies tab's flows with their real effects (spec §7 security policy groups; docs/decisions.md
// "Security policies and service accounts"): the organisation's policies a page at a time (deleted after the
// person confirms), a policy created or renamed, the devices of one (removed, or added from a search of the
// organisation's devices) and its child policies; a user's policies given and taken; a service account's client
// secret read on request and renewed; which of the organisation's devices a person reaches, and through which
// policies (the core's areAuthorized, one call a page; isAuthorized for one device looked up). Writes go through request attempts, so a retry after a lost answer is the
// same request.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine, type ListPage } from '../../../machines/pagedList.machine';
import { createSettledSearchMachine } from '../../../machines/settledSearch';
import { createSubmitMachine } from '../../../machines/submit.machine';
import type { IamPage } from '../../platform/iamClient';
import type { ClientSecret, DeviceAuthorization, PolicyDevice, SecurityPolicy, SecurityPolicyWrite } from '../../platform/iamTypes';
import { requestAttempts } from '../../platform/requestAttempts';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import type { IamOrganization } from './iamOrganization';
import { namedWrite } from './namedWrite';

export type PolicyAction = { kind: 'delete'; policy: SecurityPolicy };
export type PolicyDeviceAction = { kind: 'remove'; device: PolicyDevice };
export type UserPolicyAction = { kind: 'remove'; policy: SecurityPolicy };

/** A device offered by the picker: its id and label. */
export interface FoundDevice {
  deviceId: string;
  label: string;
}

/** A device of the organisation and whether the person asked about reaches it, and how. */
export interface DeviceReachRow {
  deviceId: string;
  label: string;
  reach: DeviceAuthorization;
}

/** The policy dialog's starting point: the policy renamed, or the parents a new one may have. */
export interface PolicyFormData {
  policy?: SecurityPolicy;
  parents: SecurityPolicy[];
}

/** A new policy may sit below one of the organisation's first 100 (docs/decisions.md). */
const parentChoicePage = { page: 0, pageSize: 100 };
/** The picker shows the first matches; a longer search narrows them. */
const deviceSearchPageSize = 10;

const listPage = <T>({ content, totalElements, totalPages }: IamPage<T>): ListPage<T> => ({ items: content, totalElements, totalPages });

/** `config`: which services answer a repeated request id (absent: none, so every lost answer is read back). */
export function provideSecurityPolicyMachines(platform: Pick<Platform, 'iam' | 'mappings'> & Partial<Pick<Platform, 'config'>>) {
  const service = platform.iam;
  const attempts = () => requestAttempts(platform.config?.idempotentServices);

  return {
    policies: (organization: IamOrganization) => {
      const send = attempts();
      return createPagedListMachine<SecurityPolicy, PolicyAction>('iamPolicies').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize, search }, signal }) =>
            listPage(await service.listPolicies(organization.id, { page, pageSize, search: search.trim() || undefined }, signal)),
          ),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, ({ requestId }) => service.deletePolicy(organization.id, action.policy.id, signal, requestId)),
          ),
        },
        guards: { needsConfirmation: () => true },
      });
    },

    policyForm: (organization: IamOrganization, policy: SecurityPolicy | undefined) => {
      const send = attempts();
      return createLoadAndSubmitMachine<PolicyFormData, SecurityPolicyWrite, SecurityPolicy>('iamPolicy').provide({
        actors: {
          load: fromPromise(async ({ signal }): Promise<PolicyFormData> => {
            if (policy !== undefined) return { policy, parents: [] };
            return { parents: (await service.listPolicies(organization.id, parentChoicePage, signal)).content };
          }),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send(draft, (attempt) =>
              attempt.write(
                namedWrite(
                  draft,
                  policy,
                  (requestId) =>
                    policy
                      ? service.updatePolicy(organization.id, policy.id, { name: draft.name }, signal, requestId)
                      : service.createPolicy(organization.id, draft, signal, requestId),
                  async () => (await service.listPolicies(organization.id, { page: 0, pageSize: 20, search: draft.name }, signal)).content,
                ),
              ),
            ),
          ),
        },
      });
    },

    /** A policy's devices, a page at a time; a device removed at once (adding it again undoes it). */
    policyDevices: (organization: IamOrganization, policyId: number) => {
      const send = attempts();
      return createPagedListMachine<PolicyDevice, PolicyDeviceAction>('iamPolicyDevices').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }) =>
            listPage(await service.policyDevices(organization.id, policyId, { page, pageSize }, signal)),
          ),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, ({ requestId }) => service.removePolicyDevice(organization.id, policyId, action.device.id, signal, requestId)),
          ),
        },
        guards: { needsConfirmation: () => false },
      });
    },

    /** Adds one device to a policy: one attempt per device, so a retry is the same request. */
    addPolicyDevice: (organization: IamOrganization, policyId: number) => {
      const send = attempts();
      return createSubmitMachine<FoundDevice, void>('iamPolicyDeviceAddition').provide({
        actors: {
          submit: fromPromise(({ input: { draft }, signal }) =>
            send(draft.deviceId, ({ requestId }) => service.addPolicyDevice(organization.id, policyId, draft.deviceId, signal, requestId)),
          ),
        },
      });
    },

    policyChildren: (organization: IamOrganization, policyId: number) =>
      createPagedListMachine<SecurityPolicy, never>('iamPolicyChildren').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }) =>
            listPage(await service.policyChildren(organization.id, policyId, { page, pageSize }, signal)),
          ),
        },
      }),

    /** The organisation's devices whose label or id holds the text the person types (the first few). */
    searchDevices: (organization: IamOrganization) =>
      createSettledSearchMachine('iamDeviceSearch', async (search, signal) => {
        const page = await platform.mappings.devices(organization.resourceId, { search, page: 0, pageSize: deviceSearchPageSize }, signal);
        return {
          devices: page.data.map(({ deviceId, label }): FoundDevice => ({ deviceId, label })),
          total: page.totalElements,
        };
      }),

    /**
     * The organisation's devices a page at a time, searched on the server, each with whether the user reaches it:
     * the page's devices go to the core's areAuthorized in one call, never one call a row.
     */
    deviceReach: (organization: IamOrganization, userId: number) =>
      createPagedListMachine<DeviceReachRow, never>('iamDeviceReach').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize, search }, signal }): Promise<ListPage<DeviceReachRow>> => {
            const devices = await platform.mappings.devices(organization.resourceId, { search: search.trim() || undefined, page, pageSize }, signal);
            const answers =
              devices.data.length === 0 ? [] : await service.areAuthorized(organization.id, userId, devices.data.map(({ deviceId }) => deviceId), signal);
            const byDevice = new Map(answers.map((answer) => [answer.deviceId, answer]));
            const items = devices.data.map(({ deviceId, label }) => {
              const reach = byDevice.get(deviceId);
              // Said as the page's failure rather than guessed either way.
              if (reach === undefined) throw new Error(`The core did not say whether device ${deviceId} is reached`);
              return { deviceId, label, reach };
            });
            return { items, totalElements: devices.totalElements, totalPages: devices.totalPages };
          }),
        },
      }),

    /** Whether the user reaches the device with exactly the id asked about (the core's isAuthorized), asked again on request. */
    reachesDevice: (organization: IamOrganization, userId: number) =>
      createSubmitMachine<string, boolean>('iamDeviceLookup').provide({
        actors: { submit: fromPromise(({ input: { draft }, signal }) => service.isAuthorized(organization.id, { deviceId: draft, userId }, signal)) },
      }),

    /** A user's policies; one taken from them at once (giving it again undoes it). */
    userPolicies: (organization: IamOrganization, userId: number) => {
      const send = attempts();
      return createPagedListMachine<SecurityPolicy, UserPolicyAction>('iamUserPolicies').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }) =>
            listPage(await service.userPolicies(organization.id, userId, { page, pageSize }, signal)),
          ),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, ({ requestId }) => service.removeUserPolicies(organization.id, userId, [action.policy.id], signal, requestId)),
          ),
        },
        guards: { needsConfirmation: () => false },
      });
    },

    /** Gives a user policies (ids), one request however many. */
    addUserPolicies: (organization: IamOrganization, userId: number) => {
      const send = attempts();
      return createSubmitMachine<number[], void>('iamUserPolicyGift').provide({
        actors: {
          submit: fromPromise(({ input: { draft }, signal }) =>
            send(draft.join(','), ({ requestId }) => service.addUserPolicies(organization.id, userId, draft, signal, requestId)),
          ),
        },
      });
    },

    /** The policies a user may be given: the organisation's first 100 (docs/decisions.md), read again on request. */
    policyChoices: (organization: IamOrganization) =>
      createLoadAndSubmitMachine<SecurityPolicy[], never, never>('iamPolicyChoices').provide({
        actors: { load: fromPromise(async ({ signal }) => (await service.listPolicies(organization.id, parentChoicePage, signal)).content) },
      }),

    /**
     * A service account's client secret, read when the person asks to see it or renewed: the renewal's answer is the
     * new secret. A renewal tried again after a failure is the same attempt, so a lost answer does not renew it twice.
     */
    clientSecret: (organization: IamOrganization, userId: number) => {
      const send = attempts();
      return createSubmitMachine<'read' | 'renew', ClientSecret>('iamClientSecret').provide({
        actors: {
          submit: fromPromise(({ input: { draft }, signal }) =>
            draft === 'read'
              ? service.clientSecret(organization.id, userId, signal)
              : send(userId, ({ requestId }) => service.rotateClientSecret(organization.id, userId, signal, requestId)),
          ),
        },
      });
    },
  };
}

export type SecurityPolicyMachines = ReturnType<typeof provideSecurityPolicyMachines>;

/** The security policies' flows of this portal. */
export const useSecurityPolicyFlows = sectionFlows(({ platform }) => provideSecurityPolicyMachines(platform));
