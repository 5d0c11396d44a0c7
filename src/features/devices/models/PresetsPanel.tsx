// The presets of one model (spec §7 device mapping API): each one's device configuration and owner, a new one
// created in the background with its progress, and the organisation's own shared with its sub-organisations (which
// see it where they see the model) or deleted after confirmation.
import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
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
import { PagedListBody } from '../../../ui/PagedListBody';
import { RowActions } from '../../../ui/RowActions';
import { usePagedList } from '../../../ui/usePagedList';
import { DeviceConfigurationDialog } from './DeviceConfigurationDialog';
import { useModelFlows } from './flows';
import { Owner } from './Owner';
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
  const canUpdate = ability?.can('update', 'models') ?? false;
  const canDelete = ability?.can('delete', 'models') ?? false;
  const flows = useModelFlows();
  const paged = usePagedList(() => flows.presets(organization, model.id), { pageSize: 200 });
  const { list, pending, acting } = paged;
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<PresetSummary>();
  const deleting = pending?.kind === 'delete' ? pending.preset : undefined;
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
        <PagedListBody
          paged={paged}
          searching={false}
          labels={{
            loading: t`Loading presets`,
            failed: t`The presets could not be loaded`,
            empty: t`This model has no presets yet. A preset tells devices which of their tags feed the model.`,
            actionFailed: t`The preset was not changed`,
          }}
          pagerLabel={t`Pages of presets`}
        >
          {(items, rowsBusy) => (
            <CardTable minWidth={560}>
              <Table striped verticalSpacing="xs" aria-label={t`Presets of ${modelName}`} aria-busy={rowsBusy}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t`Preset`}</Table.Th>
                    <Table.Th scope="col">{t`Owner`}</Table.Th>
                    <Table.Th scope="col">{t`Shared with sub-organizations`}</Table.Th>
                    <Table.Th scope="col">{t`Actions`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((preset) => {
                    const own = preset.orgResourceId === organization;
                    return (
                      <Table.Tr key={preset.id}>
                        <Table.Th scope="row" fw={600}>
                          {preset.name}
                        </Table.Th>
                        <Table.Td>
                          <Owner owner={preset.orgResourceId} organization={organization} />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{preset.subOrgsEnabledToView ? t`Yes` : t`No`}</Text>
                        </Table.Td>
                        <Table.Td>
                          <RowActions
                            label={t`Actions for ${preset.name}`}
                            actions={[
                              { label: t`Device configuration`, name: t`Device configuration of ${preset.name}`, onClick: () => setShowing(preset) },
                              canUpdate &&
                                own && {
                                  label: preset.subOrgsEnabledToView ? t`Stop sharing` : t`Share`,
                                  name: preset.subOrgsEnabledToView
                                    ? t`Stop sharing ${preset.name} with sub-organizations`
                                    : t`Share ${preset.name} with sub-organizations`,
                                  onClick: () => list.send({ type: 'user.act', action: { kind: 'share', preset, shared: !preset.subOrgsEnabledToView } }),
                                  disabled: rowsBusy,
                                },
                              canDelete &&
                                own && {
                                  label: t`Delete`,
                                  name: t`Delete ${preset.name}`,
                                  onClick: () => list.send({ type: 'user.act', action: { kind: 'delete', preset } }),
                                  disabled: rowsBusy,
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
          )}
        </PagedListBody>
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
