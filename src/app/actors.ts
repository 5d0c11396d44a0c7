// The composition root of behaviour: each machine gets its real effects here and is started once.
import { createActor } from '../platform/actorFactory';
import { fromCallback, fromPromise } from 'xstate';
import type { RemoteAccessSiteEvent } from '../../machines/remoteAccessSite.machine';
import { experimentalSwitchesMachine } from '../../machines/experimentalSwitches.machine';
import { parseStoredSwitches, serialiseSwitches, experimentalStorageKey } from '../../machines/experimentalFeatures';
import { navigationGuardMachine, selectionKey, type GuardFailure } from '../../machines/navigationGuard.machine';
import { sessionMachine } from '../../machines/session.machine';
import { shortcutListener } from '../features/experimental/shortcutListener';
import { activateLocale, activeLocale } from '../i18n/i18n';
import { resolveRealm } from '../platform/config';
import { localePreferenceService } from '../platform/endpoints';
import { normalizeLocale } from '../platform/locale';
import {
  clearSelectedOrganization,
  clearSignOutKeys,
  sessionKeys,
  storeSelectedOrganization,
} from '../session/browserKeys';
import { createIdentity } from '../session/identity';
import { decideRoute } from './decideRoute';
import { redirectFrom } from './navigation';
import { accessFor, effectiveOrganization as effective } from '../portal/access';
import type { PortalActors } from '../portal/actors';
import { provideOrganizationChoice } from '../portal/organizationChoice';
import { provideOrganizationTokenStep } from '../portal/organizationTokenStep';
import { newRequestId } from '../platform/requestIds';
import { createReadAhead } from '../portal/readAhead';
import type { OrganizationSelection } from '../../machines/organizationChoice.machine';
import type { Platform } from '../portal/platform';
import { isBuilt } from './screens';
import { useUiStore } from './uiStore';

