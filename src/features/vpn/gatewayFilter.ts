// What the gateways list shows, kept in the URL's query so a link or a reload opens the same view: the status
// (`status`) and the order by name (`order`). The name typed travels as the list's search, the rest as its filter.
import { gatewayStatusFilters, type GatewayStatusFilter, type GatewaysQuery } from '../../platform/vpnTypes';

export interface GatewayFilter {
  status: GatewayStatusFilter;
  descending: boolean;
}

/** The filter a query names; what is absent or not understood is the default (all, A to Z). */
export function gatewayFilterFromKey(search: string): GatewayFilter {
  const query = new URLSearchParams(search);
  const status = query.get('status') as GatewayStatusFilter | null;
  return {
    status: status !== null && gatewayStatusFilters.includes(status) ? status : 'all',
    descending: query.get('order') === 'desc',
  };
}

/** Writes the filter into `query`, leaving out what is the default. */
export function writeGatewayFilter(query: URLSearchParams, filter: GatewayFilter): void {
  query.delete('status');
  query.delete('order');
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.descending) query.set('order', 'desc');
}

/** The filter as the paged list's named subset (a query string). */
export function gatewayFilterKey(filter: GatewayFilter): string {
  const query = new URLSearchParams();
  writeGatewayFilter(query, filter);
  return query.toString();
}

/** The service's query for one page under `filter`, the name typed as its `nameFilter`. */
export function gatewaysQuery(filter: GatewayFilter, page: { page: number; pageSize: number; search: string }): GatewaysQuery {
  return {
    page: page.page,
    pageSize: page.pageSize,
    status: filter.status,
    nameFilter: page.search.trim() || undefined,
    sortDir: filter.descending ? 'DESC' : 'ASC',
  };
}
