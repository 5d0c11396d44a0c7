// The role's application permissions chosen as spec §6's action × resource grid: one checkbox per permission the
// platform lists, named by its resource and action, and the names the portal does not know below it.
import { Checkbox, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ApplicationPermission } from '../../platform/iamTypes';
import { CardTable } from '../../ui/CardTable';
import { actionLabels, resourceLabels } from '../../ui/permissionLabels';
import { permissionGrid } from './permissionGrid';

export interface PermissionGridProps {
  permissions: readonly ApplicationPermission[];
  chosen: readonly number[];
  disabled?: boolean;
  onChange: (chosen: number[]) => void;
}

export function PermissionGridField({ permissions, chosen, disabled, onChange }: PermissionGridProps) {
  const { t, i18n } = useLingui();
  const grid = useMemo(() => permissionGrid(permissions), [permissions]);
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((candidate) => candidate !== id));

  return (
    <Stack gap="xs">
      <CardTable minWidth={640}>
        <Table verticalSpacing={4} horizontalSpacing="xs" aria-label={t`Permissions`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Resource`}</Table.Th>
              {grid.actions.map((action) => (
                <Table.Th scope="col" key={action}>
                  {i18n._(actionLabels[action])}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.resources.map((resource) => {
              const resourceName = i18n._(resourceLabels[resource]);
              return (
                <Table.Tr key={resource}>
                  <Table.Th scope="row">{resourceName}</Table.Th>
                  {grid.actions.map((action) => {
                    const permission = grid.cell.get(`${resource}:${action}`);
                    const actionName = i18n._(actionLabels[action]);
                    return (
                      <Table.Td key={action}>
                        {permission && (
                          <Checkbox
                            aria-label={t`${resourceName}: ${actionName}`}
                            checked={chosen.includes(permission.id)}
                            disabled={disabled}
                            onChange={(event) => toggle(permission.id, event.currentTarget.checked)}
                          />
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </CardTable>
      {grid.others.length > 0 && (
        <Stack gap={4} role="group" aria-label={t`Other permissions`}>
          <Text size="sm" fw={600}>{t`Other permissions`}</Text>
          {grid.others.map((permission) => (
            <Checkbox
              key={permission.id}
              label={permission.name}
              checked={chosen.includes(permission.id)}
              disabled={disabled}
              onChange={(event) => toggle(permission.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
