// One audit event's change as a before/after difference: the fields the write touched, each with its value before
// and after (auditDiff.ts), and who made it, as whom, and when, in words (auditNames.ts); the service's own names
// of the entity and the event are folded away for support.
import { Modal, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { auditEntityId, type AuditEvent } from '../../platform/auditTypes';
import { CardTable } from '../../ui/CardTable';
import { DateTime } from '../../ui/DateTime';
import { SupportDetails } from '../../ui/SupportDetails';
import { auditEntityText, eventLabel, fieldText } from './auditNames';
import { auditChanges } from './auditDiff';
import classes from './audit.module.css';

export function ChangeDialog({ event, onClose }: { event: AuditEvent; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const changes = auditChanges(event.before, event.after);
  const entity = auditEntityText(event, i18n);
  const what = eventLabel(event.event, i18n);
  const actor = event.actorUsername;
  const impersonated = event.impersonatedUsername;

  return (
    <Modal opened onClose={onClose} size="xl" title={t`Change to ${entity}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="sm">
        <Text size="sm">
          {impersonated ? <Trans>{what} by {actor} acting as {impersonated}</Trans> : <Trans>{what} by {actor}</Trans>},{' '}
          <DateTime value={event.timestamp} />
        </Text>
        {changes.length === 0 ? (
          <Text role="status">{t`The write left every field as it was.`}</Text>
        ) : (
          <CardTable minWidth={560}>
            <Table verticalSpacing="xs" aria-label={t`Fields changed`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t`Field`}</Table.Th>
                  <Table.Th scope="col">{t`Before`}</Table.Th>
                  <Table.Th scope="col">{t`After`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.path}>
                    <Table.Th scope="row" className={classes.path}>
                      {fieldText(change.path, i18n)}
                    </Table.Th>
                    <Table.Td className={classes.before}>{change.before ?? <Text c="dimmed">{t`(none)`}</Text>}</Table.Td>
                    <Table.Td className={classes.after}>{change.after ?? <Text c="dimmed">{t`(none)`}</Text>}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardTable>
        )}
        <SupportDetails>
          {[event.entityType, auditEntityId(event), event.event].filter(Boolean).join(' ')}
        </SupportDetails>
      </Stack>
    </Modal>
  );
}
