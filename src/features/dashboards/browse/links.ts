// Links inside the portal that keep the organisation (useOrgHref) and carry further query parameters, such as a
// dashboard's version or the devices of its slots.
import { useOrgHref } from '../../../portal/portal';

/** `href` (`#/path` or `#/path?org=1`) with the parameters added; undefined values are left out. */
export function withQuery(href: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.append(name, value);
  const extra = query.toString();
  if (extra === '') return href;
  return `${href}${href.includes('?') ? '&' : '?'}${extra}`;
}

/** The portal's dashboard links (spec §2 routes). */
export function useDashboardLinks() {
  const href = useOrgHref();
  const dashboard = (id: string) => `/dashboards/${encodeURIComponent(id)}`;
  return {
    view: (id: string, version?: string) => withQuery(href(dashboard(id)), { version }),
    edit: (id: string) => href(`${dashboard(id)}/edit`),
    /** The editor of a dashboard just created. */
    editNew: (id: string) => href(`${dashboard(id)}/new`),
    flow: (flowId: string, stepId?: string, query: Record<string, string | undefined> = {}) =>
      withQuery(href(`/flow/${encodeURIComponent(flowId)}${stepId === undefined ? '' : `/${encodeURIComponent(stepId)}`}`), query),
  };
}
