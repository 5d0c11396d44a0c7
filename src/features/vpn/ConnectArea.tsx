// Connecting to a gateway or one of its endpoints (vpnConnect.machine.ts), step by step: the companion app this
// computer needs (with its download), the one-time password when the gateway asks for one (six digits, checked by the
// service before connecting), connecting, and the device addresses reached until the person disconnects. Every
// failure says what happened and what to do next; a failed connect says the gateway stays disconnected.
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectConnectStage } from '../../../machines/vpnConnect.machine';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { connectFailureHint } from './connectMessages';
import type { VpnMachines } from './flows';

export type ConnectActor = ActorRefFrom<ReturnType<VpnMachines['connect']>>;

const otpPattern = /^\d{6}$/;

export function ConnectArea({ connection, targetName, canConnect }: { connection: ConnectActor; targetName: (endpointId?: string) => string; canConnect: boolean }) {
  const { t, i18n } = useLingui();
  const stage = useSelector(connection, selectConnectStage);
  const { app, error, otpRefused, addresses, target } = useSelector(connection, (snapshot) => snapshot.context);
  const [otp, setOtp] = useState('');
  const [otpProblem, setOtpProblem] = useState<string>();
  const name = targetName(target?.endpointId);
  // Each step replaces the control that led to it: the keyboard goes on from the step's first control.
  const continueButton = useRef<HTMLButtonElement>(null);
  const otpField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (stage === 'appInfo') continueButton.current?.focus();
    if (stage === 'askingOtp') otpField.current?.focus();
  }, [stage]);

  const sendOtp = (event: FormEvent) => {
    event.preventDefault();
    const typed = otp.trim();
    if (!otpPattern.test(typed)) {
      setOtpProblem(t`Enter the six digits of the one-time password.`);
      return;
    }
    setOtpProblem(undefined);
    connection.send({ type: 'user.otp', otp: typed });
  };

  const hint = error === undefined ? undefined : connectFailureHint(error);

  return (
    <Stack gap="sm">
      {stage === 'idle' && error !== undefined && (
        <Callout tone="error" title={t`Not connected: ${name} stays disconnected`}>
          <ErrorMessage error={error}>{hint && i18n._(hint)}</ErrorMessage>
        </Callout>
      )}
      {stage === 'preparing' && <Spinner label={t`Reading what the companion app needs`} />}
      {stage === 'appInfo' && (
        <Stack gap="xs">
          {app?.appName && app.requiredProductVersion ? (
            <Text>{t`Remote access runs through ${app.appName} ${app.requiredProductVersion} or newer on this computer.`}</Text>
          ) : app?.appName ? (
            <Text>{t`Remote access runs through ${app.appName} on this computer.`}</Text>
          ) : (
            <Text>{t`Remote access runs through the companion app on this computer.`}</Text>
          )}
          {app?.appInstallUrl && (
            <Text size="sm">
              {t`Not installed, or older?`}{' '}
              <Anchor href={app.appInstallUrl} target="_blank" rel="noreferrer">
                {t`Download ${app.appInstallBinaryName ?? app.appName ?? ''}`}
              </Anchor>
            </Text>
          )}
          <Group gap="xs">
            <Button ref={continueButton} onClick={() => connection.send({ type: 'user.continue' })}>
              {t`Continue`}
            </Button>
            <Button variant="default" onClick={() => connection.send({ type: 'user.cancel' })}>
              {t`Cancel`}
            </Button>
          </Group>
        </Stack>
      )}
      {(stage === 'askingOtp' || stage === 'checkingOtp') && (
        <form onSubmit={sendOtp} noValidate>
          <Stack gap="xs">
            <TextInput
              label={t`One-time password`}
              description={t`${name} asks for a one-time password: six digits.`}
              inputMode="numeric"
              autoComplete="one-time-code"
              w={260}
              value={otp}
              ref={otpField}
              onChange={(event) => {
                setOtp(event.currentTarget.value);
                setOtpProblem(undefined);
              }}
              error={otpProblem ?? (otpRefused && stage === 'askingOtp' ? t`This one-time password does not open the gateway. Check it, or ask for a new one.` : undefined)}
            />
            {error !== undefined && stage === 'askingOtp' && (
              <Callout tone="error" title={t`The one-time password could not be checked`}>
                <ErrorMessage error={error} />
              </Callout>
            )}
            <Group gap="xs">
              <Button type="submit" loading={stage === 'checkingOtp'}>
                {t`Connect`}
              </Button>
              <Button variant="default" disabled={stage === 'checkingOtp'} onClick={() => connection.send({ type: 'user.cancel' })}>
                {t`Cancel`}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {stage === 'connecting' && <Spinner label={t`Connecting to ${name}`} />}
      {(stage === 'connected' || stage === 'disconnecting') && (
        <Stack gap="xs">
          <Text role="status" fw={600}>{t`Connected to ${name}`}</Text>
          {addresses.length > 0 && (
            <>
              <Text size="sm">{t`Device addresses reached:`}</Text>
              <ul aria-label={t`Device addresses`}>
                {addresses.map((address) => (
                  <li key={address}>
                    <code>{address}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
          {error !== undefined && stage === 'connected' && (
            <Callout tone="error" title={t`Still connected: the disconnect failed`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          <Group>
            <Button variant="outline" color="red.9" loading={stage === 'disconnecting'} onClick={() => connection.send({ type: 'user.disconnect' })}>
              {t`Disconnect`}
            </Button>
          </Group>
        </Stack>
      )}
      {stage === 'idle' && !canConnect && <Text size="sm" c="dimmed">{t`Connect when the gateway is online and no one else is connected.`}</Text>}
    </Stack>
  );
}
