// The /trigger screen's flows with their real effects (spec §2 /trigger): the organisation's trigger rules a page
// at a time (switched on or off, deleted after confirmation), the rule form (with the devices and their numeric tags
// it may watch), and a drafted rule tried against a device's history. Every write goes through the flow's request
// attempts (src/platform/requestIds.ts).
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine } from '../../../machines/pagedList.machine';
import { tickerMachine } from '../../../machines/ticker.machine';
import { isPlatformError } from '../../platform/errors';
import { requestAttempts } from '../../platform/requestAttempts';
import { triggerWrite } from '../../platform/triggersClient';
import type { TriggerRule, TriggerTry, TriggerTryResult, TriggerWrite } from '../../platform/triggerTypes';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';

/** A rule as the list shows it: with the names of the device groups or of the device it watches, when they could
 * be read. */
export type TriggerRow = TriggerRule & { groupNames?: string[]; deviceLabel?: string };

export type TriggerAction = { kind: 'toggle'; rule: TriggerRule } | { kind: 'delete'; rule: TriggerRule };

/** A device the form offers, with the tags a rule can watch (numbers and switches, not texts). */
export interface TriggerSource {
  deviceId: string;
  label: string;
  tags: { name: string; unit?: string }[];
}

/** A device group the form offers as a rule's scope, with its members' ids as the group lists them now. */
export interface TriggerGroup {
  id: string;
  name: string;
  memberIds: string[];
}

export interface TriggerFormData {
  rule?: TriggerRule;
  sources: TriggerSource[];
  /** The organisation's device groups; none for a person who may not read them. */
  groups: TriggerGroup[];
}

/** The devices a picker offers at most (the sandbox's organisations have a handful). */
const sourcePageSize = 200;

export function provideTriggerMachines(platform: Pick<Platform, 'triggers' | 'platformController' | 'mappings'>) {
  const service = platform.triggers;
  const groupPage = (organization: string, signal: AbortSignal) => platform.mappings.deviceGroupPage(organization, { page: 0, pageSize: sourcePageSize }, signal);

  /** The page's rules with their groups' and devices' names; a rule whose groups cannot be read shows their ids,
   * one whose device cannot be read says it watches a device. */
  const withNames = async (organization: string, rules: TriggerRule[], signal: AbortSignal): Promise<TriggerRow[]> => {
    const onGroups = rules.some((rule) => (rule.deviceGroups ?? []).length > 0);
    const onDevices = rules.some((rule) => (rule.deviceGroups ?? []).length === 0 && rule.deviceId !== '');
    const [groupNames, deviceLabels] = await Promise.all([
      onGroups
        ? groupPage(organization, signal).then(({ data }) => new Map(data.map((group) => [group.id, group.name])), () => new Map<string, string>())
        : new Map<string, string>(),
      onDevices
        ? platform.platformController.devicePage(organization, { page: 0, pageSize: sourcePageSize }, signal).then(
            ({ devices }) => new Map(devices.map((device) => [device.deviceId, device.label])),
            () => new Map<string, string>(),
          )
        : new Map<string, string>(),
    ]);
    return rules.map((rule) => ({ ...rule, groupNames: rule.deviceGroups?.map((id) => groupNames.get(id) ?? id), deviceLabel: deviceLabels.get(rule.deviceId) }));
  };

  return {
    rules: (organization: string) => {
      const send = requestAttempts();
      return createPagedListMachine<TriggerRow, TriggerAction>('triggerRules').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }) => {
            const { data, totalElements, totalPages } = await service.list(organization, { page, pageSize }, signal);
            return { items: await withNames(organization, data, signal), totalElements, totalPages };
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
            const [rule, { devices }, groups] = await Promise.all([
              ruleId === undefined ? undefined : service.get(organization, ruleId, signal),
              platform.platformController.devicePage(organization, { page: 0, pageSize: sourcePageSize }, signal),
              groupPage(organization, signal).then(
                ({ data }) => data.map(({ id, name, members }) => ({ id, name, memberIds: members.map((member) => member.deviceId) })),
                // Without read on device groups the rule can still watch a device.
                (error: unknown) => {
                  if (isPlatformError(error, 'forbidden')) return [];
                  throw error;
                },
              ),
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
            return { rule, sources, groups };
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

    /** The list's beat: its rules' counters (how often each fired) are read again every ten seconds while shown. */
    counters: (reload: () => void) => tickerMachine.provide({ actions: { tick: reload }, delays: { interval: countersEvery } }),
  };
}

/** Devices send a sample every 10 s: the counters cannot move faster. */
const countersEvery = 10_000;

/** The /trigger screen's flows of this portal. */
export const useTriggerFlows = sectionFlows(({ platform }) => provideTriggerMachines(platform));
