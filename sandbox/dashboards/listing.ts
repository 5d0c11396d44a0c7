// The list queries of dashboards, widgets and flows (facts §10 FetchDashboardParams): whose, search, order and
// the DataPage envelope. An unknown value is refused with 400 rather than ignored, so a portal typo shows at once.
import type { Whose } from '../../src/platform/dashboardTypes';
import type { DataPage } from '../../src/platform/types';
import { errorResponse } from '../http';
import { dataPage } from '../paging';
import { canSee } from './access';
import type { Shareable } from './state';

const whoseValues: readonly Whose[] = ['ALL', 'MINE', 'SHARED_WITH_ME', 'SHARED_BY_ME'];

interface Listable extends Shareable {
  name: string;
  description: string;
}

function belongs(item: Shareable, username: string, whose: Whose): boolean {
  const shared = item.readers.length > 0 || item.editors.length > 0;
  switch (whose) {
    case 'ALL':
      return canSee(item, username);
    case 'MINE':
      return item.owner === username;
    case 'SHARED_WITH_ME':
      return item.owner !== username && canSee(item, username);
    case 'SHARED_BY_ME':
      return item.owner === username && shared;
  }
}

function oneOf<T extends string>(url: URL, name: string, allowed: readonly T[], fallback: T): T | Response {
  const value = url.searchParams.get(name);
  if (value === null || value === '') return fallback;
  return (allowed as readonly string[]).includes(value)
    ? (value as T)
    : errorResponse(400, `${name} must be one of ${allowed.join(', ')}; got '${value}'`);
}

/**
 * One page of the items of `orgResourceId` the user may see, narrowed by the query (`whose` unless `forced`),
 * ordered by name unless the query says otherwise.
 */
export function listPage<T extends Listable>(
  items: readonly T[],
  request: Request,
  scope: { username: string; orgResourceId: string; whose?: Whose; orderBy?: readonly string[] },
  project: (item: T) => unknown,
): Response | DataPage<unknown> {
  const url = new URL(request.url);
  for (const name of ['page', 'pageSize']) {
    const value = url.searchParams.get(name);
    if (value !== null && !/^\d+$/.test(value)) return errorResponse(400, `${name} must be a non-negative integer`);
  }
  const whose = scope.whose ?? oneOf(url, 'whose', whoseValues, 'ALL');
  const orderBy = oneOf(url, 'orderBy', scope.orderBy ?? ['name', 'updatedAt', 'owner'], 'name');
  const orderDir = oneOf(url, 'orderDir', ['asc', 'desc'], 'asc');
  for (const parsed of [whose, orderBy, orderDir]) if (parsed instanceof Response) return parsed;
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const key = orderBy as keyof Listable;
  const direction = orderDir === 'desc' ? -1 : 1;
  const selected = items
    .filter((item) => item.orgResourceId === scope.orgResourceId && belongs(item, scope.username, whose as Whose))
    .filter((item) => search === '' || `${item.name} ${item.description}`.toLowerCase().includes(search))
    .sort((a, b) => {
      const [left, right] = [a[key], b[key]];
      const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
      return direction * (order === 0 ? a.id.localeCompare(b.id) : order);
    });
  const page = dataPage(selected, url);
  return { ...page, data: page.data.map(project) };
}
