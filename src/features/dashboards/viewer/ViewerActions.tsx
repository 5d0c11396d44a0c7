// The viewer's toolbar: edit, versions, share and CSV export, each as the person's access allows.
import { Button, Group } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { navigate } from '../../../routes/hashLocation';
import { ExportDialog } from '../browse/ExportDialog';
import type { ItemAccess } from '../browse/access';
import { useDashboardLinks } from '../browse/links';
import type { LoadedDashboard } from '../loadedDashboard';
import { ShareDialog } from '../share/ShareDialog';
import { VersionsDialog } from '../versions/VersionsDialog';

type Dialog = 'versions' | 'share' | 'export';

export function ViewerActions({ loaded, access, slotDevices }: { loaded: LoadedDashboard; access: ItemAccess; slotDevices: Record<string, string> }) {
  const { t } = useLingui();
  const links = useDashboardLinks();
  const [dialog, setDialog] = useState<Dialog>();
  const { id, name } = loaded.item;
  const close = () => setDialog(undefined);
  return (
    <Group gap="xs">
      {access.mayEdit ? (
        <Button size="xs" variant="light" component="a" href={links.edit(id)}>
          {t`Edit`}
        </Button>
      ) : null}
      <Button size="xs" variant="default" onClick={() => setDialog('versions')}>{t`Versions`}</Button>
      {access.mayShare ? <Button size="xs" variant="default" onClick={() => setDialog('share')}>{t`Share`}</Button> : null}
      <Button size="xs" variant="default" onClick={() => setDialog('export')}>{t`Export CSV`}</Button>
      {dialog === 'versions' ? (
        <VersionsDialog
          dashboardId={id}
          name={name}
          canEdit={access.mayEdit}
          onOpen={(version) => {
            close();
            navigate(links.view(id, version).slice(1));
          }}
          onClose={close}
        />
      ) : null}
      {dialog === 'share' ? <ShareDialog kind="dashboard" id={id} onClose={close} /> : null}
      {dialog === 'export' ? <ExportDialog dashboardId={id} name={name} slotDevices={slotDevices} onClose={close} /> : null}
    </Group>
  );
}
