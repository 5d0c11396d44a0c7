// Spec §8 "Organisation init fails", loaded only then: the person is told which organisation cannot be entered, and
// the browser opens the same route on the host without the organisation prefix (acme.app.<domain> → app.<domain>),
// where the organisation is chosen as on any plain host.
import { t } from '@lingui/core/macro';

export function leaveOrganizationHost(
  { organization, route }: { organization: string; route: string },
  appOrigin: string,
  page: Pick<Window, 'alert' | 'location'> = window,
): void {
  // The page is left at once, so an in-page message would not be read: the browser's own alert holds it until
  // the person has seen it (spec: "Alert").
  page.alert(t`Cannot navigate to organization ''${organization}''.`);
  page.location.assign(`${appOrigin}${page.location.pathname}${page.location.search}#${route}`);
}
