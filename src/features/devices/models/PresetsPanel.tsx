// The presets of one model (spec §7 device mapping API): each one's device configuration, a new one created in the
// background with its progress, and the organisation's own deleted after confirmation.
import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Model } from '../../../platform/mappingTypes';
import type { PresetSummary } from '../../../platform/presetClient';
import { useAccess } from '../../../portal/portal';
import { CardTable } from '../../../ui/CardTable';
import { ListStatus } from '../../../ui/ListStatus';
import { RowActions } from '../../../ui/RowActions';
import { usePagedList } from '../../../ui/usePagedList';
import { DeviceConfigurationDialog } from './DeviceConfigurationDialog';
import { useModelFlows } from './flows';
import { PresetDialog } from './PresetDialog';

export interface PresetsPanelProps {
  organization: string;
  model: Model;
  onClose: () => void;
}

export function PresetsPanel({ organization, model, onClose }: PresetsPanelProps) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const canCreate = ability?.can('create', 'models') ?? false;
  const canDelete = ability?.can('delete', 'models') ?? false;
  const flows = useModelFlows();
  const { list, stage, page, error, pending, actionError, busy, acting } = usePagedList(() => flows.presets(organization, model.id), { pageSize: 200 });
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<PresetSummary>();
  const deleting = pending?.preset;
  const modelName = `${model.name} ${model.version}`;

  return (
    <section aria-labelledby="model-presets">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="model-presets">
            {t`Presets of ${modelName}`}
          </Title>
          <Group gap="xs">
            {canCreate && <Button onClick={() => setCreating(true)}>{t`New preset`}</Button>}
            <Button variant="default" onClick={onClose}>
              {t`Close presets`}
            </Button>
          </Group>
        </Group>
        <ListStatus
          stage={stage}
          error={error}
          actionError={actionError}
          empty={page && page.totalElements === 0}
          searching={false}
          labels={{
            loading: t`Loading presets`,
            failed: t`The presets could not be loaded`,
            empty: t`This model has no presets yet. A preset tells devices which of their tags feed the model.`,
            noMatch: t`No preset matches.`,
            actionFailed: t`The preset was not deleted`,
          }}
          onRetry={() => list.send({ type: 'user.reload' })}
        />
        {stage !== 'failed' && page && page.items.length > 0 && (
          <CardTable minWidth={480}>
            <Table striped verticalSpacing="xs" aria-label={t`Presets of ${modelName}`} aria-busy={busy || stage === 'loading'}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Preset`}</Table.Th>
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((preset) => (
                  <Table.Tr key={preset.id}>
                    <Table.Th scope="row" fw={600}>
                      {preset.name}
                    </Table.Th>
                    <Table.Td>
                      <RowActions
                        label={t`Actions for ${preset.name}`}
                        actions={[
                          { label: t`Device configuration`, name: t`Device configuration of ${preset.name}`, onClick: () => setShowing(preset) },
                          canDelete &&
                            preset.orgResourceId === organization && {
                              label: t`Delete`,
                              name: t`Delete ${preset.name}`,
                              onClick: () => list.send({ type: 'user.act', action: { kind: 'delete', preset } }),
                              disabled: busy,
                              danger: true,
                            },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
      </Stack>
      {creating && (
        <PresetDialog
          organization={organization}
          model={model}
          onClose={() => {
            setCreating(false);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      {showing && <DeviceConfigurationDialog organization={organization} preset={showing} onClose={() => setShowing(undefined)} />}
      <Modal opened={deleting !== undefined} onClose={() => list.send({ type: 'user.cancel' })} title={t`Delete preset`} closeButtonProps={{ 'aria-label': t`Close` }}>
        <Text>
          <Trans>Delete the preset “{deleting?.name}”? Devices can no longer be configured with it. This cannot be undone.</Trans>
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" disabled={acting} onClick={() => list.send({ type: 'user.cancel' })}>
            {t`Cancel`}
          </Button>
          <Button color="red.9" loading={acting} data-autofocus onClick={() => list.send({ type: 'user.confirm' })}>
            {t`Delete preset`}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
