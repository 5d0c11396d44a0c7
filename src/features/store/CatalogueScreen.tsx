// Spec §2 /store (read organizations): the catalogue, searched and paged, each app with what it is, who makes it and
// whether the organisation has it and how many people like it; an installed app opens, another one is installed by
// those who may; the person likes an app, or takes the like back, with one press (spec §7 like).
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { openableStatuses } from '../../platform/appsTypes';
import { useSelector } from '@xstate/react';
import { switchValue } from '../../../machines/experimentalFeatures';
import { useAccess, useOrgHref, usePortal, useSelectedOrganization } from '../../portal/portal';
import { ListStatus } from '../../ui/ListStatus';
import { Pager } from '../../ui/Pager';
import { Pill } from '../../ui/Pill';
import { usePagedList } from '../../ui/usePagedList';
import { useStoreFlows } from './flows';
import { statusLabels, statusTones } from './labels';
import { StoreNav } from './StoreNav';
import classes from './store.module.css';

const pageSize = 12;

export default function CatalogueScreen() {
  const organization = useSelectedOrganization();
  // Spec §2 experimental "show hidden apps": the catalogue lists the hidden apps too, each marked so.
  const showHidden = useSelector(usePortal().actors.experimental, (snapshot) => switchValue(snapshot.context.stored, snapshot.context.policy, 'showHiddenApps'));
  return organization ? <Catalogue key={`${organization.id}:${showHidden}`} organizationId={organization.id} showHidden={showHidden} /> : null;
}

function Catalogue({ organizationId, showHidden }: { organizationId: number; showHidden: boolean }) {
  const { t, i18n } = useLingui();
  const flows = useStoreFlows();
  const href = useOrgHref();
  const canInstall = useAccess()?.ability.can('update', 'organizations') ?? false;
  const { list, stage, page, query, error, actionError, busy } = usePagedList(() => flows.catalogue(organizationId, showHidden), { pageSize });
  const [search, setSearch] = useState('');

  return (
    <Stack gap="md">
      <Title order={1}>{t`App store`}</Title>
      <StoreNav current="store" />
      <TextInput
        type="search"
        label={t`Search apps`}
        placeholder={t`Name or description`}
        maw={420}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          list.send({ type: 'user.search', search: event.currentTarget.value });
        }}
      />
      <ListStatus
        stage={stage}
        error={error}
        actionError={actionError}
        empty={page && page.totalElements === 0}
        searching={query.search.trim() !== ''}
        labels={{
          loading: t`Loading the apps`,
          failed: t`The apps could not be loaded`,
          empty: t`The store has no apps yet.`,
          noMatch: <Trans>No app matches “{query.search}”.</Trans>,
          actionFailed: t`Your like was not saved`,
        }}
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {stage !== 'failed' && page && page.items.length > 0 && (
        <>
          <ul className={classes.catalogue} aria-label={t`Apps`}>
            {page.items.map(({ app, installation, like }) => (
              <li key={app.id} aria-label={app.name}>
                <Paper withBorder p="md" h="100%">
                  <Stack gap="xs" h="100%">
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <img src={app.coverImageUrl} alt="" className={classes.cover} />
                      <div>
                        <Group gap="xs">
                          <Title order={2} size="h4">
                            {app.name}
                          </Title>
                          {app.hidden && <Pill tone="info">{t`Hidden`}</Pill>}
                        </Group>
                        <Text size="sm" c="dimmed">
                          {t`by ${app.vendor.name} · version ${app.version}`}
                        </Text>
                      </div>
                    </Group>
                    <Text size="sm" style={{ flex: 1 }}>
                      {app.description}
                    </Text>
                    <Group gap="xs">
                      {/* The name stays "Like"; whether the person likes it is the pressed state (heard as such). */}
                      <Button
                        variant={like.liked ? 'light' : 'default'}
                        size="compact-sm"
                        aria-pressed={like.liked}
                        disabled={busy}
                        onClick={() => list.send({ type: 'user.act', action: { kind: 'like', app, liked: !like.liked } })}
                      >
                        {t`Like`}
                      </Button>
                      <Text size="sm" c="dimmed">
                        {t({ message: plural(like.likes, { one: '# like', other: '# likes' }) })}
                      </Text>
                    </Group>
                    <Group justify="space-between" align="center">
                      {installation ? <Pill tone={statusTones[installation.status]}>{i18n._(statusLabels[installation.status])}</Pill> : <span />}
                      {installation && openableStatuses.includes(installation.status) ? (
                        <Button component="a" href={href(`/store/container/${app.id}`)} aria-label={t`Open ${app.name}`}>
                          {t`Open`}
                        </Button>
                      ) : (
                        !installation && (
                          <Button component="a" variant="default" href={href(`/store/install/${app.id}`)} aria-label={t`About ${app.name}`}>
                            {canInstall ? t`Details and install` : t`Details`}
                          </Button>
                        )
                      )}
                    </Group>
                  </Stack>
                </Paper>
              </li>
            ))}
          </ul>
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={page.totalElements}
            label={t`Pages of apps`}
            disabled={stage !== 'ready'}
            onPage={(number) => list.send({ type: 'user.page', page: number })}
          />
        </>
      )}
    </Stack>
  );
}
