// One docked panel of the editor (dockedPanels.ts): its title and the menu that docks it left, right or at the
// bottom, makes it wider or narrower and moves it before the panel above it; what the menu cannot do is not offered.
import { Button, Group, Menu, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Menu.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { panelSize, type Dock, type DockedPanel } from './dockedPanels';
import classes from './editor.module.css';

export interface PanelArrangement {
  dock: (dock: Dock) => void;
  resize: (steps: 1 | -1) => void;
  /** Absent for the first panel of its dock. */
  raise?: () => void;
}

export function DockedPanelFrame({ panel, title, arrange, children }: { panel: DockedPanel; title: string; arrange: PanelArrangement; children: ReactNode }) {
  const { t } = useLingui();
  const dockLabels: Record<Dock, string> = { left: t`Dock on the left`, right: t`Dock on the right`, bottom: t`Dock at the bottom` };
  return (
    <section className={classes.docked} aria-label={title} data-dock={panel.dock} style={panel.dock === 'bottom' ? { width: panel.size } : undefined}>
      <Group justify="space-between" gap="xs" wrap="nowrap" mb="xs">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="compact-xs" variant="subtle">{t`Arrange ${title}`}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {(['left', 'right', 'bottom'] as const)
              .filter((dock) => dock !== panel.dock)
              .map((dock) => (
                <Menu.Item key={dock} onClick={() => arrange.dock(dock)}>
                  {dockLabels[dock]}
                </Menu.Item>
              ))}
            {panel.size < panelSize.max && <Menu.Item onClick={() => arrange.resize(1)}>{t`Wider`}</Menu.Item>}
            {panel.size > panelSize.min && <Menu.Item onClick={() => arrange.resize(-1)}>{t`Narrower`}</Menu.Item>}
            {arrange.raise && <Menu.Item onClick={arrange.raise}>{t`Move up`}</Menu.Item>}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {children}
    </section>
  );
}
