// One page of a dashboard's versions, newest first: which is current and which is the latest (the LATEST alias),
// who saved each and when, and what the person may do with each; two may be picked for a comparison.
import { Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { CardTable } from '../../../ui/CardTable';
import type { DashboardVersion } from '../../../platform/dashboardTypes';
import type { VersionAction } from './versionActions';
import { RowActions } from '../../../ui/RowActions';
import { Name } from '../../../ui/Bidi';
import { DateTime } from '../../../ui/DateTime';

export interface VersionTableProps {
  versions: DashboardVersion[];
  /** The newest version of all (the first of the first page), which LATEST names. */
  latest: string | undefined;
  canEdit: boolean;
  busy: boolean;
  /** Versions picked for the comparison. */
  picked: string[];
  onPick: (version: string, on: boolean) => void;
  /** A link to the viewer at a version, or undefined when `onOpen` is used instead. */
  href?: (version: string) => string;
  onOpen?: (version: string) => void;
  onAction: (action: VersionAction) => void;
}

export function VersionTable({ versions, latest, canEdit, busy, picked, onPick, href, onOpen, onAction }: VersionTableProps) {
  const { t } = useLingui();

  return (
    <CardTable minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t`Versions`} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Compare`}</Table.Th>
            <Table.Th scope="col">{t`Version`}</Table.Th>
            <Table.Th scope="col">{t`Saved`}</Table.Th>
            <Table.Th scope="col">{t`Actions`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((entry) => {
            const { version } = entry;
            return (
              <Table.Tr key={version}>
                <Table.Td>
                  <Checkbox
                    aria-label={t`Compare version ${version}`}
                    checked={picked.includes(version)}
                    onChange={(event) => onPick(version, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Th scope="row">
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{t`Version ${version}`}</Text>
                    {entry.current && <Badge color="teal.9" miw="max-content">{t`Current`}</Badge>}
                    {version === latest && <Badge color="indigo.9" miw="max-content">{t`Latest`}</Badge>}
                  </Group>
                  {entry.description && (
                    <Text size="sm" c="dimmed" fw={400}>
                      {entry.description}
                    </Text>
                  )}
                  {entry.parentVersion && (
                    <Text size="xs" c="dimmed" fw={400}>
                      {t`From version ${entry.parentVersion}`}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>
                  <Text size="sm">
                    <DateTime value={entry.creationDate} />
                  </Text>
                  <Text size="sm" c="dimmed">
                    <Name>{entry.author}</Name>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RowActions
                    label={t`Actions for version ${version}`}
                    actions={[
                      {
                        label: t({ message: 'Open', context: 'action' }),
                        name: t`Open version ${version}`,
                        ...(href ? { href: href(version) } : { onClick: () => onOpen?.(version) }),
                      },
                      canEdit && !entry.current && {
                        label: t`Make current`,
                        name: t`Make version ${version} current`,
                        onClick: () => onAction({ kind: 'makeCurrent', version }),
                        disabled: busy,
                      },
                      canEdit && {
                        label: t`New version from it`,
                        name: t`New version from version ${version}`,
                        onClick: () => onAction({ kind: 'derive', from: version }),
                        disabled: busy,
                      },
                      canEdit && !entry.current && {
                        label: t`Delete`,
                        name: t`Delete version ${version}`,
                        onClick: () => onAction({ kind: 'delete', version }),
                        disabled: busy,
                        danger: true,
                      },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </CardTable>
  );
}
