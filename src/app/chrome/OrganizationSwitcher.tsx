// Spec §2 organisation and sub-organisation switcher. Switching goes through the selector, whose choice runs the
// guard chain again with a new organisation token. Loaded on first use (DeferredMenu).
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
import { guardPaths } from '../../../machines/navigationGuard.machine';
import { usePortal } from '../../portal/portal';
import { selectSelection } from '../../portal/selectors';
import { useUiStore } from '../uiStore';
import type { DeferredMenuProps } from './DeferredMenu';
import { OrganizationTrigger } from './menuTriggers';

const selectorHref = (query: Record<string, string>) => `#${guardPaths.selector}?${new URLSearchParams(query).toString()}`;

export default function OrganizationSwitcher({ defaultOpened }: DeferredMenuProps) {
  const { t } = useLingui();
  const { actors } = usePortal();
  const selection = useSelector(actors.guard, selectSelection);
  const currentPath = useUiStore((state) => state.currentPath);
  if (!selection) return null;
  const { organization, subOrganization } = selection;
  const back = currentPath === guardPaths.selector ? guardPaths.home : currentPath;

  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <OrganizationTrigger />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t`Organization`}</Menu.Label>
        <Menu.Item component="a" href={selectorHref({ redirectTo: back })}>
          {t`Switch organization…`}
        </Menu.Item>
        <Menu.Item component="a" href={selectorHref({ subOrg: String(organization.id), redirectTo: back })}>
          {t`Choose a sub-organization of ${organization.label}…`}
        </Menu.Item>
        {subOrganization && (
          <Menu.Item component="a" href={`#${back}?org=${organization.id}`}>
            {t`Leave ${subOrganization.label}`}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
