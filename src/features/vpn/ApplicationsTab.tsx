// Tab `applications` of /vpn: the person's favourite applications to launch again, then the domain's remote
// applications a page at a time, searched by name; created, edited and deleted by people who may change devices;
// then how the companion app signs in.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAccess } from '../../portal/portal';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { ListStatus } from '../../ui/ListStatus';
import { Pager } from '../../ui/Pager';
import { usePagedList } from '../../ui/usePagedList';
import { ApplicationDialog } from './ApplicationDialog';
import { CompanionSignIn } from './CompanionSignIn';
import { DomainItemTable } from './DomainItemTable';
import { FavouriteApplications } from './FavouriteApplications';
import { useVpnFlows } from './flows';

const pageSize = 20;

export function ApplicationsTab({ organization }: { organization: string }) {
  const { t } = useLingui();
  const canUpdate = useAccess()?.ability.can('update', 'devices') ?? false;
  const flows = useVpnFlows();
  const { list, stage, page, query, error, actionError, pending, busy, acting } = usePagedList(() => flows.applications(organization), { pageSize });
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<{ applicationId?: string }>();
  const deleting = pending?.application;
  const create = () => setForm({});

  return (
    <Stack gap="lg">
      <FavouriteApplications organization={organization} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <TextInput
            type="search"
            label={t`Search applications`}
            placeholder={t`Application name`}
            w={260}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              list.send({ type: 'user.search', search: event.currentTarget.value });
            }}
          />
          {canUpdate && <Button onClick={create}>{t`New application`}</Button>}
        </Group>
        <ListStatus
          stage={stage}
          error={error}
          actionError={actionError}
          empty={page && page.totalElements === 0}
          searching={query.search.trim() !== ''}
          labels={{
            loading: t`Loading remote applications`,
            failed: t`The remote applications could not be loaded`,
            empty: t`There are no remote applications yet. An application (SSH, remote desktop, a web page…) is opened on an endpoint through its profile.`,
            noMatch: <Trans>No application matches “{query.search}”.</Trans>,
            actionFailed: t`The application was not deleted`,
          }}
          emptyNext={canUpdate ? { action: <Button onClick={create}>{t`Create application`}</Button> } : { note: t`Ask an administrator to set up the applications.` }}
          onRetry={() => list.send({ type: 'user.reload' })}
        />
        {stage !== 'failed' && page && page.items.length > 0 && (
          <>
            <DomainItemTable
              label={t`Remote applications`}
              minWidth={560}
              items={page.items}
              columns={[
                { header: t`Type`, cell: (application) => (application.type === 'Custom' ? t`Custom` : application.type) },
                {
                  header: t`Port`,
                  cell: (application) => (
                    <Text size="sm">
                      {application.protocol} {application.port}
                    </Text>
                  ),
                },
              ]}
              canUpdate={canUpdate}
              busy={busy || stage === 'loading'}
              onEdit={(application) => setForm({ applicationId: application.id })}
              onDelete={(application) => list.send({ type: 'user.act', action: { kind: 'delete', application } })}
            />
            <Pager
              page={query.page}
              pageSize={query.pageSize}
              totalPages={page.totalPages}
              totalElements={page.totalElements}
              label={t`Pages of remote applications`}
              disabled={stage !== 'ready' || busy}
              onPage={(number) => list.send({ type: 'user.page', page: number })}
            />
          </>
        )}
      </Stack>
      <CompanionSignIn organization={organization} />
      {form && (
        <ApplicationDialog
          organization={organization}
          applicationId={form.applicationId}
          onClose={() => setForm(undefined)}
          onSaved={() => {
            setForm(undefined);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      <ConfirmDelete
        opened={deleting !== undefined}
        title={t`Delete remote application`}
        confirmLabel={t`Delete application`}
        acting={acting}
        onCancel={() => list.send({ type: 'user.cancel' })}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        <Trans>Delete the application “{deleting?.name}”? The profiles that offer it no longer do, and it leaves everyone’s favourites.</Trans>
      </ConfirmDelete>
    </Stack>
  );
}
