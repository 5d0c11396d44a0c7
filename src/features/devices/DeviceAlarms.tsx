// A device's open alarms in its panel, the most severe first, each with the actions
// it still owes that the person may take (acknowledge, reset, clear: one click, the outcome said after), and a link
// to the alarms screen narrowed to the device for their history and comments.
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../platform/actorFactory';
import { useEffect, useState } from 'react';
import { selectActionError, selectActionOutcome, selectActionStage } from '../../../machines/bulkAction.machine';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import { actionApplies } from '../../platform/alarmRules';
import type { AlarmActionKind, AlarmPage } from '../../platform/alarmTypes';
import { useAccess, useOrgHref } from '../../portal/portal';
import { Callout } from '../../ui/Callout';
import { DateTime } from '../../ui/DateTime';
import { sameDay } from '../../ui/dateTimeFormat';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { SeverityBadge } from '../../ui/SeverityBadge';
import { Spinner } from '../../ui/Spinner';
import { useDeviceFlows } from './flows';

const actionKinds: readonly AlarmActionKind[] = ['ack', 'reset', 'clear'];

export function DeviceAlarms({ organization, deviceId }: { organization: string; deviceId: string }) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const href = useOrgHref();
  const ability = useAccess()?.ability;
  const permitted = actionKinds.filter((action) => ability?.can(action, 'alarms'));
  const [machine] = useState(() => flows.openAlarms(organization, deviceId));
  const query = useActorRef(machine, { input: { query: {} } });
  const stage = useSelector(query, selectQueryStage);
  const page = useSelector(query, selectAnswer<AlarmPage>);
  const error = useSelector(query, selectQueryError);
  const [actionMachine] = useState(() => flows.alarmActions(organization));
  const actions = useActorRef(actionMachine);
  const actionStage = useSelector(actions, selectActionStage);
  const outcome = useSelector(actions, selectActionOutcome);
  const actionError = useSelector(actions, selectActionError);

  useEffect(() => {
    // After an action the list is the alarms as they are now.
    const subscription = actions.on('targets.changed', () => query.send({ type: 'query.refresh' }));
    return () => subscription.unsubscribe();
  }, [actions, query]);

  const labels: Record<AlarmActionKind, string> = { ack: t`Acknowledge`, reset: t({ message: 'Reset', context: 'action' }), clear: t({ message: 'Clear', context: 'alarm action' }) };
  const all = href(`/alarms?device=${encodeURIComponent(deviceId)}`);

  if (page === undefined) {
    if (stage === 'failed') return <LoadFailure title={t`The open alarms could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />;
    return <Spinner label={t`Loading the open alarms`} />;
  }
  return (
    <>
      {page.data.length === 0 ? (
        <Text c="dimmed">{t`No open alarm.`}</Text>
      ) : (
        <Table verticalSpacing={4} aria-label={t`Open alarms`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Alarm`}</Table.Th>
              {permitted.length > 0 && <Table.Th scope="col">{t`Actions`}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.data.map((alarm) => (
              <Table.Tr key={alarm.id}>
                <Table.Th scope="row">
                  {alarm.name}
                  <Group gap="xs" mt={2} fw={400}>
                    <SeverityBadge severity={alarm.severity} />
                    <Text size="xs" c="dimmed">
                      {t`Raised`} <DateTime value={alarm.eventTimestamp} timeOnly={sameDay(alarm.eventTimestamp, Date.now())} />
                    </Text>
                  </Group>
                </Table.Th>
                {permitted.length > 0 && (
                  <Table.Td>
                    <Group gap={4} wrap="wrap">
                      {permitted
                        .filter((action) => actionApplies(action, alarm))
                        .map((action) => (
                          <Button
                            key={action}
                            size="compact-sm"
                            variant="default"
                            disabled={actionStage === 'executing'}
                            aria-label={`${labels[action]} ${alarm.name}`}
                            onClick={() => actions.send({ type: 'action.request', request: { action, target: { kind: 'one', id: alarm.id, label: alarm.name } } })}
                          >
                            {labels[action]}
                          </Button>
                        ))}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {actionStage === 'done' && outcome !== undefined && outcome.failed.length === 0 && (
        <Text role="status" size="sm">
          {outcome.applied.length > 0 ? t`Done.` : t`Nothing changed: the alarm no longer owed that action.`}
        </Text>
      )}
      {(actionStage === 'failed' || (outcome?.failed.length ?? 0) > 0) && (
        <Callout tone="error" title={t`The alarm action failed`}>
          <ErrorMessage error={actionError ?? outcome?.failed[0]?.error} />
        </Callout>
      )}
      <Anchor href={all} size="sm">
        {t`All alarms of this device`}
      </Anchor>
    </>
  );
}
