// Create or edit one remote application: its name, kind and port, and the settings of its kind (a user name for SSH,
// RDP and Telnet; RDP's security and keyboard; VNC's clipboard; the path of a web page and whether it opens in the
// browser; a custom application's protocol and program per operating system). Mistakes are named at their field
// before anything is sent, the first one takes the focus, and the port is a text field kept as typed (a number field
// would clamp or drop what was typed).
import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  applicationProtocols,
  applicationTypes,
  rdpKeyboardLayouts,
  rdpSecurities,
  type ApplicationField,
  type ApplicationProtocol,
  type ApplicationType,
  type ApplicationWrite,
  type RdpSecurity,
} from '../../platform/vpnTypes';
import { applicationWriteOf, isWeb, validateApplication, withType, withUsername, type ApplicationFormValues } from './applicationForm';

export interface ApplicationFormProps {
  initial: ApplicationFormValues;
  submitting: boolean;
  onSubmit: (write: ApplicationWrite) => void;
  onCancel: () => void;
}

/** The checked fields' ids in the order shown, so the first mistake can take the focus. */
const fieldIds: Partial<Record<ApplicationField, string>> = {
  name: 'application-name',
  protocol: 'application-protocol',
  port: 'application-port',
  username: 'application-username',
  url: 'application-url',
  command_path: 'application-command-windows',
};

export function ApplicationForm({ initial, submitting, onSubmit, onCancel }: ApplicationFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initial);
  // Checked from the first attempt to send on, so a corrected field loses its message as it is corrected.
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateApplication(values) : {};
  const message = (field: ApplicationField) => (errors[field] ? i18n._(errors[field]) : undefined);
  const set = <K extends keyof ApplicationFormValues>(field: K, value: ApplicationFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const text = (field: keyof ApplicationFormValues) => (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value as never);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateApplication(values);
    const first = (Object.keys(fieldIds) as ApplicationField[]).find((field) => found[field]);
    if (first) {
      document.getElementById(fieldIds[first] ?? '')?.focus();
      return;
    }
    onSubmit(applicationWriteOf(values));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Remote application`}>
      <Stack gap="sm">
        <TextInput id={fieldIds.name} label={t`Name`} required value={values.name} error={message('name')} onChange={text('name')} />
        <Group grow align="flex-start">
          <NativeSelect
            label={t`Type`}
            value={values.type}
            data={applicationTypes.map((type) => ({ value: type, label: type === 'Custom' ? t`Custom` : type }))}
            onChange={(event) => setValues((current) => withType(current, event.currentTarget.value as ApplicationType))}
          />
          <NativeSelect
            id={fieldIds.protocol}
            label={t`Protocol`}
            value={values.protocol}
            disabled={values.type !== 'Custom'}
            error={message('protocol')}
            data={[...applicationProtocols]}
            onChange={(event) => set('protocol', event.currentTarget.value as ApplicationProtocol)}
          />
          <TextInput
            id={fieldIds.port}
            label={t`Port`}
            required
            inputMode="numeric"
            value={values.port}
            error={message('port')}
            onChange={text('port')}
          />
        </Group>
        {withUsername.includes(values.type) && (
          <TextInput
            id={fieldIds.username}
            label={t`User name`}
            description={t`Optional: the user the client signs in as on the device.`}
            value={values.username}
            error={message('username')}
            onChange={text('username')}
          />
        )}
        {values.type === 'RDP' && (
          <Group grow align="flex-start">
            <NativeSelect
              label={t`Security`}
              value={values.rdpSecurity}
              data={rdpSecurities.map((security) => ({ value: security, label: security === 'Any' ? t`Any` : security }))}
              onChange={(event) => set('rdpSecurity', event.currentTarget.value as RdpSecurity)}
            />
            <NativeSelect
              label={t`Keyboard layout`}
              value={values.rdpKeyboardLayout}
              data={[...rdpKeyboardLayouts]}
              onChange={(event) => set('rdpKeyboardLayout', event.currentTarget.value)}
            />
          </Group>
        )}
        {values.type === 'VNC' && (
          <Group>
            <Checkbox label={t`No copying from the device`} checked={values.disableCopy} onChange={(event) => set('disableCopy', event.currentTarget.checked)} />
            <Checkbox label={t`No pasting to the device`} checked={values.disablePaste} onChange={(event) => set('disablePaste', event.currentTarget.checked)} />
          </Group>
        )}
        {isWeb(values.type) && (
          <>
            <TextInput
              id={fieldIds.url}
              label={t`Path`}
              description={t`The page opened on the device, e.g. /index.html.`}
              value={values.url}
              error={message('url')}
              onChange={text('url')}
            />
            <Checkbox label={t`Open in the browser`} checked={values.inBrowser} onChange={(event) => set('inBrowser', event.currentTarget.checked)} />
          </>
        )}
        {values.type === 'Custom' && (
          <>
            <TextInput
              id={fieldIds.command_path}
              label={t`Program on Windows`}
              description={t`Run with the device's address and the port. Give the program for at least one operating system.`}
              value={values.commandWindows}
              error={message('command_path')}
              onChange={text('commandWindows')}
            />
            <TextInput label={t`Program on Linux`} value={values.commandLinux} onChange={text('commandLinux')} />
            <TextInput label={t`Program on macOS`} value={values.commandMac} onChange={text('commandMac')} />
          </>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {t`Save application`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
