// The trigger rules of one page: what each watches and when it fires, what it does (at most how often), how much
// it has read, fired and held back, whether it is on, and the row actions the person's permissions allow.
import { Badge, Switch, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import type { TriggerRule } from '../../platform/triggerTypes';
import type { TriggerRow } from './flows';
import { CardTable } from '../../ui/CardTable';
import { RowActions } from '../../ui/RowActions';
import { formatDuration } from '../../ui/formatDuration';
import { actionSummary, policySummary, watchedSummary } from './triggerLabels';

export interface TriggerTableProps {
  rules: TriggerRow[];
  canUpdate: boolean;
  /** An action is under way: no other may start. */
  busy: boolean;
  onToggle: (rule: TriggerRule) => void;
  onEdit: (rule: TriggerRule) => void;
  onDelete: (rule: TriggerRule) => void;
}

export function TriggerTable({ rules, canUpdate, busy, onToggle, onEdit, onDelete }: TriggerTableProps) {
  const { t, i18n } = useLingui();

  return (
    <CardTable minWidth={900}>
      <Table striped verticalSpacing="sm" aria-label={t`Triggers`} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Name`}</Table.Th>
            <Table.Th scope="col">{t`Fires when`}</Table.Th>
            <Table.Th scope="col">{t`Then`}</Table.Th>
            <Table.Th scope="col">{t`In / out / throttled`}</Table.Th>
            <Table.Th scope="col">{t`Enabled`}</Table.Th>
            {canUpdate && <Table.Th scope="col">{t`Actions`}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => {
            const { in: read, out, throttled } = rule.counters;
            return (
              <Table.Tr key={rule.id}>
                <Table.Th scope="row">{rule.name}</Table.Th>
                <Table.Td>
                  <Text size="sm">{watchedSummary(i18n, rule)}</Text>
                  <Text size="sm">{policySummary(i18n, rule.policy)}</Text>
                </Table.Td>
                <Table.Td>
                  {rule.actions.map((action, index) => (
                    <Text key={index} size="sm">
                      {actionSummary(i18n, action)}
                      {action.throttlingIntervalInMSec > 0 && (
                        <Text span c="dimmed" size="sm">
                          {' '}
                          {t`(at most once every ${formatDuration(action.throttlingIntervalInMSec / 1000, i18n.locale)})`}
                        </Text>
                      )}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>
                  {read} / {out} / {throttled}
                </Table.Td>
                <Table.Td>
                  {canUpdate ? (
                    <Switch checked={rule.enabled} disabled={busy} onChange={() => onToggle(rule)} aria-label={t`Enabled: ${rule.name}`} />
                  ) : (
                    <Badge color={rule.enabled ? 'teal.9' : 'gray.7'}>{rule.enabled ? t`On` : t`Off`}</Badge>
                  )}
                </Table.Td>
                {canUpdate && (
                  <Table.Td>
                    <RowActions
                      label={t`Actions for ${rule.name}`}
                      actions={[
                        { label: t`Edit`, name: t`Edit ${rule.name}`, onClick: () => onEdit(rule), disabled: busy },
                        { label: t`Delete`, name: t`Delete ${rule.name}`, onClick: () => onDelete(rule), disabled: busy, danger: true },
                      ]}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </CardTable>
  );
}