export function startActors(platform: Platform, { publicRoute }: { publicRoute: boolean }): PortalActors {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        resolveRealm: fromPromise(() =>
          resolveRealm({
            organization: platform.hosts.organization,
            cookies: document.cookie,
            config: platform.config,
            loginInfo: (hostname) => platform.core.loginInfo(hostname),
            cache: sessionStorage,
          }),
        ),
        initIdentity: fromPromise(async ({ input }) => {
          const identity = createIdentity({
            url: platform.hosts.identityBase,
            realm: input.realm,
            clientId: platform.config.clientId,
            pkce: platform.config.pkce,
          });
          platform.setIdentity(identity);
          const authenticated = await identity.init(input.publicRoute);
          return { authenticated, username: identity.username() };
        }),
        refreshToken: fromPromise(({ input }) => platform.identity()?.refresh(input.minValidity) ?? Promise.resolve()),
        signOut: fromPromise(async () => {
          clearSignOutKeys(localStorage, sessionStorage);
          await platform.identity()?.signOut();
        }),
        // Spec §4/§7: the name login's site session, its machine and client loaded with the first thing it is told.
        remoteAccessSite: fromCallback<RemoteAccessSiteEvent>(({ receive, sendBack }) => {
          let site: Promise<{ send: (event: RemoteAccessSiteEvent) => void; stop: () => void }> | undefined;
          receive((event) => {
            site ??= import('./remoteAccessSite').then(({ startRemoteAccessSite }) =>
              startRemoteAccessSite(platform, () => sendBack({ type: 'remoteAccess.signedOut' })),
            );
            void site.then((actor) => actor.send(event));
          });
          return () => void site?.then((actor) => actor.stop());
        }),
      },
      actions: {
        redirectToSignIn: () => void platform.identity()?.signIn(),
        logRefreshFailure: (_, { error }) => console.warn('Error retrieving standard token', error),
      },
    }),
    { input: { publicRoute } },
  );

  // The services refuse the session even after a renewal: stop and ask the person to sign in.
  platform.serviceTokens.onExpired(() => session.send({ type: 'session.expired' }));

  // Spec §4 steps 4–6 read together once the token is ready; each step takes its answer in order (readAhead.ts).
  const ahead = createReadAhead();
  const localeQuery = (selection: OrganizationSelection) => ({
    serviceName: localePreferenceService,
    username: session.getSnapshot().context.username ?? '',
    organization: effective(selection).resourceId,
  });
  const readAgreements = (signal: AbortSignal) => platform.core.agreementsCheck(signal);
  const readLocale = (selection: OrganizationSelection) => (signal: AbortSignal) => platform.core.getPreferences(localeQuery(selection), signal);
  const readTheme = (selection: OrganizationSelection) => (signal: AbortSignal) =>
    platform.theme.organizationTheme(effective(selection).resourceId, signal);
  const aheadOr = <T,>(kind: string, selection: OrganizationSelection, read: (signal: AbortSignal) => Promise<T>, signal: AbortSignal) =>
    ahead.take<T>(`${kind} ${selectionKey(selection)}`) ?? read(signal);

  const guard = createActor(
    navigationGuardMachine.provide({
      // An expired session stays signed in for the guard: the shell asks the person to sign in again, with a
      // button, instead of the guard sending them away to the identity provider (which could refuse again).
      guards: { isSignedIn: () => (['authenticated', 'expired'] as const).some((state) => session.getSnapshot().matches(state)) },
      actors: {
        resolveOrganization: provideOrganizationChoice(platform, 'guard'),
        acquireOrganizationToken: provideOrganizationTokenStep(platform),
        checkAgreements: fromPromise(async ({ input, signal }) => (await aheadOr('agreements', input, readAgreements, signal)).types),
        syncLocale: fromPromise(async ({ input, signal }) => {
          const query = localeQuery(input);
          const [preference] = await aheadOr('locale', input, readLocale(input), signal);
          const locale = normalizeLocale(preference?.value);
          if (locale) await activateLocale(locale);
          else await platform.core.savePreference({ ...query, orgResourceId: query.organization, value: activeLocale() }, signal, newRequestId());
        }),
        loadTheme: fromPromise(async ({ input, signal }) => {
          useUiStore.getState().setTheme(await aheadOr('theme', input, readTheme(input), signal));
        }),
        authorizeRoute: fromPromise(async ({ input }) => decideRoute(input, accessFor(platform, input.selection), isBuilt)),
      },
      actions: {
        navigate: ({ context }, { to }) => redirectFrom(context.target, to),
        requestSignIn: () => session.send({ type: 'user.signIn' }),
        clearSelection: () => clearSelectedOrganization(localStorage, sessionStorage),
        storeLoginError: (_, { failure }: { failure: GuardFailure }) =>
          sessionStorage.setItem(sessionKeys.loginError, JSON.stringify(failure)),
        storeSelection: (_, { selection }) =>
          storeSelectedOrganization(localStorage, selectionKey(selection).split(',').map(Number)),
        readAhead: (_, { selection, steps }) => {
          ahead.clear();
          const key = selectionKey(selection);
          if (steps.agreements) ahead.start(`agreements ${key}`, readAgreements);
          if (steps.locale) ahead.start(`locale ${key}`, readLocale(selection));
          if (steps.theme) ahead.start(`theme ${key}`, readTheme(selection));
        },
        leaveOrganizationHost: (_, params) =>
          void import('./organizationHost').then(({ leaveOrganizationHost }) => leaveOrganizationHost(params, platform.hosts.appOrigin)),
      },
    }),
  );

  const experimental = createActor(
    experimentalSwitchesMachine.provide({
      actors: { shortcutListener },
      actions: {
        persist: (_, { stored }) => localStorage.setItem(experimentalStorageKey, serialiseSwitches(stored)),
        reload: () => location.reload(),
      },
    }),
    {
      input: { stored: parseStoredSwitches(localStorage.getItem(experimentalStorageKey)), policy: platform.config.experimental },
    },
  );

  // A theme saved here or in another tab: the chrome takes the selected organisation's theme as it is now. Loaded
  // after the first screen (the entry's budget); a theme saved before then is read by the guard anyway.
  void import('../portal/themeChanged').then(({ onThemeChanged }) =>
    onThemeChanged(() => {
      const selection = guard.getSnapshot().context.selection;
      if (selection === undefined) return;
      platform.theme.organizationTheme(effective(selection).resourceId).then(
        (theme) => useUiStore.getState().setTheme(theme),
        // The theme it has stays; the guard reads it again with the next organisation or reload.
        () => {},
      );
    }),
  );

  return { session, guard, experimental };
}
