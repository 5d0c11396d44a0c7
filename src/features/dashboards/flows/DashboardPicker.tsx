// Finding dashboards to add to a flow: searched by name on the service, a few at a time.
import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DashboardItem } from '../../../platform/dashboardTypes';
import { Pager } from '../../../ui/Pager';
import { ListStatus } from '../../../ui/ListStatus';
import { useDashboardLists } from '../listFlows';
import { usePagedList } from '../../../ui/usePagedList';
import { Name, showBidiControls } from '../../../ui/Bidi';

const pageSize = 5;

export function DashboardPicker({ disabled, onPick }: { disabled: boolean; onPick: (dashboard: DashboardItem) => void }) {
  const { t } = useLingui();
  const flows = useDashboardLists();
  const picker = usePagedList(flows.dashboardPicker, { pageSize });
  const { list, stage, page, query } = picker;
  const [search, setSearch] = useState('');

  return (
    <Stack gap="xs" role="group" aria-label={t`Add dashboards`}>
      <TextInput
        type="search"
        label={t`Find dashboards to add`}
        placeholder={t`Name or description`}
        value={search}
        // The picker sits inside the flow's form: Enter searches, it does not send the form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          list.send({ type: 'user.search', search: event.currentTarget.value });
        }}
      />
      <ListStatus
        stage={stage}
        error={picker.error}
        actionError={undefined}
        empty={page ? page.totalElements === 0 : undefined}
        searching={query.search.trim() !== ''}
        labels={{
          loading: t`Loading dashboards`,
          failed: t`The dashboards could not be loaded`,
          empty: t`There are no dashboards to add yet.`,
          noMatch: t`No dashboard matches.`,
          actionFailed: '',
        }}
        emptyNext={{ note: t`A dashboard made under Dashboards can then be added here.` }}
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {stage !== 'failed' && page && page.items.length > 0 && (
        <>
          <List listStyleType="none" spacing={4} aria-label={t`Dashboards found`}>
            {page.items.map((dashboard) => (
              <List.Item key={dashboard.id}>
                <Group gap="sm" wrap="nowrap">
                  <Button size="xs" variant="default" disabled={disabled} onClick={() => onPick(dashboard)} aria-label={t`Add ${showBidiControls(dashboard.name)}`}>
                    {t`Add`}
                  </Button>
                  <Text size="sm">
                    <Name>{dashboard.name}</Name>
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={page.totalElements}
            label={t`Pages of dashboards found`}
            disabled={stage !== 'ready'}
            onPage={(number) => list.send({ type: 'user.page', page: number })}
          />
        </>
      )}
    </Stack>
  );
}
