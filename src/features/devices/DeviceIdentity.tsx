// The device as the platform's core knows it (spec §7 Core API devices; docs/decisions.md "Devices"): the record's
// id, the alias it was activated with, its hardware id and the label it is known by everywhere. Those who update
// devices change the label here; the new label is read back from the core and said, and the panel reads the device
// again so its name follows.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { CoreDevice } from '../../platform/coreDeviceClient';
import { deviceAttributeProblems, maxLabelLength } from '../../platform/deviceRules';
import { Name, showBidiControls } from '../../ui/Bidi';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { useFormFlow } from '../../ui/useFormFlow';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useDeviceFlows } from './flows';
import classes from './devices.module.css';

export interface DeviceIdentityProps {
  organizationId: number;
  deviceId: string;
  canUpdate: boolean;
  /** The label changed: what shows the device's name reads it again. */
  onRelabelled: () => void;
}

export function DeviceIdentity({ organizationId, deviceId, canUpdate, onRelabelled }: DeviceIdentityProps) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const identity = useFormFlow(() => flows.deviceIdentity(organizationId, deviceId));
  if (identity.load.loadError !== undefined) {
    return <LoadFailure title={t`The device's platform record could not be read.`} error={identity.load.loadError} onRetry={identity.load.onRetry} />;
  }
  if (identity.data === undefined) return <Spinner label={t`Loading the platform record`} />;
  if (identity.data === null) return <Text c="dimmed">{t`The platform holds no record of this device.`}</Text>;
  return <IdentityRecord organizationId={organizationId} record={identity.data} canUpdate={canUpdate} onRelabelled={onRelabelled} />;
}

function IdentityRecord({ organizationId, record, canUpdate, onRelabelled }: Omit<DeviceIdentityProps, 'deviceId'> & { record: CoreDevice }) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const relabel = useSubmitFlow(() => flows.relabel(organizationId, record.id), onRelabelled);
  const [draft, setDraft] = useState('');
  const [checked, setChecked] = useState(false);
  // The record as the core answered after the change, else as first read.
  const shown = relabel.result ?? record;
  const [problem] = checked ? deviceAttributeProblems({ label: draft }) : [];
  const fieldError = problem === undefined ? undefined : problem.kind === 'required' ? t`Enter the new label.` : t`Use at most ${maxLabelLength} characters.`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (deviceAttributeProblems({ label: draft }).length === 0) relabel.submit(draft.trim());
  };
  const newLabel = showBidiControls(relabel.result?.label ?? '');

  return (
    <Stack gap="sm">
      <dl className={classes.facts}>
        <dt>{t`Label`}</dt>
        <dd>
          <Name>{shown.label}</Name>
        </dd>
        <dt>{t`Alias`}</dt>
        <dd>
          <Name>{shown.alias}</Name>
        </dd>
        <dt>{t`Hardware ID`}</dt>
        <dd className={classes.id}>{shown.hwId}</dd>
        <dt>{t`Record ID`}</dt>
        <dd className={classes.id}>{shown.id}</dd>
      </dl>
      {canUpdate && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label={t`New label`}
              value={draft}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                setChecked(false);
                relabel.edit();
              }}
              error={fieldError}
              autoComplete="off"
            />
            <Button type="submit" variant="default" mt={25} loading={relabel.submitting}>
              {t`Change label`}
            </Button>
          </Group>
        </form>
      )}
      {relabel.result && (
        <Text size="sm" role="status">
          {t`The platform now knows the device as ${newLabel}.`}
        </Text>
      )}
      {relabel.error !== undefined && (
        <Callout tone="error" title={t`The label was not changed`}>
          <ErrorMessage error={relabel.error} />
        </Callout>
      )}
    </Stack>
  );
}
