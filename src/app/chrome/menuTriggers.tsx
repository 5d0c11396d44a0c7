// The top bar's menu buttons. They render before the menus' code has loaded, and again inside the loaded menus;
// plain buttons styled by the chrome, so the entry carries no button component. Mantine's Menu.Target hands its
// child a className of its own (empty or not): it is added to the chrome's class, never put in its place, or the
// buttons would turn native grey once their menu has loaded.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ComponentPropsWithRef } from 'react';
import { usePortal } from '../../portal/portal';
import { selectSelection, selectUsername } from '../../portal/selectors';
import classes from './chrome.module.css';
import { showBidiControls, withoutBidiControls } from '../../ui/Bidi';

const withClass = (own: string | undefined, given: string | undefined) => (given ? `${own} ${given}` : own);

export function UserMenuTrigger({ className, ...props }: ComponentPropsWithRef<'button'>) {
  const { t } = useLingui();
  const name = useSelector(usePortal().actors.session, selectUsername) ?? '';
  const username = showBidiControls(name);
  return (
    <button type="button" aria-label={t`User menu for ${username}`} {...props} className={withClass(classes.avatar, className)}>
      {withoutBidiControls(name).slice(0, 2).toUpperCase()}
    </button>
  );
}

export function useOrganizationLabel(): string | undefined {
  const selection = useSelector(usePortal().actors.guard, selectSelection);
  if (!selection) return undefined;
  const { organization, subOrganization } = selection;
  return showBidiControls(subOrganization ? `${organization.label} / ${subOrganization.label}` : organization.label);
}

export function OrganizationTrigger({ className, ...props }: ComponentPropsWithRef<'button'>) {
  const { t } = useLingui();
  const current = useOrganizationLabel() ?? '';
  return (
    <button type="button" aria-label={t`Organization: ${current}`} {...props} className={withClass(classes.barButton, className)}>
      {current}
    </button>
  );
}
