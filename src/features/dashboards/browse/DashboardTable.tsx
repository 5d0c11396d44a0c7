// One page of dashboards: each with its owner, whether the person may edit it and whether it is their default, a
// link to open it, one to edit it when they may, and a menu of what else they may do.
import { Anchor, Badge, Button, Group, Menu, Table } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { DateTime } from '../../../ui/DateTime';
import { CardTable } from '../../../ui/CardTable';
import type { PortalAbility } from '../../../session/ability';
import { itemAccess } from './access';
import type { DashboardRow } from './dashboardRows';
import { useDashboardLinks } from './links';
import { Name, showBidiControls } from '../../../ui/Bidi';
import { ClampedText } from '../../../ui/ClampedText';

/** What the menu opens or does for one dashboard. */
export type DashboardCommand = 'rename' | 'versions' | 'share' | 'export' | 'setDefault' | 'clearDefault' | 'delete';

export interface DashboardTableProps {
  rows: DashboardRow[];
  /** Names the table, e.g. "Dashboards" or "Composed widgets". */
  label: string;
  username: string | undefined;
  ability: PortalAbility | undefined;
  /** An action is under way or awaits confirmation: no other may start. */
  busy: boolean;
  onCommand: (command: DashboardCommand, row: DashboardRow) => void;
}

export function DashboardTable({ rows, label, username, ability, busy, onCommand }: DashboardTableProps) {
  const { t } = useLingui();
  const links = useDashboardLinks();

  return (
    <CardTable minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Name`}</Table.Th>
            <Table.Th scope="col">{t`Owner`}</Table.Th>
            <Table.Th scope="col">{t`Your access`}</Table.Th>
            <Table.Th scope="col">{t`Updated`}</Table.Th>
            <Table.Th scope="col">{t`Actions`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const { dashboard } = row;
            const access = itemAccess(dashboard, username, ability);
            const isDefault = row.defaultPreference !== undefined;
            return (
              <Table.Tr key={dashboard.id}>
                <Table.Th scope="row" fw={600}>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor href={links.view(dashboard.id)}>
                      <Name>{dashboard.name}</Name>
                    </Anchor>
                    {isDefault && (
                      <Badge color="teal.9" miw="max-content">{t`Default`}</Badge>
                    )}
                  </Group>
                  {dashboard.description && (
                    <ClampedText size="sm" c="dimmed" fw={400} text={dashboard.description} />
                  )}
                </Table.Th>
                <Table.Td>{access.isOwner ? t`You (${showBidiControls(dashboard.owner)})` : <Name>{dashboard.owner}</Name>}</Table.Td>
                <Table.Td>{access.mayEdit ? t`Can edit` : t`Read only`}</Table.Td>
                <Table.Td>
                  <DateTime value={dashboard.updatedAt} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {access.mayEdit && (
                      <Button component="a" href={links.edit(dashboard.id)} size="xs" variant="default" aria-label={t`Edit ${showBidiControls(dashboard.name)}`}>
                        {t`Edit`}
                      </Button>
                    )}
                    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
                      <Menu.Target>
                        <Button size="xs" variant="default" disabled={busy} aria-label={t`More actions for ${showBidiControls(dashboard.name)}`}>
                          {t`More`}
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {access.mayEdit && <Menu.Item onClick={() => onCommand('rename', row)}>{t`Rename`}</Menu.Item>}
                        <Menu.Item onClick={() => onCommand('versions', row)}>{t`Versions`}</Menu.Item>
                        {access.mayShare && <Menu.Item onClick={() => onCommand('share', row)}>{t`Share`}</Menu.Item>}
                        <Menu.Item onClick={() => onCommand('export', row)}>{t`Export data as CSV`}</Menu.Item>
                        {isDefault ? (
                          <Menu.Item onClick={() => onCommand('clearDefault', row)}>{t`Remove as my default`}</Menu.Item>
                        ) : (
                          <Menu.Item onClick={() => onCommand('setDefault', row)}>{t`Set as my default`}</Menu.Item>
                        )}
                        {access.mayDelete && (
                          <Menu.Item color="red.8" onClick={() => onCommand('delete', row)}>
                            {t`Delete`}
                          </Menu.Item>
                        )}
                      </Menu.Dropdown>
                    </Menu>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </CardTable>
  );
}
