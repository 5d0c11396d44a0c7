// The applications tab of /directaccess (spec §2): the apps of the selected organisation
// that the person can open, each opening in the portal's app container; the ones the person pinned in this
// organisation come first. Pinning is the person's own preference, so a read-only person pins too.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useOrgHref } from '../../../portal/portal';
import { CardTable } from '../../../ui/CardTable';
import { ListStatus } from '../../../ui/ListStatus';
import { Pager } from '../../../ui/Pager';
import { usePagedList } from '../../../ui/usePagedList';
import { useDirectAccessApps } from './applicationsFlow';

const pageSize = 20;

export function ApplicationList({ organizationId, organization, username }: { organizationId: number; organization: string; username: string }) {
  const { t } = useLingui();
  const flows = useDirectAccessApps();
  const href = useOrgHref();
  const { list, stage, page, query, error, actionError, busy } = usePagedList(() => flows.applications(organizationId, { organization, username }), { pageSize });

  return (
    <Stack gap="md">
      <ListStatus
        stage={stage}
        error={error}
        actionError={actionError}
        empty={page && page.totalElements === 0}
        searching={false}
        labels={{
          loading: t`Loading the applications`,
          failed: t`The applications could not be loaded`,
          empty: t`No application in this organization can be opened yet.`,
          noMatch: t`No application in this organization can be opened yet.`,
          actionFailed: t`The pin was not saved`,
        }}
        emptyNext={{ action: <Button component="a" href={href('/store')}>{t`Browse the app store`}</Button> }}
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {stage !== 'failed' && page && page.items.length > 0 && (
        <>
          <CardTable minWidth={560}>
            <Table verticalSpacing="sm" aria-label={t`Applications`} aria-busy={busy}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Application`}</Table.Th>
                  <Table.Th scope="col">{t`Actions`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((item) => {
                  const { app } = item.installation;
                  return (
                    <Table.Tr key={item.installation.id}>
                      <Table.Th scope="row" fw={600}>
                        {app.name}
                        <Text size="sm" c="dimmed" fw={400}>
                          {item.pinned ? t`Pinned · by ${app.vendor.name}` : t`by ${app.vendor.name}`}
                        </Text>
                      </Table.Th>
                      <Table.Td>
                        <Group gap="xs" wrap="wrap">
                          <Button size="xs" component="a" href={href(`/store/container/${app.id}`)} aria-label={t`Open ${app.name}`}>
                            {t`Open`}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            aria-pressed={item.pinned}
                            aria-label={t`Pin ${app.name}`}
                            disabled={busy}
                            onClick={() => list.send({ type: 'user.act', action: { kind: 'pin', app: item, pinned: !item.pinned } })}
                          >
                            {item.pinned ? t`Unpin` : t`Pin`}
                          </Button>
                        </Group>
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
            label={t`Pages of applications`}
            disabled={stage !== 'ready' || busy}
            onPage={(number) => list.send({ type: 'user.page', page: number })}
          />
        </>
      )}
    </Stack>
  );
}
