// Tab `profiles` of /vpn: the domain's application profiles (which applications an endpoint offers), the default
// one marked; created, edited and deleted by people who may change devices (the default one is not deleted).
import { Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAccess } from '../../portal/portal';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { ListStatus } from '../../ui/ListStatus';
import { Pager } from '../../ui/Pager';
import { Pill } from '../../ui/Pill';
import { usePagedList } from '../../ui/usePagedList';
import { DomainItemTable } from './DomainItemTable';
import { ProfileDialog } from './ProfileDialog';
import { useVpnFlows } from './flows';
import { ClampedText } from '../../ui/ClampedText';

const pageSize = 20;

export function ProfilesTab({ organization }: { organization: string }) {
  const { t } = useLingui();
  const canUpdate = useAccess()?.ability.can('update', 'devices') ?? false;
  const flows = useVpnFlows();
  const { list, stage, page, query, error, actionError, pending, busy, acting } = usePagedList(() => flows.profiles(organization), { pageSize });
  const [form, setForm] = useState<{ profileId?: string }>();
  const deleting = pending?.profile;
  const create = () => setForm({});

  return (
    <Stack gap="md">
      {canUpdate && (
        <Group justify="flex-end">
          <Button onClick={create}>{t`New profile`}</Button>
        </Group>
      )}
      <ListStatus
        stage={stage}
        error={error}
        actionError={actionError}
        empty={page && page.totalElements === 0}
        searching={false}
        labels={{
          loading: t`Loading application profiles`,
          failed: t`The application profiles could not be loaded`,
          empty: t`There are no application profiles yet. A profile says which applications its endpoints offer.`,
          noMatch: '',
          actionFailed: t`The profile was not deleted`,
        }}
        emptyNext={canUpdate ? { action: <Button onClick={create}>{t`Create profile`}</Button> } : { note: t`Ask an administrator to set up the profiles.` }}
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {stage !== 'failed' && page && page.items.length > 0 && (
        <>
          <DomainItemTable
            label={t`Application profiles`}
            minWidth={640}
            items={page.items}
            nameCell={(profile) => (
              <>
                <Group gap="xs">
                  {profile.name}
                  {profile.defaultProfile && <Pill tone="info">{t`Default`}</Pill>}
                </Group>
                {profile.description && (
                  <ClampedText size="sm" c="dimmed" fw={400} text={profile.description} />
                )}
              </>
            )}
            columns={[
              {
                header: t`Applications`,
                cell: (profile) =>
                  profile.applications.length === 0 ? (
                    <Text size="sm" c="dimmed">{t`None`}</Text>
                  ) : (
                    <Text size="sm">{profile.applications.map(({ name }) => name).join(', ')}</Text>
                  ),
              },
            ]}
            canUpdate={canUpdate}
            busy={busy || stage === 'loading'}
            onEdit={(profile) => setForm({ profileId: profile.id })}
            onDelete={(profile) => list.send({ type: 'user.act', action: { kind: 'delete', profile } })}
            deletable={(profile) => !profile.defaultProfile}
          />
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={page.totalElements}
            label={t`Pages of application profiles`}
            disabled={stage !== 'ready' || busy}
            onPage={(number) => list.send({ type: 'user.page', page: number })}
          />
        </>
      )}
      {form && (
        <ProfileDialog
          organization={organization}
          profileId={form.profileId}
          onClose={() => setForm(undefined)}
          onSaved={() => {
            setForm(undefined);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      <ConfirmDelete
        opened={deleting !== undefined}
        title={t`Delete application profile`}
        confirmLabel={t`Delete profile`}
        acting={acting}
        onCancel={() => list.send({ type: 'user.cancel' })}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        <Trans>Delete the profile “{deleting?.name}”? Its endpoints offer the default profile’s applications from then on.</Trans>
      </ConfirmDelete>
    </Stack>
  );
}
