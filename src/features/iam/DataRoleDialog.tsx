// A data role created or changed in a dialog over the list: its name, description and whether it is in force, and
// the model paths it may read or read and write. One model's paths are shown at a time (the models the organisation
// sees, as the models tab lists them); what was chosen on the other models stays and is summed up below.
import { List, NativeSelect, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ModelPathPermission } from '../../platform/iamTypes';
import type { Model } from '../../platform/mappingTypes';
import { CardTable } from '../../ui/CardTable';
import type { RoleDialogProps } from './RoleDialog';
import { pathAccess, roleWriteOf, withPathAccess, type PathAccess } from './roleForm';
import { RoleFormDialog } from './RoleFormDialog';
import { useRoleKindFlows } from './roleKindFlows';
import { nameOption } from '../../ui/Bidi';

const accessLabels: Record<PathAccess, MessageDescriptor> = {
  NONE: msg`No access`,
  R: msg`Read`,
  RW: msg`Read and write`,
};
const accesses: readonly PathAccess[] = ['NONE', 'R', 'RW'];

export function DataRoleDialog({ organization, roleId, onSaved, onClose }: RoleDialogProps) {
  const { t } = useLingui();
  const flows = useRoleKindFlows();
  return (
    <RoleFormDialog
      title={roleId === undefined ? t`New data role` : t`Edit data role`}
      loadingLabel={t`Loading the role and the models`}
      flow={() => flows.dataRoleForm(organization, roleId)}
      initialGrants={(data) => data.modelPaths}
      grantsField={(data, chosen, onChange, disabled) => <ModelPathsField models={data.models} chosen={chosen} disabled={disabled} onChange={onChange} />}
      draftOf={(values, modelPaths) => ({ role: roleWriteOf(values, { type: 'DATA' }), modelPaths })}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

interface ModelPathsFieldProps {
  models: readonly Model[];
  chosen: ModelPathPermission[];
  disabled: boolean;
  onChange: (chosen: ModelPathPermission[]) => void;
}

function ModelPathsField({ models, chosen, disabled, onChange }: ModelPathsFieldProps) {
  const { t, i18n } = useLingui();
  // Open on the first model the role reads something of, else on the first model.
  const [modelId, setModelId] = useState(() => (models.find((model) => chosen.some((permission) => permission.modelId === model.id)) ?? models[0])?.id);
  const model = models.find((candidate) => candidate.id === modelId);
  const modelName = (id: string) => {
    const found = models.find((candidate) => candidate.id === id);
    return found ? `${found.name} ${found.version}` : id;
  };
  const elsewhere = [...new Set(chosen.map((permission) => permission.modelId))].filter((id) => id !== modelId);
  if (models.length === 0) return <Text size="sm" c="dimmed">{t`This organization sees no models yet: a data role gives access to their paths.`}</Text>;
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t`Model`}
        description={t`Choose the paths of one model at a time; the others' stay as chosen.`}
        data={models.map((candidate) => nameOption(candidate.id, `${candidate.name} ${candidate.version}`))}
        value={modelId}
        onChange={(event) => setModelId(event.currentTarget.value)}
      />
      {model && (
        <CardTable minWidth={320}>
          <Table verticalSpacing={4} aria-label={t`Paths of ${model.name} ${model.version}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t`Path`}</Table.Th>
                <Table.Th scope="col">{t`Access`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.keys(model.json.properties).map((path) => (
                <Table.Tr key={path}>
                  <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
                    {path}
                  </Table.Th>
                  <Table.Td>
                    <NativeSelect
                      aria-label={t`Access to ${path}`}
                      data={accesses.map((access) => ({ value: access, label: i18n._(accessLabels[access]) }))}
                      disabled={disabled}
                      value={pathAccess(chosen, model.id, path)}
                      onChange={(event) => onChange(withPathAccess(chosen, model.id, path, event.currentTarget.value as PathAccess))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CardTable>
      )}
      {elsewhere.length > 0 && (
        <Stack gap={2}>
          <Text size="sm">{t`Also chosen:`}</Text>
          <List size="sm">
            {elsewhere.map((id) => {
              const count = chosen.filter((permission) => permission.modelId === id).length;
              const name = modelName(id);
              return <List.Item key={id}>{t({ message: plural(count, { one: `${name}: # path`, other: `${name}: # paths` }) })}</List.Item>;
            })}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
