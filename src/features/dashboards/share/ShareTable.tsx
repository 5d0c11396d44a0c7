// The people in the sharing draft: each one's permission, changed or taken away per person, or for a selection.
import { Button, Checkbox, Group, NativeSelect, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SharePermission } from '../../../platform/dashboardTypes';
import { permissionLabels } from './permissionLabels';
import type { ShareEntry } from './shareList';
import { Name } from '../../../ui/Bidi';

export interface ShareTableProps {
  entries: ShareEntry[];
  disabled: boolean;
  onGrant: (users: string[], permission: SharePermission) => void;
  onRevoke: (users: string[]) => void;
}

export function ShareTable({ entries, disabled, onGrant, onRevoke }: ShareTableProps) {
  const { t, i18n } = useLingui();
  const [picked, setPicked] = useState<string[]>([]);
  // A selection holds only people still in the list.
  const selected = picked.filter((user) => entries.some((entry) => entry.user === user));
  const allSelected = entries.length > 0 && selected.length === entries.length;
  const toggle = (user: string, on: boolean) => setPicked(on ? [...selected, user] : selected.filter((name) => name !== user));
  const permissions = (['r', 'r/w'] as const).map((value) => ({ value, label: i18n._(permissionLabels[value]) }));
  const forSelection = (change: () => void) => () => {
    change();
    setPicked([]);
  };

  if (entries.length === 0) return <Text role="status">{t`It is not shared with anyone.`}</Text>;

  return (
    <Stack>
      <Group gap="xs" aria-label={t`Change the selected people`} role="group">
        <Text size="sm">{t({ message: plural(selected.length, { one: '# selected:', other: '# selected:' }) })}</Text>
        <Button size="xs" variant="default" disabled={disabled || selected.length === 0} onClick={forSelection(() => onGrant(selected, 'r'))}>
          {t`Make readers`}
        </Button>
        <Button size="xs" variant="default" disabled={disabled || selected.length === 0} onClick={forSelection(() => onGrant(selected, 'r/w'))}>
          {t`Make editors`}
        </Button>
        <Button size="xs" variant="outline" color="red.8" disabled={disabled || selected.length === 0} onClick={forSelection(() => onRevoke(selected))}>
          {t`Remove`}
        </Button>
      </Group>
      <Table verticalSpacing="xs" aria-label={t`People it is shared with`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              <Checkbox
                aria-label={t`Select everyone`}
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                disabled={disabled}
                onChange={(event) => setPicked(event.currentTarget.checked ? entries.map((entry) => entry.user) : [])}
              />
            </Table.Th>
            <Table.Th scope="col">{t`User`}</Table.Th>
            <Table.Th scope="col">{t`Permission`}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t`Remove`}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map(({ user, permission }) => (
            <Table.Tr key={user}>
              <Table.Td>
                <Checkbox
                  aria-label={t`Select ${user}`}
                  checked={selected.includes(user)}
                  disabled={disabled}
                  onChange={(event) => toggle(user, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Th scope="row">
                <Name>{user}</Name>
              </Table.Th>
              <Table.Td>
                <NativeSelect
                  aria-label={t`Permission of ${user}`}
                  size="xs"
                  value={permission}
                  data={permissions}
                  disabled={disabled}
                  onChange={(event) => onGrant([user], event.currentTarget.value as SharePermission)}
                />
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="outline" color="red.9" disabled={disabled} aria-label={t`Remove ${user}`} onClick={() => onRevoke([user])}>
                  {t`Remove`}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
