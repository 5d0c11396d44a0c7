// The top bar's menu buttons. They render before the menus' code has loaded, and again inside the loaded menus.
import { Avatar, Button, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ComponentPropsWithRef } from 'react';
import { usePortal } from '../portal';
import { selectSelection, selectUsername } from '../selectors';

export function UserMenuTrigger(props: ComponentPropsWithRef<'button'>) {
  const { t } = useLingui();
  const username = useSelector(usePortal().actors.session, selectUsername) ?? '';
  return (
    <UnstyledButton aria-label={t`User menu for ${username}`} {...props}>
      <Avatar color="gray.0" size="sm" radius="xl">
        {username.slice(0, 2).toUpperCase()}
      </Avatar>
    </UnstyledButton>
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
    <Button variant="subtle" color="gray.0" size="compact-md" aria-label={t`Organization: ${current}`} {...props}>
      {current}
    </Button>
  );
}
