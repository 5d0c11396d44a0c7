// The top bar's menu buttons. They render before the menus' code has loaded, and again inside the loaded menus;
// plain buttons styled by the chrome, so the entry carries no button component.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ComponentPropsWithRef } from 'react';
import { usePortal } from '../../portal/portal';
import { selectSelection, selectUsername } from '../../portal/selectors';
import classes from './chrome.module.css';

export function UserMenuTrigger(props: ComponentPropsWithRef<'button'>) {
  const { t } = useLingui();
  const username = useSelector(usePortal().actors.session, selectUsername) ?? '';
  return (
    <button type="button" className={classes.avatar} aria-label={t`User menu for ${username}`} {...props}>
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

export function OrganizationTrigger(props: ComponentPropsWithRef<'button'>) {
  const { t } = useLingui();
  const current = useOrganizationLabel() ?? '';
  return (
    <button type="button" className={classes.barButton} aria-label={t`Organization: ${current}`} {...props}>
      {current}
    </button>
  );
}
