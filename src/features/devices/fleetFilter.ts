// What /devices shows, kept in the URL's query so a link or a reload opens the same view: the search (`q`), the
// narrowing by model, connection and tag, and the order. The same values travel to the service as its query.
import type { DeviceOrder, DeviceSearchQuery } from '../../platform/mappingTypes';

export type FleetOrder = 'label' | '-label' | 'modelName';

export interface FleetFilter {
  model?: string;
  connected?: boolean;
  tag?: string;
  order: FleetOrder;
}

export const fleetOrders: readonly FleetOrder[] = ['label', '-label', 'modelName'];
const defaultOrder: FleetOrder = 'label';

/** The filter a query names; what is absent or not understood is left out. */
export function fleetFilterFromSearch(search: string): FleetFilter {
  const query = new URLSearchParams(search);
  const connected = query.get('connected');
  const order = query.get('order') as FleetOrder | null;
  return {
    ...(query.get('model') ? { model: query.get('model') as string } : {}),
    ...(connected === 'true' || connected === 'false' ? { connected: connected === 'true' } : {}),
    ...(query.get('tag') ? { tag: query.get('tag') as string } : {}),
    order: order && fleetOrders.includes(order) ? order : defaultOrder,
  };
}

/** Writes the filter into `query`, leaving out what is the default. */
export function writeFleetFilter(query: URLSearchParams, filter: FleetFilter): void {
  for (const key of ['model', 'connected', 'tag', 'order']) query.delete(key);
  if (filter.model) query.set('model', filter.model);
  if (filter.connected !== undefined) query.set('connected', String(filter.connected));
  if (filter.tag) query.set('tag', filter.tag);
  if (filter.order !== defaultOrder) query.set('order', filter.order);
}

/** The filter as the paged list's named subset (a query string), and back. */
export const fleetFilterKey = (filter: FleetFilter): string => {
  const query = new URLSearchParams();
  writeFleetFilter(query, filter);
  return query.toString();
};

/** The service's query for one page under `filter`. */
export function deviceSearchQuery(filter: FleetFilter, page: { page: number; pageSize: number; search: string }): DeviceSearchQuery {
  const descending = filter.order.startsWith('-');
  return {
    page: page.page,
    pageSize: page.pageSize,
    search: page.search.trim() || undefined,
    orderBy: filter.order.replace('-', '') as DeviceOrder,
    orderDir: descending ? 'desc' : 'asc',
    model: filter.model,
    connected: filter.connected,
    tag: filter.tag,
  };
}
