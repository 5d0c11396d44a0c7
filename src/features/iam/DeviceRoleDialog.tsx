// A device role created or changed in a dialog over the list: its name, description and whether it is in force, and
// its level (none, regular user, administrator) on each of the organisation's security policies.
import { NativeSelect, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { deviceRolePermissions } from '../../platform/iamRules';
import type { DeviceRolePermission, SecurityPolicy } from '../../platform/iamTypes';
import { CardTable } from '../../ui/CardTable';
import type { RoleDialogProps } from './RoleDialog';
import { deviceGroupPermissionsOf, deviceLevels, roleWriteOf, type DeviceLevels } from './roleForm';
import { Name, showBidiControls } from '../../ui/Bidi';
import { RoleFormDialog } from './RoleFormDialog';
import { useRoleKindFlows } from './roleKindFlows';

const deviceLevelLabels: Record<DeviceRolePermission, MessageDescriptor> = {
  NONE: msg`No access`,
  REGULAR_USER: msg`Regular user`,
  ADMINISTRATOR: msg`Administrator`,
};

export function DeviceRoleDialog({ organization, roleId, onSaved, onClose }: RoleDialogProps) {
  const { t } = useLingui();
  const flows = useRoleKindFlows();
  return (
    <RoleFormDialog
      title={roleId === undefined ? t`New device role` : t`Edit device role`}
      loadingLabel={t`Loading the role and the security policies`}
      flow={() => flows.deviceRoleForm(organization, roleId)}
      initialGrants={(data) => deviceLevels(data.role)}
      grantsField={(data, levels, onChange, disabled) => <DeviceLevelsField policies={data.policies} levels={levels} disabled={disabled} onChange={onChange} />}
      draftOf={(values, levels) => roleWriteOf(values, { type: 'DEVICE', deviceGroupPermissions: deviceGroupPermissionsOf(levels) })}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

interface DeviceLevelsFieldProps {
  policies: readonly SecurityPolicy[];
  levels: DeviceLevels;
  disabled: boolean;
  onChange: (levels: DeviceLevels) => void;
}

/** A level per security policy; a policy left at "No access" is not sent. */
function DeviceLevelsField({ policies, levels, disabled, onChange }: DeviceLevelsFieldProps) {
  const { t, i18n } = useLingui();
  const options = deviceRolePermissions.map((level) => ({ value: level, label: i18n._(deviceLevelLabels[level]) }));
  if (policies.length === 0) {
    return <Text size="sm" c="dimmed">{t`This organization has no security policies yet: create them in Users and permissions, Security policies.`}</Text>;
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t`Devices of each security policy`}
      </Text>
      <CardTable minWidth={320}>
        <Table verticalSpacing={4} aria-label={t`Level on each security policy`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Security policy`}</Table.Th>
              <Table.Th scope="col">{t`Level`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {policies.map((policy) => (
              <Table.Tr key={policy.id}>
                <Table.Th scope="row" fw={400}>
                  <Name>{policy.name}</Name>
                </Table.Th>
                <Table.Td>
                  <NativeSelect
                    aria-label={t`Level on ${showBidiControls(policy.name)}`}
                    data={options}
                    disabled={disabled}
                    value={levels[policy.id] ?? 'NONE'}
                    onChange={(event) => onChange({ ...levels, [policy.id]: event.currentTarget.value as DeviceRolePermission })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </CardTable>
    </Stack>
  );
}
