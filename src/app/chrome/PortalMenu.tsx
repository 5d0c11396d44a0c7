// Spec §2 portal menu: opens and closes from the top bar; Ctrl+G opens it too (spec: in the frame context, where
// the embedded app has the focus and the top bar may be hidden).
import { Drawer, NavLink } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useHotkeys } from '@mantine/hooks';
import { menuEntries, sectionLabels } from '../menu';
import { useAccess, useOrgHref } from '../portal';
import { isBuilt } from '../screens';
import { useUiStore } from '../uiStore';

export function PortalMenu() {
  const { t, i18n } = useLingui();
  const access = useAccess();
  const href = useOrgHref();
  const open = useUiStore((state) => state.portalMenuOpen);
  const setOpen = useUiStore((state) => state.setPortalMenuOpen);
  const currentPath = useUiStore((state) => state.currentPath);
  useHotkeys([['ctrl+G', () => setOpen(true)]], []);
  const entries = access ? menuEntries(access, isBuilt) : [];

  return (
    <Drawer opened={open} onClose={() => setOpen(false)} title={t`Portal menu`} size="xs" id="portal-menu">
      <nav aria-label={t`Portal menu`}>
        {entries.map((entry) => (
          <NavLink
            key={entry.section}
            href={href(entry.path)}
            label={i18n._(sectionLabels[entry.section])}
            active={currentPath === entry.path}
            aria-current={currentPath === entry.path ? 'page' : undefined}
            onClick={() => setOpen(false)}
          />
        ))}
      </nav>
    </Drawer>
  );
}
