// A gateway's settings for a person who may change devices: its name (not blank, at most 100 characters) and, with
// the "VPN network size" switch on, whether it has a virtual IP and its virtual network's prefix length (/16 to /30);
// a value out of range is refused at its field; and the region whose VPN servers it prefers, among the service's.
import { Button, Checkbox, Group, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { Gateway, Region } from '../../platform/vpnClient';
import { gatewaySettingsProblems, maxGatewayNameLength, virtualNetworkSizeRange, type GatewaySettings } from '../../platform/vpnTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useVpnFlows } from './flows';
import { useSwitch } from '../../kit/useSwitch';

export interface GatewaySettingsFormProps {
  organization: string;
  gateway: Gateway;
  onSaved: () => void;
}

export function GatewaySettingsForm({ organization, gateway, onSaved }: GatewaySettingsFormProps) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const networkSwitch = useSwitch('vpnNetworkSize');
  const saving = useSubmitFlow(() => flows.updateGateway(organization, gateway.gatewayId), onSaved);
  const [name, setName] = useState(gateway.name);
  const [virtualIp, setVirtualIp] = useState(!(gateway.gateway_disable_virtual_ip ?? false));
  const [size, setSize] = useState<number | string>(gateway.gateway_virtualnetwork_size ?? '');
  const [region, setRegion] = useState(gateway.preferred_region ?? '');
  const [regionsMachine] = useState(() => flows.regions());
  const regionsQuery = useActorRef(regionsMachine, { input: { query: {} } });
  const regions = useSelector(regionsQuery, selectAnswer<Region[]>);
  const regionsStage = useSelector(regionsQuery, selectQueryStage);
  const regionsError = useSelector(regionsQuery, selectQueryError);
  const [problems, setProblems] = useState<Partial<Record<keyof GatewaySettings, string>>>({});
  const { min, max } = virtualNetworkSizeRange;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const settings: GatewaySettings = {
      name,
      // The region is sent once the regions are known, so what was chosen is one of them.
      ...(regions ? { preferred_region: region } : {}),
      ...(networkSwitch ? { gateway_disable_virtual_ip: !virtualIp, gateway_virtualnetwork_size: size === '' ? Number.NaN : Number(size) } : {}),
    };
    const found = gatewaySettingsProblems(settings);
    setProblems({
      name: found.name === 'missing' ? t`Enter a name.` : found.name === 'tooLong' ? t`Use at most ${maxGatewayNameLength} characters.` : undefined,
      gateway_virtualnetwork_size: found.gateway_virtualnetwork_size ? t`Enter a whole prefix length from /${min} to /${max}.` : undefined,
    });
    if (Object.keys(found).length > 0) return;
    saving.submit(settings);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t`Name`}
          w={280}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setProblems((shown) => ({ ...shown, name: undefined }));
          }}
          error={problems.name}
        />
        {networkSwitch && (
          <>
            <Checkbox label={t`Give the gateway a virtual IP`} checked={virtualIp} onChange={(event) => setVirtualIp(event.currentTarget.checked)} />
            <NumberInput
              label={t`Virtual network size`}
              description={t`A prefix length from /${min} (65 536 addresses) to /${max} (4 addresses).`}
              w={280}
              prefix="/"
              allowDecimal={false}
              value={size}
              onChange={(value) => {
                setSize(value);
                setProblems((shown) => ({ ...shown, gateway_virtualnetwork_size: undefined }));
              }}
              error={problems.gateway_virtualnetwork_size}
            />
          </>
        )}
        {regions ? (
          <NativeSelect
            label={t`Preferred region`}
            w={280}
            value={region}
            onChange={(event) => setRegion(event.currentTarget.value)}
            data={[{ value: '', label: t`Chosen by the service` }, ...regions.map(({ code, name: regionName }) => ({ value: code, label: regionName }))]}
          />
        ) : regionsStage === 'failed' ? (
          <LoadFailure title={t`The regions could not be loaded`} error={regionsError} onRetry={() => regionsQuery.send({ type: 'query.retry' })} />
        ) : (
          <Text size="sm" c="dimmed">{t`Loading the regions…`}</Text>
        )}
        <Group>
          <Button type="submit" variant="default" loading={saving.submitting}>
            {t`Save settings`}
          </Button>
        </Group>
        {saving.stage === 'saved' && <Text role="status" size="sm">{t`The gateway's settings were saved.`}</Text>}
        {saving.stage === 'failed' && (
          <Callout tone="error" title={t`The gateway's settings were not saved`}>
            <ErrorMessage error={saving.error} />
          </Callout>
        )}
      </Stack>
    </form>
  );
}
