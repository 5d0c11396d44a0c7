// Spec §2/§5 user menu: who is signed in (name and email from userinfo, spec §7), their account, language,
// experimental features, sign out. Loaded on first use (DeferredMenu).
import { Menu } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Menu.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { loadSectionMessages } from '../../i18n/i18n';
import { switchValue } from '../../../machines/experimentalFeatures';
import type { Locale } from '../../platform/locale';
import { offeredLocales } from '../offeredLocales';
import { localeChoice } from '../locale';
import { useUiStore } from '../uiStore';
import { usePortal } from '../../portal/portal';
import { selectUsername } from '../../portal/selectors';
import type { DeferredMenuProps } from './DeferredMenu';
import { UserMenuTrigger } from './menuTriggers';
import { PersonDetails } from './PersonDetails';

/** Each language names itself, so a person who cannot read the current one still finds theirs. */
export const localeNames: Record<Locale, string> = {
  'en-US': 'English',
  'de-DE': 'Deutsch',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'it-IT': 'Italiano',
};

// Behind the `developerUi` switch; a feature's dialog, so it speaks from the sections' catalog.
const DeveloperDetails = lazy(async () => (await Promise.all([import('../../features/developer/DeveloperDetails'), loadSectionMessages()]))[0]);

export default function UserMenu({ defaultOpened }: DeferredMenuProps) {
  const { t, i18n } = useLingui();
  const portal = usePortal();
  const { session, experimental } = portal.actors;
  const username = useSelector(session, selectUsername);
  const openAccount = useUiStore((state) => state.setAccountOpen);
  // Joined so the selector answers a value, not a new array each time.
  const offered = useSelector(experimental, ({ context }) =>
    offeredLocales((key) => switchValue(context.stored, context.policy, key), i18n.locale).join(' '),
  ).split(' ') as Locale[];
  const developerUi = useSelector(experimental, ({ context }) => switchValue(context.stored, context.policy, 'developerUi'));
  const [developerOpen, setDeveloperOpen] = useState(false);
  if (!username) return null;

  return (
    <>
      <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
        <Menu.Target>
          <UserMenuTrigger />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{username}</Menu.Label>
          <Suspense fallback={null}>
            <PersonDetails />
          </Suspense>
          <Menu.Item onClick={() => openAccount(true)}>{t`My account…`}</Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t`Language`}</Menu.Label>
          {offered.map((locale) => (
            <Menu.Item
              key={locale}
              lang={locale}
              aria-current={i18n.locale === locale ? 'true' : undefined}
              fw={i18n.locale === locale ? 700 : undefined}
              onClick={() => localeChoice(portal).send({ type: 'locale.choose', locale })}
            >
              {localeNames[locale]}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => experimental.send({ type: 'keys.select' })}>{t`Experimental features…`}</Menu.Item>
          {developerUi && <Menu.Item onClick={() => setDeveloperOpen(true)}>{t`Developer details…`}</Menu.Item>}
          <Menu.Item color="red" onClick={() => session.send({ type: 'user.signOut' })}>
            {t`Sign out`}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {developerOpen && (
        <Suspense fallback={null}>
          <DeveloperDetails onClose={() => setDeveloperOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
