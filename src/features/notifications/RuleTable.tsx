// The notification rules of one page: what each watches, whom it tells, whether it is on, and the row actions the
// person's permissions allow.
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
import { CardTable } from '../../ui/CardTable';
import type { NotificationRule } from '../../platform/notificationTypes';
import { daysSummary } from './labels';
import { RowActions } from '../../ui/RowActions';
import { SeverityBadge } from '../../ui/SeverityBadge';
import { ClampedText } from '../../ui/ClampedText';

export interface RuleTableProps {
  rules: NotificationRule[];
  canUpdate: boolean;
  canDelete: boolean;
  /** An action is under way: no other may start. */
  busy: boolean;
  onToggle: (rule: NotificationRule) => void;
  onEdit: (rule: NotificationRule) => void;
  onDelete: (rule: NotificationRule) => void;
}

export function RuleTable({ rules, canUpdate, canDelete, busy, onToggle, onEdit, onDelete }: RuleTableProps) {
  const { t, i18n } = useLingui();
  const withActions = canUpdate || canDelete;

  return (
    <CardTable minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t`Notification rules`} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Name`}</Table.Th>
            <Table.Th scope="col">{t`Minimum severity`}</Table.Th>
            <Table.Th scope="col">{t`When`}</Table.Th>
            <Table.Th scope="col">{t`Recipients`}</Table.Th>
            <Table.Th scope="col">{t`Enabled`}</Table.Th>
            {withActions && <Table.Th scope="col">{t`Actions`}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => (
            <Table.Tr key={rule.id}>
              <Table.Th scope="row" fw={600}>
                {rule.name}
                {rule.description && (
                  <ClampedText size="sm" c="dimmed" fw={400} text={rule.description} />
                )}
              </Table.Th>
              <Table.Td>
                <SeverityBadge severity={rule.minimumSeverity} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{daysSummary(rule.days, i18n.locale)}</Text>
                <Text size="sm" c="dimmed">
                  {rule.ackTime === 0 ? t`At once` : t`After ${rule.ackTime} min without acknowledgement`}
                </Text>
              </Table.Td>
              <Table.Td>
                <ClampedText size="sm" text={rule.recipientFilters.join(', ')} />
              </Table.Td>
              <Table.Td>
                {canUpdate ? (
                  <Switch
                    checked={rule.enabled}
                    disabled={busy}
                    onChange={() => onToggle(rule)}
                    aria-label={t`Enabled: ${rule.name}`}
                  />
                ) : (
                  <Badge color={rule.enabled ? 'teal.9' : 'gray.7'}>{rule.enabled ? t`On` : t`Off`}</Badge>
                )}
              </Table.Td>
              {withActions && (
                <Table.Td>
                  <RowActions
                    label={t`Actions for ${rule.name}`}
                    actions={[
                      canUpdate && { label: t`Edit`, name: t`Edit ${rule.name}`, onClick: () => onEdit(rule), disabled: busy },
                      canDelete && { label: t`Delete`, name: t`Delete ${rule.name}`, onClick: () => onDelete(rule), disabled: busy, danger: true },
                    ]}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </CardTable>
  );
}
