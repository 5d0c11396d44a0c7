// Spec §4 dashboard versions: the list (current one and LATEST marked), opening one, making one current, deleting
// one that is not current (confirmed), deriving a new version from one, and comparing two widget by widget. Used
// from the dashboard lists and from the viewer's and editor's toolbars.
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
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
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { latestVersion } from '../../../platform/dashboardTypes';
import { ConfirmDelete } from '../../../ui/ConfirmDelete';
import { usePhoneWidth } from '../../../ui/phone';
import { useDashboardLinks } from '../browse/links';
import { useDashboardLists } from '../listFlows';
import { PagedListBody } from '../../../ui/PagedListBody';
import { usePagedList } from '../../../ui/usePagedList';
import { VersionCompare } from './VersionCompare';
import wrappingButton from '../../../ui/wrappingButton.module.css';
import { VersionTable } from './VersionTable';

export interface VersionsDialogProps {
  dashboardId: string;
  /** The dashboard's name, for the title. */
  name: string;
  /** Owner or editor with the permission to update dashboards: versions may be made current, derived, deleted. */
  canEdit: boolean;
  /** Opens a version where the dialog is used (the viewer switches to it); without it, versions are links. */
  onOpen?: (version: string) => void;
  onClose: () => void;
}

const pageSize = 20;

export function VersionsDialog({ dashboardId, name, canEdit, onOpen, onClose }: VersionsDialogProps) {
  const { t } = useLingui();
  // Phones (spec §9): the whole screen, its versions as cards.
  const phone = usePhoneWidth();
  const flows = useDashboardLists();
  const links = useDashboardLinks();
  const versions = usePagedList(() => flows.versions(dashboardId), { pageSize });
  const { list, page, query, pending } = versions;
  // Up to two versions for the comparison; picking a third lets go of the first picked.
  const [picked, setPicked] = useState<string[]>([]);
  const [compared, setCompared] = useState<[string, string]>();
  const deleting = pending?.kind === 'delete' ? pending : undefined;
  // The service lists versions newest first, so the first of the first page is the one LATEST names.
  const latest = query.page === 0 ? page?.items[0]?.version : undefined;
  const ordered = [...picked].sort((a, b) => Number(a) - Number(b)) as [string, string];

  return (
    <Modal opened onClose={onClose} size="xl" fullScreen={phone} title={t`Versions of “${name}”`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm">{t`People who open the dashboard see its current version; the latest is the one saved last.`}</Text>
          {onOpen ? (
            <Button size="xs" variant="default" onClick={() => onOpen(latestVersion)}>{t`Open the latest`}</Button>
          ) : (
            <Anchor size="sm" href={links.view(dashboardId, latestVersion)}>{t`Open the latest`}</Anchor>
          )}
        </Group>
        <PagedListBody
          paged={versions}
          labels={{
            loading: t`Loading versions`,
            failed: t`The versions could not be loaded`,
            empty: t`This dashboard has no versions.`,
            noMatch: t`This dashboard has no versions.`,
            actionFailed: t`The change was not saved`,
          }}
          searching={false}
          pagerLabel={t`Pages of versions`}
        >
          {(items, busy) => (
            <VersionTable
              versions={items}
              latest={latest}
              canEdit={canEdit}
              busy={busy}
              picked={picked}
              onPick={(version, on) => setPicked(on ? [...picked, version].slice(-2) : picked.filter((each) => each !== version))}
              {...(onOpen ? { onOpen } : { href: (version: string) => links.view(dashboardId, version) })}
              onAction={(action) => list.send({ type: 'user.act', action })}
            />
          )}
        </PagedListBody>
        <Group>
          <Button variant="default" classNames={wrappingButton} disabled={picked.length !== 2} onClick={() => setCompared(ordered)}>
            {picked.length === 2 ? t`Compare versions ${ordered[0]} and ${ordered[1]}` : t`Pick two versions to compare`}
          </Button>
        </Group>
        {compared && <VersionCompare key={compared.join('→')} dashboardId={dashboardId} from={compared[0]} to={compared[1]} />}
      </Stack>
      <ConfirmDelete
        opened={deleting !== undefined}
        title={t`Delete version`}
        confirmLabel={t`Delete version`}
        acting={versions.acting}
        onCancel={() => list.send({ type: 'user.cancel' })}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        <Trans>Delete version {deleting?.version} of “{name}”? This cannot be undone.</Trans>
      </ConfirmDelete>
    </Modal>
  );
}
