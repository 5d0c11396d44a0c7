// Providers around the shell: theme from the organisation, translations, the portal context.
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { i18n } from '../i18n/i18n';
import { PortalContext, type Portal } from '../portal/portal';
import { selectSessionExpired } from '../portal/selectors';
import { SignInContext } from '../ui/signIn';
import type { NoticesActor } from './noticesActor';
import { Shell } from './Shell';
import { cssVariablesFor, mantineThemeFor } from './theme';
import { useUiStore } from './uiStore';

export function App({ portal, notices }: { portal: Portal; notices: Promise<NoticesActor> }) {
  const theme = useUiStore((state) => state.theme);
  const mantineTheme = useMemo(() => mantineThemeFor(theme), [theme]);
  const cssVariables = useMemo(() => cssVariablesFor(theme), [theme]);
  // An expired-session message anywhere offers to sign in again, when the session statechart would take it now.
  const { session } = portal.actors;
  const canSignIn = useSelector(session, (snapshot) => snapshot.can({ type: 'user.signIn' }));
  const prompting = useSelector(session, selectSessionExpired);
  const signIn = useMemo(
    () => ({ signIn: canSignIn ? () => session.send({ type: 'user.signIn' }) : undefined, prompting }),
    [canSignIn, prompting, session],
  );

  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider
        theme={mantineTheme}
        cssVariablesResolver={cssVariables}
        defaultColorScheme="light"
        deduplicateCssVariables={false}
      >
        <PortalContext.Provider value={portal}>
          <SignInContext value={signIn}>
            <Shell notices={notices} />
          </SignInContext>
        </PortalContext.Provider>
      </MantineProvider>
    </I18nProvider>
  );
}
