// The /roles tabs `data` and `device` (docs/decisions.md "Data and device roles"): the dialogs that create and change
// a data role with the model paths it may read or write, and a device role with its level on each security policy.
// Their lists are the IAM flows' `roles` of that type. Writes go through request attempts, so a retry after a lost
// answer is the same request.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import type { ModelPathPermission, Role, RoleWrite, SecurityPolicy } from '../../platform/iamTypes';
import type { Model } from '../../platform/mappingTypes';
import { requestAttempts } from '../../platform/requestAttempts';
import { requestPart } from '../../platform/requestIds';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import type { IamOrganization } from './iamOrganization';
import { roleWrite } from './roleWrite';

/** The data role dialog's starting point: the role changed with its paths, and the models a path is chosen from. */
export interface DataRoleFormData {
  role?: Role;
  modelPaths: ModelPathPermission[];
  models: Model[];
}

/** What the data role dialog sends: the role, and the whole list of its model paths. */
export interface DataRoleDraft {
  role: RoleWrite;
  modelPaths: ModelPathPermission[];
}

/** The device role dialog's starting point: the role changed, and the security policies it may give a level on. */
export interface DeviceRoleFormData {
  role?: Role;
  policies: SecurityPolicy[];
}

/** Models and policies are chosen from the organisation's first 100 (docs/decisions.md). */
const choicePage = { page: 0, pageSize: 100 };

export function provideRoleKindMachines(platform: Pick<Platform, 'iam' | 'mappings'> & Partial<Pick<Platform, 'config'>>) {
  const service = platform.iam;
  const attempts = () => requestAttempts(platform.config?.idempotentServices);

  return {
    dataRoleForm: (organization: IamOrganization, roleId: number | undefined) => {
      const send = attempts();
      // A role this dialog created is changed by a later attempt, never created twice (its paths may have failed).
      let created: Role | undefined;
      return createLoadAndSubmitMachine<DataRoleFormData, DataRoleDraft, Role>('iamDataRole').provide({
        actors: {
          load: fromPromise(async ({ signal }): Promise<DataRoleFormData> => {
            const [role, modelPaths, models] = await Promise.all([
              roleId === undefined ? undefined : service.getRole(organization.id, roleId, signal),
              roleId === undefined ? [] : service.modelPathPermissions(organization.id, roleId, signal),
              platform.mappings.modelPage(organization.resourceId, choicePage, signal),
            ]);
            return { role, modelPaths, models: models.data };
          }),
          submit: fromPromise(({ input: { data, draft }, signal }) =>
            send(draft, async (attempt) => {
              const role = await attempt.write(roleWrite(service, organization.id, created ?? data.role, draft.role, signal), 'role');
              if (data.role === undefined) created = role;
              await service.setModelPathPermissions(organization.id, role.id, draft.modelPaths, signal, requestPart(attempt.requestId, 'paths'));
              return role;
            }),
          ),
        },
      });
    },

    deviceRoleForm: (organization: IamOrganization, roleId: number | undefined) => {
      const send = attempts();
      return createLoadAndSubmitMachine<DeviceRoleFormData, RoleWrite, Role>('iamDeviceRole').provide({
        actors: {
          load: fromPromise(async ({ signal }): Promise<DeviceRoleFormData> => {
            const [role, policies] = await Promise.all([
              roleId === undefined ? undefined : service.getRole(organization.id, roleId, signal),
              service.listPolicies(organization.id, choicePage, signal),
            ]);
            return { role, policies: policies.content };
          }),
          submit: fromPromise(({ input: { data, draft }, signal }) =>
            send(draft, (attempt) => attempt.write(roleWrite(service, organization.id, data.role, draft, signal))),
          ),
        },
      });
    },
  };
}

export const useRoleKindFlows = sectionFlows(({ platform }) => provideRoleKindMachines(platform));
