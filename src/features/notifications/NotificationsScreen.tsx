// Spec §2 /notifications (IoT-only, read on notifications): the organisation's alarm notification rules, a page at
// a time and searchable; created, edited, switched on and off, and deleted as the person's permissions allow.
import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAccess, useSelectedOrganization } from '../../portal/portal';
import { Pager } from '../../ui/Pager';
import { RuleDialog } from './RuleDialog';
import { RuleTable } from './RuleTable';
import { SectionNav } from './SectionNav';
import { useNotificationFlows } from './flows';
import { usePagedList } from '../../ui/usePagedList';
import { ListStatus } from '../../ui/ListStatus';

const pageSize = 20;

export default function NotificationsScreen() {
  const organization = useSelectedOrganization();
  // A new organisation is a new list: nothing of the previous one's carries over.
  return organization ? <Rules key={organization.resourceId} organization={organization.resourceId} /> : null;
}

function Rules({ organization }: { organization: string }) {
  const { t } = useLingui();
  const ability = useAccess()?.ability;
  const can = (action: 'create' | 'update' | 'delete') => ability?.can(action, 'notifications') ?? false;
  const flows = useNotificationFlows();
  const { list, stage, page, query, error, pending, actionError, busy, acting } = usePagedList(() => flows.rules(organization), { pageSize });
  const [search, setSearch] = useState('');
  // Which rule the form is open for: a new one (no id) or an existing one.
  const [form, setForm] = useState<{ ruleId?: string }>();
  const deleting = pending?.kind === 'delete' ? pending.rule : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t`Notifications`}</Title>
        {can('create') && <Button onClick={() => setForm({})}>{t`New rule`}</Button>}
      </Group>
      <SectionNav current="notifications" />
      <TextInput
        type="search"
        label={t`Search rules`}
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
          loading: t`Loading notification rules`,
          failed: t`The notification rules could not be loaded`,
          empty: t`There are no notification rules yet. A rule tells people when alarms of the devices need them.`,
          noMatch: <Trans>No rule matches “{query.search}”.</Trans>,
          actionFailed: t`The change was not saved`,
        }}
        emptyNext={
          can('create')
            ? { action: <Button onClick={() => setForm({})}>{t`Create rule`}</Button> }
            : { note: t`Ask an administrator of this organization to set up the rules.` }
        }
        onRetry={() => list.send({ type: 'user.reload' })}
      />
      {stage !== 'failed' && page && page.items.length > 0 && (
        <>
          <RuleTable
            rules={page.items}
            canUpdate={can('update')}
            canDelete={can('delete')}
            busy={busy || stage === 'loading'}
            onToggle={(rule) => list.send({ type: 'user.act', action: { kind: 'toggle', rule } })}
            onEdit={(rule) => setForm({ ruleId: rule.id })}
            onDelete={(rule) => list.send({ type: 'user.act', action: { kind: 'delete', rule } })}
          />
          <Pager
            page={query.page}
            pageSize={query.pageSize}
            totalPages={page.totalPages}
            totalElements={page.totalElements}
            label={t`Pages of notification rules`}
            disabled={stage !== 'ready' || busy}
            onPage={(number) => list.send({ type: 'user.page', page: number })}
          />
        </>
      )}
      {form && (
        <RuleDialog
          organization={organization}
          ruleId={form.ruleId}
          onClose={() => setForm(undefined)}
          onSaved={() => {
            setForm(undefined);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      <Modal
        opened={deleting !== undefined}
        onClose={() => list.send({ type: 'user.cancel' })}
        title={t`Delete notification rule`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Text>
          <Trans>
            Delete the rule “{deleting?.name}”? Its recipients will no longer be told about these alarms. This cannot be undone.
          </Trans>
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" disabled={acting} onClick={() => list.send({ type: 'user.cancel' })}>
            {t`Cancel`}
          </Button>
          <Button color="red.9" loading={acting} onClick={() => list.send({ type: 'user.confirm' })}>
            {t`Delete rule`}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
