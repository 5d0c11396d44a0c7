// The `models` tab of /devices (section data-configure, docs/decisions.md "Models, presets and groups"): the model
// versions the organisation sees, paged and searched by name on the server; a model created, edited or saved as a new
// version, shared with sub-organisations (or no longer) or deleted (confirmed) as the person's permissions allow; the paths of all
// models searched; the versions and the presets of the model chosen; and the model paths registered for data roles.
import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Model } from '../../../platform/mappingTypes';
import { useAccess } from '../../../portal/portal';
import { CardTable } from '../../../ui/CardTable';
import { ListStatus } from '../../../ui/ListStatus';
import { Pager } from '../../../ui/Pager';
import { Owner } from './Owner';
import { RowActions } from '../../../ui/RowActions';
import { usePagedList } from '../../../ui/usePagedList';
import { useModelFlows } from './flows';
import { ModelDialog } from './ModelDialog';
import { PathSearch } from './PathSearch';
import { ModelVersions } from './ModelVersions';
import { PresetsPanel } from './PresetsPanel';
import { RegisteredPaths } from './RegisteredPaths';
import { ClampedText } from '../../../ui/ClampedText';

const pageSize = 20;

/** `organization`: the resourceId the mappings service names it by; `organizationId`: the core's numeric id. */
export default function ModelsTab({ organization, organizationId }: { organization: string; organizationId: number }) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const canCreate = ability?.can('create', 'models') ?? false;
  const canUpdate = ability?.can('update', 'models') ?? false;
  const canDelete = ability?.can('delete', 'models') ?? false;
  const flows = useModelFlows();
  const { list, stage, page, query, error, pending, actionError, busy, acting } = usePagedList(() => flows.models(organization), { pageSize });
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ editing?: Model }>();
  const [chosen, setChosen] = useState<Model>();
  const [versionsOf, setVersionsOf] = useState<Model>();
  const deleting = pending?.kind === 'delete' ? pending.model : undefined;
  const own = (model: Model) => model.orgResourceId === organization;
  const label = (model: Model) => `${model.name} ${model.version}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t`Search models`}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            list.send({ type: 'user.search', search: event.currentTarget.value });
          }}
        />
        {canCreate && <Button onClick={() => setDialog({})}>{t`New model`}</Button>}
      </Group>
      <ListStatus
        stage={stage}
        error={error}
        actionError={actionError}
        empty={page && page.totalElements === 0}
        searching={query.search.trim() !== ''}
        labels={{
          loading: t`Loading models`,
          failed: t`The models could not be loaded`,
          empty: t`This organization has no models yet. A model names the data its devices send.`,
          noMatch: t`No model matches the search.`,
          actionFailed: t`The model was not changed`,
        }}
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {stage !== 'failed' && page && page.items.length > 0 && (
        <>
          <CardTable minWidth={720}>
            <Table striped verticalSpacing="sm" aria-label={t`Models`} aria-busy={busy || stage === 'loading'}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Model`}</Table.Th>
                  <Table.Th scope="col">{t`Paths`}</Table.Th>
                  <Table.Th scope="col">{t`Owner`}</Table.Th>
                  <Table.Th scope="col">{t`Shared with sub-organizations`}</Table.Th>
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((model) => {
                  const name = label(model);
                  const paths = Object.keys(model.json.properties);
                  return (
                    <Table.Tr key={model.id}>
                      <Table.Th scope="row" fw={600}>
                        {name}
                      </Table.Th>
                      <Table.Td>
                        <ClampedText size="sm" text={paths.join(', ')} />
                      </Table.Td>
                      <Table.Td>
                        <Owner owner={model.orgResourceId} organization={organization} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{model.subOrgsEnabledToView ? t`Yes` : t`No`}</Text>
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          label={t`Actions for ${name}`}
                          actions={[
                            { label: t`Versions`, name: t`Versions of ${name}`, onClick: () => setVersionsOf(model) },
                            { label: t`Presets`, name: t`Presets of ${name}`, onClick: () => setChosen(model) },
                            canUpdate && own(model) && { label: t`Edit`, name: t`Edit ${name}`, onClick: () => setDialog({ editing: model }), disabled: busy },
                            canCreate && !own(model) && {
                              label: t`New version`,
                              name: t`New version of ${name}`,
                              onClick: () => setDialog({ editing: model }),
                              disabled: busy,
                            },
                            canUpdate && own(model) && {
                              label: model.subOrgsEnabledToView ? t`Stop sharing` : t`Share`,
                              name: model.subOrgsEnabledToView ? t`Stop sharing ${name} with sub-organizations` : t`Share ${name} with sub-organizations`,
                              onClick: () => list.send({ type: 'user.act', action: { kind: 'share', model, shared: !model.subOrgsEnabledToView } }),
                              disabled: busy,
                            },
                            canDelete && own(model) && {
                              label: t`Delete`,
                              name: t`Delete ${name}`,
                              onClick: () => list.send({ type: 'user.act', action: { kind: 'delete', model } }),
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
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={page.totalElements}
            label={t`Pages of models`}
            disabled={stage !== 'ready' || busy}
            onPage={(number) => list.send({ type: 'user.page', page: number })}
          />
        </>
      )}
      {versionsOf && (
        <ModelVersions key={versionsOf.id} organization={organization} model={versionsOf} onClose={() => setVersionsOf(undefined)} />
      )}
      {chosen && (
        <PresetsPanel key={chosen.id} organization={organization} model={chosen} onClose={() => setChosen(undefined)} />
      )}
      <PathSearch organization={organization} />
      <RegisteredPaths organization={organization} organizationId={organizationId} />
      {dialog && (
        <ModelDialog
          organization={organization}
          editing={dialog.editing}
          own={dialog.editing === undefined || own(dialog.editing)}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      <Modal opened={deleting !== undefined} onClose={() => list.send({ type: 'user.cancel' })} title={t`Delete model`} closeButtonProps={{ 'aria-label': t`Close` }}>
        <Text>
          <Trans>Delete the model “{deleting && label(deleting)}”? Dashboards and presets built on it can no longer use it. This cannot be undone.</Trans>
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" disabled={acting} onClick={() => list.send({ type: 'user.cancel' })}>
            {t`Cancel`}
          </Button>
          <Button
            color="red.9"
            loading={acting}
            data-autofocus
            onClick={() => {
              if (deleting?.id === chosen?.id) setChosen(undefined);
              if (deleting?.id === versionsOf?.id) setVersionsOf(undefined);
              list.send({ type: 'user.confirm' });
            }}
          >
            {t`Delete model`}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
