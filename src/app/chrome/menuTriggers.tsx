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

const withClass = (own: string | undefined, given: string | undefined) => (given ? `${own} ${given}` : own);

export function UserMenuTrigger({ className, ...props }: ComponentPropsWithRef<'button'>) {
  const { t } = useLingui();
  const username = useSelector(usePortal().actors.session, selectUsername) ?? '';
  return (
    <button type="button" aria-label={t`User menu for ${username}`} {...props} className={withClass(classes.avatar, className)}>
      {username.slice(0, 2).toUpperCase()}
    </button>
  );
}

export function useOrganizationLabel(): string | undefined {
  const selection = useSelector(usePortal().actors.guard, selectSelection);
  if (!selection) return undefined;
  const { organization, subOrganization } = selection;
  return subOrganization ? `${organization.label} / ${subOrganization.label}` : organization.label;
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
