// What a person does to a flow from the flow list; editing and sharing open their own dialogs.
import type { Flow } from '../../../platform/dashboardTypes';

export type FlowAction = { kind: 'delete'; flow: Flow };

/** Whose flows the list shows: the service lists every visible flow, or the person's own. */
export const flowFilters = ['ALL', 'MINE'] as const;
export type FlowFilter = (typeof flowFilters)[number];
