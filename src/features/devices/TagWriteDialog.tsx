// Writing one value to a device's tag (machines/tagWrite.machine.ts): the value, checked at its field against the
// range the device accepts (refused, never clamped), then a confirmation naming the device, then the value the
// device holds afterwards, read back with when it was read.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useActorRef } from '../../platform/actorFactory';
import { useState, type FormEvent } from 'react';
import {
  selectTagReading,
  selectTagWriteError,
  selectTagWriteRequest,
  selectTagWriteStage,
} from '../../../machines/tagWrite.machine';
import { Callout } from '../../ui/Callout';
import { DateTime } from '../../ui/DateTime';
import { sameDay } from '../../ui/dateTimeFormat';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import type { CurrentValue } from './currentValues';
import { useDeviceFlows } from './flows';
import { parseTagInput, type TagInputProblem } from './tagInput';
import { useFormatValue } from './useFormatValue';

export interface TagWriteDialogProps {
  organization: string;
  deviceId: string;
  deviceName: string;
  tag: CurrentValue;
  onClose: () => void;
}

export function TagWriteDialog({ organization, deviceId, deviceName, tag, onClose }: TagWriteDialogProps) {
  const { t, i18n } = useLingui();
  const flows = useDeviceFlows();
  const format = useFormatValue();
  const [machine] = useState(() => flows.tagWrite(organization, deviceId));
  const write = useActorRef(machine);
  const stage = useSelector(write, selectTagWriteStage);
  const request = useSelector(write, selectTagWriteRequest);
  const reading = useSelector(write, selectTagReading);
  const error = useSelector(write, selectTagWriteError);
  const [draft, setDraft] = useState(typeof tag.sample?.[1] === 'number' ? String(tag.sample[1]) : '');
  const [problem, setProblem] = useState<TagInputProblem>();
  const busy = stage === 'writing' || stage === 'readingBack';

  const min = tag.writable?.min;
  const max = tag.writable?.max;
  const problemText = (found: TagInputProblem) => {
    if (found === 'notANumber') return t`Enter a number.`;
    if (found === 'notWhole') return t`Enter a whole number.`;
    const low = min === undefined ? '' : i18n.number(min);
    const high = max === undefined ? '' : i18n.number(max);
    return t`Enter a value from ${low} to ${high}.`;
  };

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTagInput(draft, tag);
    if (typeof parsed === 'string') {
      setProblem(parsed);
      return;
    }
    setProblem(undefined);
    write.send({ type: 'write.ask', modelPath: tag.modelPath, value: parsed });
  };

  const shown = request === undefined ? '' : format(request.value, tag.unit);
  const name = tag.name;
  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title={t`Write ${name}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {stage === 'idle' && (
        <form onSubmit={ask} noValidate>
          <Stack gap="sm">
            <TextInput
              label={tag.unit ? t`New value (${tag.unit})` : t`New value`}
              description={min !== undefined && max !== undefined ? t`The device accepts ${i18n.number(min)} to ${i18n.number(max)}.` : undefined}
              inputMode="decimal"
              value={draft}
              error={problem === undefined ? undefined : problemText(problem)}
              onChange={(event) => setDraft(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t`Cancel`}
              </Button>
              <Button type="submit">{t`Continue`}</Button>
            </Group>
          </Stack>
        </form>
      )}
      {stage === 'confirming' && (
        <Stack gap="sm">
          <Text>
            <Trans>
              Write {shown} to {name} of {deviceName}? The device uses the new value at once.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => write.send({ type: 'write.cancel' })}>
              {t`Back`}
            </Button>
            <Button onClick={() => write.send({ type: 'write.confirm' })} data-autofocus>
              {t`Write value`}
            </Button>
          </Group>
        </Stack>
      )}
      {stage === 'writing' && <Spinner label={t`Writing the value`} />}
      {stage === 'readingBack' && <Spinner label={t`Reading the value back from the device`} />}
      {stage === 'written' && reading !== undefined && (
        <Stack gap="sm">
          <Text role="status">
            <Trans>
              Written. The device now reads {format(reading.value, tag.unit)}, read at <DateTime value={reading.at} timeOnly={sameDay(reading.at, Date.now())} />.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t`Close`}
            </Button>
          </Group>
        </Stack>
      )}
      {stage === 'unread' && (
        <Stack gap="sm">
          <Callout tone="warning" title={t`Written, but the value could not be read back`}>
            <ErrorMessage error={error} />
          </Callout>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Close`}
            </Button>
            <Button onClick={() => write.send({ type: 'write.retry' })}>{t`Read again`}</Button>
          </Group>
        </Stack>
      )}
      {stage === 'failed' && (
        <Stack gap="sm">
          <Callout tone="error" title={t`The value was not written`}>
            <ErrorMessage error={error} />
          </Callout>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => write.send({ type: 'write.cancel' })}>
              {t`Change the value`}
            </Button>
            <Button onClick={() => write.send({ type: 'write.retry' })}>{t`Try again`}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
