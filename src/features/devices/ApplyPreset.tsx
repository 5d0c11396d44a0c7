// Configures one device with another preset (spec §2 "configuration … apply another preset"): a model, then one of
// its presets. The device reports the preset at once as sent, and as applied once it is online; the service refuses a
// preset that reads tags the device does not send. The preset list starts on the one the device runs, so nothing is
// ready to apply until another is chosen, and applying it asks first: it reconfigures a running device.
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import { isPlatformError } from '../../platform/errors';
import type { DeviceRecord } from '../../platform/mappingClient';
import { Callout } from '../../ui/Callout';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useDeviceFlows, type PresetChoices } from './flows';
import { nameOption, showBidiControls } from '../../ui/Bidi';

export function ApplyPreset({ organization, device, onApplied }: { organization: string; device: DeviceRecord; onApplied: () => void }) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [machine] = useState(() => flows.presetChoices(organization));
  const [modelId, setModelId] = useState(device.modelId ?? '');
  const choices = useActorRef(machine, { input: { query: { modelId } } });
  const stage = useSelector(choices, selectQueryStage);
  const offered = useSelector(choices, selectAnswer<PresetChoices>);
  const error = useSelector(choices, selectQueryError);
  const [presetId, setPresetId] = useState('');
  // The presets shown belong to the model asked for (a newer answer may still be on its way).
  const presets = offered && stage !== 'loading' ? offered.presets.filter((preset) => preset.modelId === modelId) : [];
  const running = presets.some((preset) => preset.id === device.presetId) ? (device.presetId ?? '') : (presets[0]?.id ?? '');
  const chosen = presets.some((preset) => preset.id === presetId) ? presetId : running;
  const [confirming, setConfirming] = useState(false);
  const applying = useSubmitFlow(
    () => flows.applyPreset(organization, device.deviceId),
    () => {
      setConfirming(false);
      onApplied();
    },
  );
  // A failure closes the confirmation and says why below.
  const confirmOpen = confirming && applying.stage !== 'failed';

  const chooseModel = (next: string) => {
    setModelId(next);
    setPresetId('');
    applying.edit();
    choices.send({ type: 'query.change', query: { modelId: next } });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === '' || chosen === device.presetId) return;
    setConfirming(true);
    applying.edit();
  };

  const chosenName = showBidiControls(presets.find((preset) => preset.id === chosen)?.name ?? '');
  const deviceName = showBidiControls(device.label);

  if (stage === 'failed' && offered === undefined) {
    return <LoadFailure title={t`The presets could not be loaded`} error={error} onRetry={() => choices.send({ type: 'query.retry' })} />;
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label={t`Model`}
            value={modelId}
            disabled={offered === undefined}
            data={(offered?.models ?? []).map((model) => nameOption(model.id, `${model.name} ${model.version}`))}
            onChange={(event) => chooseModel(event.currentTarget.value)}
          />
          <NativeSelect
            label={t`Preset`}
            value={chosen}
            disabled={presets.length === 0}
            data={presets.map((preset) => {
              const option = nameOption(preset.id, preset.name);
              return preset.id === device.presetId ? { ...option, label: t`${option.label} (applied)` } : option;
            })}
            onChange={(event) => setPresetId(event.currentTarget.value)}
          />
          <Button type="submit" loading={applying.submitting} disabled={chosen === '' || chosen === device.presetId}>
            {t`Apply preset`}
          </Button>
        </Group>
        {offered !== undefined && stage !== 'loading' && presets.length === 0 && <Text size="sm">{t`This model has no presets.`}</Text>}
        <ConfirmDelete
          opened={confirmOpen}
          title={t`Apply another preset?`}
          confirmLabel={t`Apply preset`}
          acting={applying.submitting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => applying.submit(chosen)}
        >
          {t`Apply ${chosenName} to ${deviceName}? The device is reconfigured as soon as it receives it: it then sends what the new preset reads.`}
        </ConfirmDelete>
        {applying.stage === 'failed' && (
          <Callout tone="error" title={t`The preset was not applied`}>
            <ErrorMessage error={applying.error}>{isPlatformError(applying.error, 'conflict') && t`A preset can only read tags the device sends.`}</ErrorMessage>
          </Callout>
        )}
      </Stack>
    </form>
  );
}
