// The notification screens' flows with their real effects (spec §2 /notifications and /admin/notifications). Loaded
// with the first of those screens; each flow is made for one organisation, the one every notification call names
// (spec §7). Every write goes through the flow's request attempts (src/platform/requestIds.ts): a rule created while
// its answer was lost is answered, not refused as a name in use.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine, type ListPage } from '../../../machines/pagedList.machine';
import { isPlatformError } from '../../platform/errors';
import { ruleWrite, type NotificationClient } from '../../platform/notificationClient';
import { requestAttempts, sameRequest, type Write } from '../../platform/requestAttempts';
import type {
  NotificationRule,
  NotificationRuleWrite,
  NotificationSettings,
} from '../../platform/notificationTypes';
import type { DataPage } from '../../platform/types';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';

/** What a person does to a rule from the list. */
export type RuleAction = { kind: 'toggle'; rule: NotificationRule } | { kind: 'delete'; rule: NotificationRule };

/** The rule form's starting point: the rule being edited, or the recipients a new rule starts with. */
export type RuleFormData = { rule: NotificationRule } | { rule?: undefined; defaultRecipients: string[] };

const listPage = <T>({ data, totalElements, totalPages }: DataPage<T>): ListPage<T> => ({ items: data, totalElements, totalPages });

/** A new rule: read back by its name, which the organisation's rules never share, holding what was sent. */
function ruleCreate(service: NotificationClient, organization: string, rule: NotificationRuleWrite, signal: AbortSignal): Write<NotificationRule> {
  return {
    service: 'notifications',
    send: (requestId) => service.createRule(organization, rule, signal, requestId),
    async readBack() {
      const named = await service.listRules(organization, { page: 0, pageSize: 20, search: rule.name }, signal);
      return named.data.find((found) => found.name === rule.name && sameRequest(ruleWrite(found), rule));
    },
  };
}

/** `config`: which services answer a repeated request id (absent: none, so every lost answer is read back). */
export function provideNotificationMachines(platform: Pick<Platform, 'notifications'> & Partial<Pick<Platform, 'config'>>) {
  const service = platform.notifications;
  const attempts = () => requestAttempts(platform.config?.idempotentServices);

  return {
    rules: (organization: string) => {
      const send = attempts();
      return createPagedListMachine<NotificationRule, RuleAction>('notificationRules').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize, search }, signal }) =>
            listPage(await service.listRules(organization, { page, pageSize, search: search.trim() || undefined }, signal)),
          ),
          act: fromPromise(({ input: { action }, signal }) =>
            send<unknown>(action, ({ requestId }) => {
              const { rule } = action;
              if (action.kind === 'delete') return service.deleteRule(organization, rule.id, signal, requestId);
              return service.updateRule(organization, rule.id, { ...ruleWrite(rule), enabled: !rule.enabled }, signal, requestId);
            }),
          ),
        },
        guards: { needsConfirmation: (_, { action }) => action.kind === 'delete' },
      });
    },

    ruleForm: (organization: string, ruleId: string | undefined) => {
      const send = attempts();
      return createLoadAndSubmitMachine<RuleFormData, NotificationRuleWrite, NotificationRule>('notificationRule').provide({
        actors: {
          load: fromPromise(async ({ signal }): Promise<RuleFormData> => {
            if (ruleId !== undefined) return { rule: await service.getRule(organization, ruleId, signal) };
            // New rules start with the organisation's default recipients, when the person may read them.
            try {
              return { defaultRecipients: (await service.getSettings(organization, signal)).defaultRecipients };
            } catch (error) {
              if (isPlatformError(error, 'forbidden')) return { defaultRecipients: [] };
              throw error;
            }
          }),
          submit: fromPromise(({ input: { data, draft }, signal }) =>
            send({ rule: data.rule?.id, draft }, (attempt) =>
              data.rule
                ? service.updateRule(organization, data.rule.id, draft, signal, attempt.requestId)
                : attempt.write(ruleCreate(service, organization, draft, signal)),
            ),
          ),
        },
      });
    },

    settings: (organization: string) => {
      const send = attempts();
      return createLoadAndSubmitMachine<NotificationSettings, NotificationSettings, NotificationSettings>('notificationSettings').provide({
        actors: {
          load: fromPromise(({ signal }) => service.getSettings(organization, signal)),
          submit: fromPromise(({ input, signal }) =>
            send(input.draft, ({ requestId }) => service.saveSettings(organization, input.draft, signal, requestId)),
          ),
        },
      });
    },
  };
}

export type NotificationMachines = ReturnType<typeof provideNotificationMachines>;

/** The notification screens' flows of this portal. */
export const useNotificationFlows = sectionFlows(({ platform }) => provideNotificationMachines(platform));
