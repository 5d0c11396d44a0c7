// A language switch from the user menu (spec §3, §5): show it at once, remember it in the cc2locale cookie, and
// save it as the user's locale preference so the next sign-in opens in it. A failed save keeps the switch and
// says so; nothing is reloaded. The new record replaces the stored ones: any other locale preference of the person
// in the organisation is deleted (spec §7 Core "User preferences … DELETE"), since the core API has no update and
// its POST is not documented to replace; otherwise the guard's step 5 could read an older language.
import { msg } from '@lingui/core/macro';
import type { OrganizationSelection } from '../../machines/organizationChoice.machine';
import { activateLocale, i18n } from '../i18n/i18n';
import { createCorePreferencesClient } from '../platform/corePreferencesClient';
import { localePreferenceService } from '../platform/endpoints';
import { describeError } from '../platform/errors';
import type { Locale } from '../platform/locale';
import { newRequestId } from '../platform/requestIds';
import type { Portal } from '../portal/portal';
import { useUiStore } from './uiStore';

export async function switchLocale(portal: Portal, locale: Locale, selection: OrganizationSelection | undefined) {
  await activateLocale(locale);
  const username = portal.actors.session.getSnapshot().context.username;
  const organization = selection?.subOrganization ?? selection?.organization;
  if (!username || !organization) return;
  const { core, coreHttp } = portal.platform;
  try {
    const saved = await core.savePreference({
      serviceName: localePreferenceService,
      username,
      orgResourceId: organization.resourceId,
      value: locale,
    }, undefined, newRequestId());
    const stored = await core.getPreferences({ serviceName: localePreferenceService, username, organization: organization.resourceId });
    await Promise.all(stored.filter(({ id }) => id !== saved.id).map(({ id }) => createCorePreferencesClient(coreHttp).deletePreference(id, undefined, newRequestId())));
  } catch (error) {
    useUiStore.getState().showToast({
      title: i18n._(msg`Your language choice was not saved`),
      message: i18n._(describeError(error)),
    });
  }
}
