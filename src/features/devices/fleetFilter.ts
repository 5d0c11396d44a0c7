// What /devices shows, kept in the URL's query so a link or a reload opens the same view: the search (`q`), the
// narrowing by model, connection, tag, preset, group, worst open alarm and remote-access state, and the order. The same values travel to the service as its query.
import { alarmSeverities } from '../../platform/alarmRules';
import { deviceVpnStates, type DeviceOrder, type DeviceSearchQuery, type DeviceVpnState } from '../../platform/mappingTypes';

export type FleetOrder = 'label' | '-label' | 'modelName';

export interface FleetFilter {
  model?: string;
  connected?: boolean;
  tag?: string;
  /** A preset's id. */
  preset?: string;
  /** A device group's id. */
  group?: string;
  /** The worst open alarm is at least this severity. */
  severity?: number;
  vpn?: DeviceVpnState;
  order: FleetOrder;
}

export const fleetOrders: readonly FleetOrder[] = ['label', '-label', 'modelName'];
const defaultOrder: FleetOrder = 'label';

/** The filter a query names; what is absent or not understood is left out. */
export function fleetFilterFromSearch(search: string): FleetFilter {
  const query = new URLSearchParams(search);
  const connected = query.get('connected');
  const order = query.get('order') as FleetOrder | null;
  const severity = alarmSeverities.find((level) => String(level) === query.get('severity'));
  const vpn = deviceVpnStates.find((state) => state === query.get('vpn'));
  return {
    ...(query.get('model') ? { model: query.get('model') as string } : {}),
    ...(connected === 'true' || connected === 'false' ? { connected: connected === 'true' } : {}),
    ...(query.get('tag') ? { tag: query.get('tag') as string } : {}),
    ...(query.get('preset') ? { preset: query.get('preset') as string } : {}),
    ...(query.get('group') ? { group: query.get('group') as string } : {}),
    ...(severity !== undefined ? { severity } : {}),
    ...(vpn ? { vpn } : {}),
    order: order && fleetOrders.includes(order) ? order : defaultOrder,
  };
}

/** Writes the filter into `query`, leaving out what is the default. */
export function writeFleetFilter(query: URLSearchParams, filter: FleetFilter): void {
  for (const key of ['model', 'connected', 'tag', 'preset', 'group', 'severity', 'vpn', 'order']) query.delete(key);
  if (filter.model) query.set('model', filter.model);
  if (filter.connected !== undefined) query.set('connected', String(filter.connected));
  if (filter.tag) query.set('tag', filter.tag);
  if (filter.preset) query.set('preset', filter.preset);
  if (filter.group) query.set('group', filter.group);
  if (filter.severity !== undefined) query.set('severity', String(filter.severity));
  if (filter.vpn) query.set('vpn', filter.vpn);
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
    preset: filter.preset,
    group: filter.group,
    severity: filter.severity,
    vpn: filter.vpn,
  };
}

/** How many filters narrow the fleet now: the search text and each filter chosen (the order narrows nothing). */
export function filtersInForce(filter: FleetFilter, search: string): number {
  const { order: _order, ...narrowing } = filter;
  return Number(search.trim() !== '') + Object.values(narrowing).filter((value) => value !== undefined).length;
}
