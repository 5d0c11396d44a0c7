// "Try against history": the drafted rule run over the device's last hours of data, before it is saved or enabled,
// showing when it would have fired and which of those firings throttling would have held back. Each press is its
// own trial; a trial refused for the form's content shows its problems at their fields.
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
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { maxTryHours, type TriggerProblem } from '../../platform/triggerRules';
import type { TriggerTry, TriggerTryResult } from '../../platform/triggerTypes';
import { Callout } from '../../ui/Callout';
import { DateTime } from '../../ui/DateTime';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useTriggerFlows } from './flows';
import { shortestThrottling, triggerFormProblems, triggerWriteOf, type TriggerFormValues } from './triggerForm';

/** The firings listed; the rest are counted. */
const shownFirings = 12;
const tryFields = /^(deviceId|groupId|tag|first\.|second\.)/;
/** Whether a trial reads this field of the form (the scope, the tag and the policy; not the name or the actions). */
export const isTryField = (field: string) => tryFields.test(field);

export interface TryPanelProps {
  organization: string;
  values: TriggerFormValues;
  /** The problems of the fields a trial reads (`isTryField`), none when they are right; the others are not judged. */
  onProblems: (problems: Record<string, TriggerProblem>) => void;
}

export function TryPanel({ organization, values, onProblems }: TryPanelProps) {
  const { t } = useLingui();
  const [hours, setHours] = useState('1');
  const [hoursError, setHoursError] = useState(false);
  const [trial, setTrial] = useState<{ run: number; request: TriggerTry }>();

  const start = () => {
    const problems = Object.fromEntries(Object.entries(triggerFormProblems(values)).filter(([field]) => isTryField(field)));
    const span = Number(hours);
    const badHours = !Number.isInteger(span) || span < 1 || span > maxTryHours;
    setHoursError(badHours);
    onProblems(problems);
    if (badHours || Object.keys(problems).length > 0) return;
    const { deviceId, deviceGroups, tag, policy } = triggerWriteOf(values);
    const request: TriggerTry = { deviceId, deviceGroups, tag, policy, throttlingIntervalInMSec: shortestThrottling(values.actions), hours: span };
    setTrial((current) => ({ run: (current?.run ?? 0) + 1, request }));
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <TextInput
          label={t`Try against the last (hours)`}
          inputMode="numeric"
          w={220}
          value={hours}
          error={hoursError ? t`From 1 to ${maxTryHours} hours.` : undefined}
          onChange={(event) => {
            setHours(event.currentTarget.value);
            setHoursError(false);
          }}
        />
        <Button variant="default" onClick={start} mb={hoursError ? 22 : 0}>
          {t`Try against history`}
        </Button>
      </Group>
      {trial && <TrialRun key={trial.run} organization={organization} request={trial.request} />}
    </Stack>
  );
}

function TrialRun({ organization, request }: { organization: string; request: TriggerTry }) {
  const { t } = useLingui();
  const flows = useTriggerFlows();
  const [machine] = useState(() => flows.tryRule(organization));
  const flow = useActorRef(machine);
  const stage = useSelector(flow, selectStage);
  const error = useSelector(flow, selectError);
  const result = useSelector(flow, (snapshot) => snapshot.context.result);

  useEffect(() => {
    if (stage === 'editing') flow.send({ type: 'user.submit', draft: request });
  }, [stage, flow, request]);

  if (stage === 'submitFailed') {
    return (
      <Callout tone="error" title={t`The trial could not be run`}>
        <ErrorMessage error={error} />
      </Callout>
    );
  }
  if (result === undefined) return <Text role="status">{t`Trying the rule against the device's history…`}</Text>;
  return (
    <TrialResult result={result} hours={request.hours} connection={request.policy.type === 'CONNECTION'} byGroup={(request.deviceGroups ?? []).length > 0} />
  );
}

/**
 * A CONNECTION rule reads the connection's changes, and fires with the connection on (1) or off (0); a rule on a
 * device group names the member each firing came from.
 */
function TrialResult({ result, hours, connection, byGroup }: { result: TriggerTryResult; hours: number; connection: boolean; byGroup: boolean }) {
  const { t } = useLingui();
  const count = result.firings.length;
  const held = result.firings.filter((firing) => firing.throttled).length;
  const more = count - shownFirings;
  const samples = result.samples;
  return (
    <Stack gap={4} role="region" aria-label={t`When it would have fired`}>
      <Text role="status" fw={500}>
        {connection ? (
          count === 0 ? (
            <Trans>
              It would not have fired in the last {hours} h (<Plural value={samples} one="# connection change" other="# connection changes" />).
            </Trans>
          ) : (
            <Trans>
              It would have fired <Plural value={count} one="once" other="# times" /> in the last {hours} h (
              <Plural value={samples} one="# connection change" other="# connection changes" />).
            </Trans>
          )
        ) : count === 0 ? (
          <Trans>
            It would not have fired in the last {hours} h ({samples} samples).
          </Trans>
        ) : (
          <Trans>
            It would have fired <Plural value={count} one="once" other="# times" /> in the last {hours} h ({samples} samples).
          </Trans>
        )}{' '}
        {held > 0 && <Plural value={held} one="Throttling would have held back # of them." other="Throttling would have held back # of them." />}
      </Text>
      {count > 0 && (
        <List size="sm">
          {result.firings.slice(0, shownFirings).map((firing) => (
            <List.Item key={`${firing.at}-${firing.deviceId}`}>
              <DateTime value={firing.at} /> — {byGroup && `${firing.deviceId}: `}
              {connection ? (firing.value === 1 ? t`on` : t`off`) : firing.value}
              {firing.throttled && <Trans> (held back)</Trans>}
            </List.Item>
          ))}
          {more > 0 && (
            <List.Item>
              <Plural value={more} one="and # more" other="and # more" />
            </List.Item>
          )}
        </List>
      )}
    </Stack>
  );
}
