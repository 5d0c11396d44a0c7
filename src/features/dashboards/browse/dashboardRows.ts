// The dashboard lists' rows and row actions (spec §2 /directaccess and /flows): a dashboard with whether it is the
// person's default (the dashboard service's user preference, spec §3), and what may be done to it from the list.
import type { ListSort } from '../../../../machines/pagedList.machine';
import type { DashboardItem, Whose } from '../../../platform/dashboardTypes';

export interface DashboardRow {
  dashboard: DashboardItem;
  /** The id of the preference that makes this dashboard the person's default; absent when it is not. */
  defaultPreference?: string;
}

export type DashboardAction =
  | { kind: 'rename'; dashboard: DashboardItem; name: string; description: string }
  | { kind: 'delete'; dashboard: DashboardItem }
  | { kind: 'setDefault'; dashboard: DashboardItem }
  | { kind: 'clearDefault'; dashboard: DashboardItem; preference: string };

/** Whose dashboards a list shows (facts §10 `whose`); the list's named subset. */
export const whoseFilters = ['ALL', 'MINE', 'SHARED_WITH_ME'] as const satisfies readonly Whose[];
export type WhoseFilter = (typeof whoseFilters)[number];

export const isWhoseFilter = (value: string | undefined): value is WhoseFilter =>
  (whoseFilters as readonly string[]).includes(value ?? '');

/** The orders the lists offer, by a key the view labels. */
export const dashboardSorts = {
  nameAsc: { by: 'name', dir: 'asc' },
  nameDesc: { by: 'name', dir: 'desc' },
  updatedDesc: { by: 'updatedAt', dir: 'desc' },
  owner: { by: 'owner', dir: 'asc' },
} as const satisfies Record<string, ListSort>;
export type DashboardSortKey = keyof typeof dashboardSorts;

export const dashboardSortKey = (sort: ListSort | undefined): DashboardSortKey =>
  (Object.keys(dashboardSorts) as DashboardSortKey[]).find(
    (key) => dashboardSorts[key].by === sort?.by && dashboardSorts[key].dir === sort.dir,
  ) ?? 'nameAsc';
