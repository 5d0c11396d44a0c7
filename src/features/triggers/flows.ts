// The /trigger screen's flows with their real effects (spec §2 /trigger): the organisation's trigger rules a page
// at a time (switched on or off, deleted after confirmation), the rule form (with the devices and their numeric tags
// it may watch), and a drafted rule tried against a device's history. Every write goes through the flow's request
// attempts (src/platform/requestIds.ts).
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine } from '../../../machines/pagedList.machine';
import { requestAttempts } from '../../platform/requestAttempts';
import { triggerWrite } from '../../platform/triggersClient';
import type { TriggerRule, TriggerTry, TriggerTryResult, TriggerWrite } from '../../platform/triggerTypes';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';

export type TriggerAction = { kind: 'toggle'; rule: TriggerRule } | { kind: 'delete'; rule: TriggerRule };

/** A device the form offers, with the tags a rule can watch (numbers and switches, not texts). */
export interface TriggerSource {
  deviceId: string;
  label: string;
  tags: { name: string; unit?: string }[];
}

export interface TriggerFormData {
  rule?: TriggerRule;
  sources: TriggerSource[];
}

/** The devices a picker offers at most (the sandbox's organisations have a handful). */
const sourcePageSize = 200;

export function provideTriggerMachines(platform: Pick<Platform, 'triggers' | 'platformController'>) {
  const service = platform.triggers;

  return {
    rules: (organization: string) => {
      const send = requestAttempts();
      return createPagedListMachine<TriggerRule, TriggerAction>('triggerRules').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }) => {
            const { data, totalElements, totalPages } = await service.list(organization, { page, pageSize }, signal);
            return { items: data, totalElements, totalPages };
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send<unknown>(action, ({ requestId }) => {
              const { rule } = action;
              if (action.kind === 'delete') return service.remove(organization, rule.id, signal, requestId);
              return service.update(organization, rule.id, { ...triggerWrite(rule), enabled: !rule.enabled }, signal, requestId);
            }),
          ),
        },
        guards: { needsConfirmation: (_, { action }) => action.kind === 'delete' },
      });
    },

    ruleForm: (organization: string, ruleId: string | undefined) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<TriggerFormData, TriggerWrite, TriggerRule>('triggerRule').provide({
        actors: {
          load: fromPromise(async ({ signal }): Promise<TriggerFormData> => {
            const [rule, { devices }] = await Promise.all([
              ruleId === undefined ? undefined : service.get(organization, ruleId, signal),
              platform.platformController.devicePage(organization, { page: 0, pageSize: sourcePageSize }, signal),
            ]);
            // The organisation's own devices: a rule watches data of the organisation it belongs to.
            const own = devices.filter((device) => device.orgResourceId === organization);
            const sources = await Promise.all(
              own.map(async ({ deviceId, label }) => ({
                deviceId,
                label,
                tags: (await platform.platformController.availableTags(organization, deviceId, signal)).filter((tag) => tag.type !== 'string'),
              })),
            );
            return { rule, sources };
          }),
          submit: fromPromise(({ input: { data, draft }, signal }) =>
            send({ rule: data.rule?.id, draft }, ({ requestId }) =>
              data.rule ? service.update(organization, data.rule.id, draft, signal, requestId) : service.create(organization, draft, signal, requestId),
            ),
          ),
        },
      });
    },

    /** A read: when the drafted rule would have fired. */
    tryRule: (organization: string) =>
      createLoadAndSubmitMachine<void, TriggerTry, TriggerTryResult>('triggerTry').provide({
        actors: {
          load: fromPromise<void, void>(async () => {}),
          submit: fromPromise(({ input: { draft }, signal }) => service.tryRule(organization, draft, signal)),
        },
      }),
  };
}

/** The /trigger screen's flows of this portal. */
export const useTriggerFlows = sectionFlows(({ platform }) => provideTriggerMachines(platform));
