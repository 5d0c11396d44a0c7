// What a person is told on arriving home instead of a route they may not open (spec §5 sends them there): which
// page and why. Loaded only when that happens, with the sections' texts, so the entry carries none of it.
import { msg } from '@lingui/core/macro';
import type { Denial } from '../../routes/routeAccess';
import { i18n, loadSectionMessages } from '../../i18n/i18n';

export async function deniedRouteToast(page: string, reason: Exclude<Denial, 'role'>): Promise<{ title: string; message: string }> {
  await loadSectionMessages();
  const message = {
    permission: msg`Your permissions in this organization do not include ${page}. An administrator of the organization can give them to you.`,
    iot: msg`${page} needs the IoT services, which this organization does not have.`,
    vpn: msg`${page} needs remote access (VPN), which this organization does not have.`,
    store: msg`${page} is not available: the app store is not enabled for this organization.`,
  }[reason];
  return { title: i18n._(msg`${page} could not be opened`), message: i18n._(message) };
}
