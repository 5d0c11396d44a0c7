// Notification service (spec §7 "Notification service"): alarm notification rules, the organisation's notification
// settings and the deliveries that failed. Every call names the organisation it is about: the resourceId of the
// selected sub-organisation, else of the organisation.
import { notificationEndpoints } from './notificationEndpoints';
import type { HttpClient } from './http';
import { type RequestId, requestIdHeaders } from './requestIds';
import { failedDeliverySchema, notificationRuleSchema, notificationSettingsSchema } from './notificationSchemas';
import type { FailedDelivery, NotificationRule, NotificationRuleWrite, NotificationSettings } from './notificationTypes';
import { dataPageSchema } from './dataPageSchema';
import type { DataPage } from './types';

/** Paging (0-based, facts §3) and whatever else the list passes through, e.g. `search`. */
export type ListQuery = { page: number; pageSize: number } & Record<string, string | number | boolean | undefined>;

export type NotificationClient = ReturnType<typeof createNotificationClient>;

/** `http` is the notification service's client (base `<app>/svc/notification`, 30 s timeout). */
export function createNotificationClient(http: HttpClient) {
  const rulePage = dataPageSchema(notificationRuleSchema);
  const failedPage = dataPageSchema(failedDeliverySchema);

  return {
    listRules: (organization: string, query: ListQuery, signal?: AbortSignal): Promise<DataPage<NotificationRule>> =>
      http.request(notificationEndpoints.ruleList, { query: { ...query, organization }, schema: rulePage, signal }),

    getRule: (organization: string, id: string, signal?: AbortSignal): Promise<NotificationRule> =>
      http.request(notificationEndpoints.rule(id), { query: { organization }, schema: notificationRuleSchema, signal }),

    // Writes carry their request id (src/platform/requestIds.ts): a repeat is answered, not applied again.
    createRule: (organization: string, rule: NotificationRuleWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<NotificationRule> =>
      http.request(notificationEndpoints.rules, {
        method: 'POST',
        query: { organization },
        body: rule,
        headers: requestIdHeaders(requestId),
        schema: notificationRuleSchema,
        signal,
      }),

    updateRule: (
      organization: string,
      id: string,
      rule: NotificationRuleWrite,
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<NotificationRule> =>
      http.request(notificationEndpoints.rule(id), {
        method: 'PUT',
        query: { organization },
        body: rule,
        headers: requestIdHeaders(requestId),
        schema: notificationRuleSchema,
        signal,
      }),

    deleteRule: async (organization: string, id: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(notificationEndpoints.rule(id), {
        method: 'DELETE',
        query: { organization },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },

    getSettings: (organization: string, signal?: AbortSignal): Promise<NotificationSettings> =>
      http.request(notificationEndpoints.settings, { query: { organization }, schema: notificationSettingsSchema, signal }),

    saveSettings: (
      organization: string,
      settings: NotificationSettings,
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<NotificationSettings> =>
      http.request(notificationEndpoints.settings, {
        method: 'PUT',
        query: { organization },
        body: settings,
        headers: requestIdHeaders(requestId),
        schema: notificationSettingsSchema,
        signal,
      }),

    failedDeliveries: (organization: string, query: ListQuery, signal?: AbortSignal): Promise<DataPage<FailedDelivery>> =>
      http.request(notificationEndpoints.failedDeliveries, { query: { ...query, organization }, schema: failedPage, signal }),
  };
}

/** The body of PUT for a rule as it is, e.g. to switch it on or off. */
export function ruleWrite(rule: NotificationRule): NotificationRuleWrite {
  const { id: _id, realmId: _realmId, orgResourceId: _org, updatedAt: _updatedAt, ...write } = rule;
  return write;
}
