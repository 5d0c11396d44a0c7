// What a person who may change devices does to a gateway beside connecting and its settings: download its edge
// configuration file for an activation key (named as the service names it; hidden by the "hide VPN export config" switch), and reset
// its VPN connection, which drops whoever is connected (so it asks first).
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
import type { ServiceFile } from '../../platform/vpnClient';
import { activationKeyProblem, maxActivationKeyLength } from '../../platform/vpnTypes';
import { Callout } from '../../ui/Callout';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useVpnFlows } from './flows';
import { useSwitch } from '../../kit/useSwitch';

/** The file's name as the service gives it, or one made of the gateway's id. */
const downloadName = (file: ServiceFile, gatewayId: string) => file.name ?? `${gatewayId}.conf`;

/** Hands a text to the browser as a download named `name`. */
function saveFile(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export interface GatewayMaintenanceProps {
  organization: string;
  gatewayId: string;
  onReset: () => void;
}

export function GatewayMaintenance({ organization, gatewayId, onReset }: GatewayMaintenanceProps) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const hideExport = useSwitch('hideVpnExportConfig');
  const exporting = useSubmitFlow(
    () => flows.edgeConfigFile(organization, gatewayId),
    (file) => saveFile(downloadName(file, gatewayId), file.content),
  );
  const [confirmingReset, setConfirmingReset] = useState(false);
  const resetting = useSubmitFlow(
    () => flows.resetConnection(organization, gatewayId),
    () => {
      setConfirmingReset(false);
      onReset();
    },
  );
  const [key, setKey] = useState('');
  const [keyProblem, setKeyProblem] = useState<string>();

  const problems = {
    missing: t`Enter the activation key.`,
    tooLong: t`Use at most ${maxActivationKeyLength} characters.`,
    format: t`An activation key holds only letters, digits and dashes.`,
  };

  const exportFile = (event: FormEvent) => {
    event.preventDefault();
    const typed = key.trim();
    const problem = activationKeyProblem(typed);
    setKeyProblem(problem && problems[problem]);
    if (problem) return;
    exporting.submit(typed);
  };
  const name = exporting.result && downloadName(exporting.result, gatewayId);

  return (
    <Stack gap="md">
      {!hideExport && (
        <form onSubmit={exportFile} noValidate>
          <Stack gap="xs">
            <TextInput
                label={t`Activation key`}
                description={t`The key the gateway was activated with.`}
                w={280}
                value={key}
                onChange={(event) => {
                  setKey(event.currentTarget.value);
                  setKeyProblem(undefined);
                }}
                error={keyProblem}
              />
            <Group>
              <Button type="submit" variant="default" loading={exporting.submitting}>
                {t`Download edge configuration`}
              </Button>
            </Group>
            {name !== undefined && <Text role="status" size="sm">{t`Downloaded ${name}.`}</Text>}
            {exporting.stage === 'failed' && (
              <Callout tone="error" title={t`The edge configuration could not be downloaded`}>
                <ErrorMessage error={exporting.error} />
              </Callout>
            )}
          </Stack>
        </form>
      )}
      <Stack gap="xs">
        <Group>
          <Button variant="outline" color="red.9" onClick={() => setConfirmingReset(true)}>
            {t`Reset VPN connection`}
          </Button>
        </Group>
        {resetting.stage === 'saved' && (
          <Text role="status" size="sm">{t`The VPN connection was reset: whoever was connected has been dropped.`}</Text>
        )}
        {resetting.stage === 'failed' && (
          <Callout tone="error" title={t`The VPN connection was not reset`}>
            <ErrorMessage error={resetting.error} />
          </Callout>
        )}
      </Stack>
      <ConfirmDelete
        opened={confirmingReset && resetting.stage !== 'failed'}
        title={t`Reset the VPN connection?`}
        confirmLabel={t`Reset connection`}
        acting={resetting.submitting}
        onCancel={() => setConfirmingReset(false)}
        onConfirm={() => resetting.submit()}
      >
        {t`Whoever is connected to this gateway is dropped and has to connect again.`}
      </ConfirmDelete>
    </Stack>
  );
}
