// Trigger manager (spec §7 "trigger manager", facts trigger policies and actions): an organisation's trigger rules,
// listed a page at a time, read, created, replaced (which is how one is switched on or off) and deleted, and a
// drafted rule tried against a device's recent history.
import type { HttpClient } from './http';
import { type RequestId, requestIdHeaders } from './requestIds';
import { dataPageSchema } from './dataPageSchema';
import { triggerEndpoints } from './triggerEndpoints';
import { triggerRuleSchema, triggerTryResultSchema } from './triggerSchemas';
import type { TriggerRule, TriggerTry, TriggerTryResult, TriggerWrite } from './triggerTypes';
import type { DataPage } from './types';

export type TriggersClient = ReturnType<typeof createTriggersClient>;

/** `http` is the trigger manager's client (base `<app>/svc/trigger`, 30 s timeout). */
export function createTriggersClient(http: HttpClient) {
  const rulePage = dataPageSchema(triggerRuleSchema);
  const write = (method: 'POST' | 'PUT', path: string, organization: string, rule: TriggerWrite, signal: AbortSignal | undefined, requestId: RequestId) =>
    http.request(path, { method, query: { organization }, body: rule, headers: requestIdHeaders(requestId), schema: triggerRuleSchema, signal });

  return {
    list: (organization: string, page: { page: number; pageSize: number }, signal?: AbortSignal): Promise<DataPage<TriggerRule>> =>
      http.request(triggerEndpoints.triggers, { query: { ...page, organization }, schema: rulePage, signal }),

    get: (organization: string, id: string, signal?: AbortSignal): Promise<TriggerRule> =>
      http.request(triggerEndpoints.trigger(id), { query: { organization }, schema: triggerRuleSchema, signal }),

    // Writes carry their request id (src/platform/requestIds.ts): a repeat is answered, not applied again.
    create: (organization: string, rule: TriggerWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<TriggerRule> =>
      write('POST', triggerEndpoints.triggers, organization, rule, signal, requestId),

    update: (organization: string, id: string, rule: TriggerWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<TriggerRule> =>
      write('PUT', triggerEndpoints.trigger(id), organization, rule, signal, requestId),

    remove: async (organization: string, id: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(triggerEndpoints.trigger(id), { method: 'DELETE', query: { organization }, headers: requestIdHeaders(requestId), signal });
    },

    /** A read sent as POST (the drafted rule is its body): it stores nothing, so it carries no request id. */
    tryRule: (organization: string, request: TriggerTry, signal?: AbortSignal): Promise<TriggerTryResult> =>
      http.request(triggerEndpoints.tryRule, { method: 'POST', query: { organization }, body: request, schema: triggerTryResultSchema, signal }),
  };
}

/** The body of PUT for a rule as it is, e.g. to switch it on or off. */
export function triggerWrite({ name, enabled, deviceId, deviceGroups, tag, policy, actions }: TriggerRule): TriggerWrite {
  return { name, enabled, deviceId, deviceGroups, tag, policy, actions };
}
