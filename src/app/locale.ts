// A language switch from the user menu (spec §3, §5; machines/localeChoice.machine.ts with its real effects): show it
// at once, remember it in the cc2locale cookie, and save it as the user's locale preference so the next sign-in opens
// in it. A failed save keeps the switch and says so; nothing is reloaded. The new record replaces the stored ones: any
// other locale preference of the person in the organisation is deleted (spec §7 Core "User preferences … DELETE"),
// since the core API has no update and its POST is not documented to replace; otherwise the guard's step 5 could read
// an older language. One flow per portal, started with the menu's first choice and living on after the menu closes.
import { msg } from '@lingui/core/macro';
import { fromPromise, type Actor } from 'xstate';
import { createLocaleChoiceMachine } from '../../machines/localeChoice.machine';
import { activateLocale, i18n } from '../i18n/i18n';
import { createActor } from '../platform/actorFactory';
import { createCorePreferencesClient } from '../platform/corePreferencesClient';
import { localePreferenceService } from '../platform/endpoints';
import { describeError, isPlatformError } from '../platform/errors';
import { normalizeLocale } from '../platform/locale';
import { newRequestId } from '../platform/requestIds';
import { effectiveOrganization } from '../portal/access';
import type { Portal } from '../portal/portal';
import { useUiStore } from './uiStore';

type LocaleChoice = Actor<ReturnType<typeof createLocaleChoiceMachine>>;
const started = new WeakMap<Portal, LocaleChoice>();

/** The portal's language flow: the user menu sends it `locale.choose`. */
export function localeChoice(portal: Portal): LocaleChoice {
  const running = started.get(portal);
  if (running) return running;
  const actor = createActor(
    createLocaleChoiceMachine('localeChoice').provide({
      actors: {
        show: fromPromise<void, string>(async ({ input }) => {
          const locale = normalizeLocale(input);
          if (locale) await activateLocale(locale);
        }),
        save: fromPromise<void, string>(({ input, signal }) => saveLocale(portal, input, signal)),
      },
      actions: {
        // An expired session's reason is the sign-in prompt's to say, once.
        notSaved: (_, { error }) =>
          useUiStore.getState().showToast({
            title: i18n._(msg`Your language choice was not saved`),
            ...(!isPlatformError(error, 'unauthorized') && { message: i18n._(describeError(error)) }),
          }),
      },
    }),
  );
  started.set(portal, actor);
  actor.start();
  return actor;
}

/** Keeps `locale` as the person's only locale preference in the organisation they work in. */
async function saveLocale(portal: Portal, locale: string, signal: AbortSignal) {
  const username = portal.actors.session.getSnapshot().context.username;
  const selection = portal.actors.guard.getSnapshot().context.selection;
  if (!username || !selection) return;
  const organization = effectiveOrganization(selection);
  const { core, coreHttp } = portal.platform;
  const saved = await core.savePreference(
    { serviceName: localePreferenceService, username, orgResourceId: organization.resourceId, value: locale },
    signal,
    newRequestId(),
  );
  const stored = await core.getPreferences({ serviceName: localePreferenceService, username, organization: organization.resourceId }, signal);
  const preferences = createCorePreferencesClient(coreHttp);
  await Promise.all(stored.filter(({ id }) => id !== saved.id).map(({ id }) => preferences.deletePreference(id, signal, newRequestId())));
}
