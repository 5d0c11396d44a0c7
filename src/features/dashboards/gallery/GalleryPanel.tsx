// The organisation's widget gallery (spec §3, §7): its packages with their manifests — the widgets each provides,
// its source file, where it is served — uploaded (replacing one of the same name only when confirmed) and deleted
// (confirmed); and whether the organisation may store dashboard assets. A gallery holds a few packages, all shown at
// once, so the search narrows what is on screen and an upload knows whether it replaces a package.
import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDelete } from '../../../ui/ConfirmDelete';
import { CardTable } from '../../../ui/CardTable';
import { useEffect, useState } from 'react';
import { useAccess } from '../../../portal/portal';
import { ListStatus } from '../../../ui/ListStatus';
import { useDashboardLists } from '../listFlows';
import { usePagedList } from '../../../ui/usePagedList';
import { AssetStorageStatus } from './AssetStorageStatus';
import { GalleryUploadForm } from './GalleryUploadForm';
import { Name, showBidiControls } from '../../../ui/Bidi';

/** One page holds a whole gallery: galleries hold a few packages. */
const pageSize = 500;

export function GalleryPanel({ organization }: { organization: string }) {
  const { t } = useLingui();
  const flows = useDashboardLists();
  const ability = useAccess()?.ability;
  const gallery = usePagedList(flows.gallery, { pageSize });
  const { list, stage, page, pending } = gallery;
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = (page?.items ?? []).filter((row) => needle === '' || [row.name, ...row.widgets].some((text) => text.toLowerCase().includes(needle)));
  // Uploading a new package needs no confirmation; replacing one and deleting do.
  const confirmable = pending !== undefined && (pending.kind === 'delete' || pending.replaces);
  const mayUpload = ability?.can('create', 'dashboards') ?? false;
  const mayDelete = ability?.can('delete', 'dashboards') ?? false;
  // The upload form keeps the file and name as chosen until the package is stored; then a fresh form (its key).
  const [upload, setUpload] = useState({ sent: false, form: 0 });
  const uploaded = upload.sent && !gallery.busy && gallery.actionError === undefined;
  useEffect(() => {
    if (uploaded) setUpload(({ form }) => ({ sent: false, form: form + 1 }));
  }, [uploaded]);

  return (
    <Stack gap="md">
      <AssetStorageStatus organization={organization} />
      {mayUpload && (
        <GalleryUploadForm
          key={upload.form}
          disabled={gallery.busy}
          // The list takes an action once it has read the gallery (and so knows what an upload replaces).
          canSend={stage === 'ready'}
          exists={(name) => page?.items.some((row) => row.name === name) ?? false}
          onUpload={(action) => {
            setUpload({ ...upload, sent: true });
            list.send({ type: 'user.act', action });
          }}
        />
      )}
      <TextInput
        type="search"
        label={t`Search the gallery`}
        placeholder={t`Package or widget name`}
        w={320}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ListStatus
        stage={stage}
        error={gallery.error}
        actionError={gallery.actionError}
        empty={page ? shown.length === 0 : undefined}
        searching={needle !== ''}
        labels={{
          loading: t`Loading the widget gallery`,
          failed: t`The widget gallery could not be loaded`,
          empty: t`The gallery has no widget packages yet. Upload one to offer its widgets in the editor.`,
          noMatch: t`No package or widget matches.`,
          actionFailed: t`The gallery was not changed`,
        }}
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {stage !== 'failed' && shown.length > 0 && (
          <CardTable minWidth={640}>
            <Table striped verticalSpacing="sm" aria-label={t`Widget packages`} aria-busy={gallery.busy || stage === 'loading'}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Package`}</Table.Th>
                  <Table.Th scope="col">{t`Widgets`}</Table.Th>
                  <Table.Th scope="col">{t`Uploaded from`}</Table.Th>
                  {mayDelete && <Table.Th scope="col">{t`Actions`}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row) => (
                  <Table.Tr key={row.name}>
                    <Table.Th scope="row">
                      <Anchor href={row.url} target="_blank" rel="noreferrer" aria-label={t`Download package ${showBidiControls(row.name)}`}>
                        <Name>{row.name}</Name>
                      </Anchor>
                    </Table.Th>
                    <Table.Td>
                      {row.widgets.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          {t`None listed`}
                        </Text>
                      ) : (
                        <Group gap={4}>
                          {row.widgets.map((widget) => (
                            <Badge key={widget} variant="outline" color="gray.7" tt="none">
                              {widget}
                            </Badge>
                          ))}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.source ?? '—'}</Text>
                      {row.images > 0 && (
                        <Text size="xs" c="dimmed">
                          {t`${row.images} images`}
                        </Text>
                      )}
                    </Table.Td>
                    {mayDelete && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="outline"
                          color="red.9"
                          disabled={gallery.busy}
                          aria-label={t`Delete package ${showBidiControls(row.name)}`}
                          onClick={() => list.send({ type: 'user.act', action: { kind: 'delete', name: row.name } })}
                        >
                          {t`Delete`}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
      )}
      <ConfirmDelete
        opened={confirmable && gallery.busy}
        title={pending?.kind === 'upload' ? t`Replace package` : t`Delete package`}
        confirmLabel={pending?.kind === 'upload' ? t`Replace package` : t`Delete package`}
        acting={gallery.acting}
        onCancel={() => {
          setUpload({ ...upload, sent: false });
          list.send({ type: 'user.cancel' });
        }}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        {pending?.kind === 'upload' ? (
          <Trans>The gallery has a package “{showBidiControls(pending.name)}” already. Replace it with {showBidiControls(pending.file.name)}? Dashboards using its widgets get the new ones.</Trans>
        ) : (
          <Trans>Delete the package “{showBidiControls(pending?.name ?? '')}” from the gallery? Dashboards using its widgets can no longer show them. This cannot be undone.</Trans>
        )}
      </ConfirmDelete>
    </Stack>
  );
}
