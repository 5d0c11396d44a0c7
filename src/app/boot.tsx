// Start-up order matters: configuration and locale (the bundled texts asked for together with the configuration),
// then the session (keycloak-js finishes the code exchange and
// cleans the URL) before the guard chain reads the hash (ARCHITECTURE pitfalls: fragment mode + hash routing).
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { activateLocale, preloadMessages, readMessagesFrom } from '../i18n/i18n';
import { ConfigError, loadRuntimeConfig } from '../platform/config';
import { localeFromCookie, pickLocale } from '../platform/locale';
import { startActors } from './actors';
import { App } from './App';
import { splitHash } from '../routes/hashLocation';
import { inspectIfRequested } from './inspector';
import { matchRoute } from '../routes/matchRoute';
import { followHash } from './navigation';
import { createPlatform } from '../portal/platform';
import { sessionKeys } from '../session/browserKeys';
import { isBuilt, prefetchScreen } from './screens';
import { screensAhead } from './screensAhead';
import type { NavTarget } from '../../machines/navigationGuard.machine';
import { useUiStore } from './uiStore';

export async function boot(container: HTMLElement) {
  const root = createRoot(container);
  const locale = pickLocale({ cookie: localeFromCookie(document.cookie), navigatorLanguages: navigator.languages });
  preloadMessages(locale);

  // The configuration first: it may name the host of the translated messages (spec §7 Other).
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    await activateLocale(locale);
    document.getElementById('app-loader')?.remove();
    const { FatalScreen } = await import('./FatalScreen');
    root.render(<FatalScreen detail={error instanceof ConfigError ? error.message : String(error)} />);
    return;
  }

  if (config.messagesUrl) readMessagesFrom({ url: config.messagesUrl, timeout: config.timeouts.http });
  await activateLocale(locale);

  const platform = createPlatform(config);
  // Spec §7 theme by host: an organisation's own host shows its brand from the first screen; the organisation's
  // theme (guard step 6) replaces it once chosen. Without one the default look stays.
  if (platform.hosts.organization) {
    platform.theme
      .hostTheme(location.hostname)
      .then((theme) => {
        if (theme && !useUiStore.getState().theme) useUiStore.getState().setTheme(theme);
      })
      .catch((error: unknown) => console.warn('Host theme not loaded', error));
  }
  // Before keycloak-js reads the address: the answer of an account action is the accounts realm's, not a sign-in.
  // Its code loads only when one is under way, so the entry does not carry it.
  if (sessionStorage.getItem(sessionKeys.accountAction) !== null) await (await import('../session/accountActionAnswer')).keepAccountActionAnswer();
  const publicRoute = matchRoute(splitHash(location.hash).path)?.route.noLogin === true;
  await inspectIfRequested(location.search);
  const actors = startActors(platform, { publicRoute });
  const portal = { platform, actors, isBuilt };

  // The frame state follows the guard chain; the app loader goes after the first navigation (spec §2). Once the
  // person is past the sign-in step, the screens the navigation may end on load while the guard checks it.
  let fetchedFor: NavTarget | undefined;
  actors.guard.subscribe((snapshot) => {
    const { target } = snapshot.context;
    if (snapshot.matches('checking') && target && target !== fetchedFor) {
      fetchedFor = target;
      screensAhead(target).forEach(prefetchScreen);
    }
    const ui = useUiStore.getState();
    ui.setLoading(snapshot.matches('checking'));
    if (snapshot.matches('allowed') && snapshot.context.target) {
      ui.setCurrentPath(snapshot.context.target.path);
      document.getElementById('app-loader')?.remove();
    }
  });

  actors.session.start();
  actors.experimental.start();
  const settled = await waitFor(actors.session, (snapshot) => !snapshot.hasTag('starting'));
  if (settled.matches('fatal')) document.getElementById('app-loader')?.remove();
  if (settled.matches('authenticated') && sessionStorage.getItem(sessionKeys.accountActionOutcome) !== null) {
    const outcome = (await import('../session/accountActionAnswer')).takeAccountActionOutcome();
    if (outcome) useUiStore.getState().showAccountActionOutcome(outcome);
  }
  actors.guard.start();
  followHash(actors.guard, { hostname: platform.hosts.organization, isBuilt });
  // The status page is read once the first screen is on its way: nothing before it needs the notices.
  const notices = import('./noticesActor').then(({ createNoticesActor }) => createNoticesActor(platform).start());
  root.render(<App portal={portal} notices={notices} />);
}
