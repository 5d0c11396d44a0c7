// Spec §2 /notifications (IoT-only, read on notifications): the organisation's alarm notification rules, a page at
// a time and searchable; created, edited, switched on and off, and deleted as the person's permissions allow.
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAccess, useSelectedOrganization } from '../../portal/portal';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { PagedListBody } from '../../ui/PagedListBody';
import { RuleDialog } from './RuleDialog';
import { RuleTable } from './RuleTable';
import { SectionNav } from './SectionNav';
import { useNotificationFlows } from './flows';
import { usePagedList } from '../../ui/usePagedList';
import classes from './notifications.module.css';

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
  const paged = usePagedList(() => flows.rules(organization), { pageSize });
  const { list, query, pending, acting } = paged;
  const [search, setSearch] = useState('');
  // Which rule the form is open for: a new one (no id) or an existing one.
  const [form, setForm] = useState<{ ruleId?: string }>();
  const deleting = pending?.kind === 'delete' ? pending.rule : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} className={classes.pageTitle}>{t`Notifications`}</Title>
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
      <PagedListBody
        paged={paged}
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
        pagerLabel={t`Pages of notification rules`}
      >
        {(rules, busy) => (
          <RuleTable
            rules={rules}
            canUpdate={can('update')}
            canDelete={can('delete')}
            busy={busy}
            onToggle={(rule) => list.send({ type: 'user.act', action: { kind: 'toggle', rule } })}
            onEdit={(rule) => setForm({ ruleId: rule.id })}
            onDelete={(rule) => list.send({ type: 'user.act', action: { kind: 'delete', rule } })}
          />
        )}
      </PagedListBody>
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
      <ConfirmDelete
        opened={deleting !== undefined}
        title={t`Delete notification rule`}
        confirmLabel={t`Delete rule`}
        acting={acting}
        onCancel={() => list.send({ type: 'user.cancel' })}
        onConfirm={() => list.send({ type: 'user.confirm' })}
      >
        <Trans>Delete the rule “{deleting?.name}”? Its recipients will no longer be told about these alarms. This cannot be undone.</Trans>
      </ConfirmDelete>
    </Stack>
  );
}
