// Spec §2 /trigger (IoT-only, read on organizations): the organisation's trigger rules on device data with their
// counters (read again every 10 s, as a device sends a sample every 10 s), created and edited in a dialog where a
// draft can be tried against the device's history, switched on and off, and deleted after confirmation; changing
// them takes update on organizations.
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
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
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useActorRef } from '../../platform/actorFactory';
import { useAccess, useSelectedOrganization } from '../../portal/portal';
import { PagedListBody } from '../../ui/PagedListBody';
import { usePagedList } from '../../ui/usePagedList';
import { useTriggerFlows } from './flows';
import { TriggerDialog } from './TriggerDialog';
import { TriggerTable } from './TriggerTable';

const pageSize = 20;

export default function TriggersScreen() {
  const organization = useSelectedOrganization();
  return organization ? <Triggers key={organization.resourceId} organization={organization.resourceId} /> : null;
}

function Triggers({ organization }: { organization: string }) {
  const { t } = useLingui();
  const canUpdate = useAccess()?.ability.can('update', 'organizations') ?? false;
  const flows = useTriggerFlows();
  const paged = usePagedList(() => flows.rules(organization), { pageSize });
  const { list, pending, acting } = paged;
  const [form, setForm] = useState<{ ruleId?: string }>();
  const deleting = pending?.kind === 'delete' ? pending.rule : undefined;

  // The counters are read again on the ticker's beat while the list is shown.
  const [beat] = useState(() => flows.counters(() => list.send({ type: 'user.reload' })));
  useActorRef(beat);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t`Triggers`}</Title>
        {canUpdate && <Button onClick={() => setForm({})}>{t`New trigger`}</Button>}
      </Group>
      <PagedListBody
        paged={paged}
        labels={{
          loading: t`Loading triggers`,
          failed: t`The triggers could not be loaded`,
          empty: t`No trigger watches this organization's devices yet.`,
          noMatch: '',
          actionFailed: t`The trigger was not changed`,
        }}
        emptyNext={canUpdate ? { note: t`A trigger runs an action (an e-mail, a webhook, a message) when a device's data meets its condition.` } : undefined}
        searching={false}
        pagerLabel={t`Pages of triggers`}
      >
        {(items, busy) => (
          <TriggerTable
            rules={items}
            canUpdate={canUpdate}
            busy={busy}
            onToggle={(rule) => list.send({ type: 'user.act', action: { kind: 'toggle', rule } })}
            onEdit={(rule) => setForm({ ruleId: rule.id })}
            onDelete={(rule) => list.send({ type: 'user.act', action: { kind: 'delete', rule } })}
          />
        )}
      </PagedListBody>
      {form && (
        <TriggerDialog
          organization={organization}
          ruleId={form.ruleId}
          onClose={() => setForm(undefined)}
          onSaved={() => {
            setForm(undefined);
            list.send({ type: 'user.reload' });
          }}
        />
      )}
      <Modal opened={deleting !== undefined} onClose={() => list.send({ type: 'user.cancel' })} title={t`Delete trigger`} closeButtonProps={{ 'aria-label': t`Close` }}>
        <Text>
          <Trans>Delete the trigger “{deleting?.name}”? Its actions stop and its counters go with it.</Trans>
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" disabled={acting} onClick={() => list.send({ type: 'user.cancel' })}>
            {t`Cancel`}
          </Button>
          <Button color="red.9" loading={acting} data-autofocus onClick={() => list.send({ type: 'user.confirm' })}>
            {t`Delete trigger`}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
