// The VPN licence of a gateway (issue 11 "VPN licences"): the device licence it was activated with, read from the
// license manager by its logical id, and what that licence's VPN time is: not activated, active until a date
// (renewing or not), or expired. People who may update devices activate it after confirming (the time starts and is
// spent) and switch its renewal; others read its state. Writes go through the gateway's request attempts.
import { Button, Checkbox, Group, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { DeviceLicence } from '../../platform/deviceLicenceTypes';
import { showBidiControls } from '../../ui/Bidi';
import { Callout } from '../../ui/Callout';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { DateTime } from '../../ui/DateTime';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { useVpnFlows } from './flows';

const day = 24 * 3_600;

export interface GatewayVpnLicenceProps {
  organization: string;
  gatewayName: string;
  /** The logical id the gateway's device licence names it by; none when the service gave none. */
  logicalId: string | undefined;
  /** The person may update devices: activate and switch renewal. */
  canUpdate: boolean;
}

export function GatewayVpnLicence({ organization, gatewayName, logicalId, canUpdate }: GatewayVpnLicenceProps) {
  if (logicalId === undefined) return <NoVpnLicence />;
  return <LicenceState organization={organization} gatewayName={gatewayName} logicalId={logicalId} canUpdate={canUpdate} />;
}

function NoVpnLicence() {
  const { t } = useLingui();
  return <Text size="sm">{t`This gateway was not activated with a device licence: it has no VPN licence.`}</Text>;
}

type Write = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'failed'; error: unknown };

function LicenceState({ organization, gatewayName, logicalId, canUpdate }: GatewayVpnLicenceProps & { logicalId: string }) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [machine] = useState(() => flows.vpnLicence(organization, logicalId));
  const [writes] = useState(() => flows.vpnLicenceWrites(organization));
  const query = useActorRef(machine, { input: { query: {} } });
  const stage = useSelector(query, selectQueryStage);
  const licence = useSelector(query, selectAnswer<DeviceLicence | null>);
  const error = useSelector(query, selectQueryError);
  const [confirming, setConfirming] = useState(false);
  const [autorenew, setAutorenew] = useState(true);
  const [activation, setActivation] = useState<Write>({ kind: 'idle' });
  const [renewal, setRenewal] = useState<Write>({ kind: 'idle' });
  const name = showBidiControls(gatewayName);

  if (licence === undefined) {
    if (stage === 'failed') return <LoadFailure title={t`The VPN licence could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />;
    return <Spinner label={t`Loading the VPN licence`} />;
  }
  if (licence === null) return <NoVpnLicence />;

  const key = licence.activationKey;
  const days = Math.floor(licence.numOfSecondsAutoRenewVpn / day);
  const until = licence.toDateVpn === undefined ? undefined : Date.parse(licence.toDateVpn);
  const active = until !== undefined && until > Date.now();

  const activate = async () => {
    setActivation({ kind: 'busy' });
    try {
      await writes.activate({ logicalId, numOfSeconds: licence.numOfSecondsAutoRenewVpn, autorenew });
      setConfirming(false);
      setActivation({ kind: 'done', text: t`The VPN licence of ${name} is active.` });
      setRenewal({ kind: 'idle' });
      query.send({ type: 'query.refresh' });
    } catch (failure) {
      setConfirming(false);
      setActivation({ kind: 'failed', error: failure });
    }
  };

  const switchRenewal = async (renew: boolean) => {
    setRenewal({ kind: 'busy' });
    try {
      await writes.setAutorenew(logicalId, renew);
      setRenewal({ kind: 'done', text: renew ? t`The VPN licence now renews automatically.` : t`The VPN licence no longer renews automatically.` });
      query.send({ type: 'query.refresh' });
    } catch (failure) {
      setRenewal({ kind: 'failed', error: failure });
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm">
        <Trans>
          Device licence <code>{key}</code>
        </Trans>
      </Text>
      {licence.numOfSecondsAutoRenewVpn <= 0 ? (
        <Text size="sm">{t`This licence carries no VPN time.`}</Text>
      ) : active ? (
        <>
          <Text size="sm">
            <Trans>
              VPN active until <DateTime value={until} />
            </Trans>
          </Text>
          {canUpdate ? (
            <Switch
              label={t`Renew the VPN licence automatically`}
              checked={licence.vpnAutorenew === true}
              disabled={renewal.kind === 'busy'}
              onChange={(event) => void switchRenewal(event.currentTarget.checked)}
            />
          ) : (
            <Text size="sm">{licence.vpnAutorenew ? t`Renews automatically.` : t`Does not renew automatically.`}</Text>
          )}
        </>
      ) : (
        <>
          <Text size="sm">
            {until === undefined ? (
              t`VPN not activated.`
            ) : (
              <Trans>
                VPN expired on <DateTime value={until} />
              </Trans>
            )}{' '}
            <Plural value={days} one="The licence carries # day of VPN." other="The licence carries # days of VPN." />
          </Text>
          {canUpdate && (
            <Group gap="md">
              <Checkbox label={t`Renew the VPN licence automatically`} checked={autorenew} onChange={(event) => setAutorenew(event.currentTarget.checked)} />
              <Button variant="default" onClick={() => setConfirming(true)}>
                {t`Activate VPN licence`}
              </Button>
            </Group>
          )}
        </>
      )}
      {activation.kind === 'done' && (
        <Text role="status" size="sm">
          {activation.text}
        </Text>
      )}
      {activation.kind === 'failed' && (
        <Callout tone="error" title={t`Nothing was activated`}>
          <ErrorMessage error={activation.error} />
        </Callout>
      )}
      {renewal.kind === 'done' && (
        <Text role="status" size="sm">
          {renewal.text}
        </Text>
      )}
      {renewal.kind === 'failed' && (
        <Callout tone="error" title={t`The renewal was not changed`}>
          <ErrorMessage error={renewal.error} />
        </Callout>
      )}
      <ConfirmDelete
        opened={confirming}
        title={t`Activate the VPN licence of ${name}`}
        confirmLabel={t`Activate VPN licence`}
        acting={activation.kind === 'busy'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void activate()}
      >
        {t`Licence ${key} starts its VPN time now.`}{' '}
        <Plural value={days} one="# day of VPN will run; it cannot be given back." other="# days of VPN will run; they cannot be given back." />
      </ConfirmDelete>
    </Stack>
  );
}
