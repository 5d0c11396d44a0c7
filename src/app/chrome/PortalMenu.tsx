// Spec §2 portal menu: the sections the user may use, in a drawer opened from the top bar or with Ctrl+G.
// Loaded when first opened: nothing of it is needed before the first screen.
import { Drawer, NavLink } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { entryCurrent, menuEntries, sectionLabels } from '../menu';
import { useAccess, useOrgHref } from '../../portal/portal';
import { isBuilt } from '../screens';
import { useUiStore } from '../uiStore';

export default function PortalMenu() {
  const { t, i18n } = useLingui();
  const access = useAccess();
  const href = useOrgHref();
  const open = useUiStore((state) => state.portalMenuOpen);
  const setOpen = useUiStore((state) => state.setPortalMenuOpen);
  const currentPath = useUiStore((state) => state.currentPath);
  const entries = access ? menuEntries(access, isBuilt) : [];

  return (
    <Drawer
      opened={open}
      onClose={() => setOpen(false)}
      title={t`Portal menu`}
      size="xs"
      id="portal-menu"
      closeButtonProps={{ 'aria-label': t`Close portal menu` }}
    >
      <nav aria-label={t`Portal menu`}>
        {entries.map((entry) => {
          const current = entryCurrent(entry, currentPath);
          return (
            <NavLink
              key={entry.section}
              href={href(entry.path)}
              label={i18n._(sectionLabels[entry.section])}
              active={current !== undefined}
              aria-current={current}
              onClick={() => setOpen(false)}
            />
          );
        })}
      </nav>
    </Drawer>
  );
}
