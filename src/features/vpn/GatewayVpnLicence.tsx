// The VPN licence of a gateway: the device licence it was activated with, read from the
// license manager by its logical id, and what that licence's VPN time is: not activated, active until a date
// (renewing or not), or expired, by the license manager's clock (vpnTime.ts). The panel reads it (the Connect button
// warns by it too); here people who may update devices activate it after confirming (the time starts and is spent)
// and switch its renewal; others read its state. Writes go through the gateway's request attempts.
import { Box, Button, Checkbox, Group, Stack, Switch, Text } from '@mantine/core';
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
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import { showBidiControls } from '../../ui/Bidi';
import { Callout } from '../../ui/Callout';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { DateTime } from '../../ui/DateTime';
import { formatDateTime } from '../../ui/dateTimeFormat';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadFailure } from '../../ui/LoadFailure';
import { Spinner } from '../../ui/Spinner';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useVpnFlows, type VpnMachines } from './flows';
import { vpnTimeOf, type GatewayLicence } from './vpnTime';

const day = 24 * 3_600;

/** The gateway's licence as the panel reads it (flows' `vpnLicence`). */
export type GatewayLicenceActor = ActorRefFrom<ReturnType<VpnMachines['vpnLicence']>>;

export interface GatewayVpnLicenceProps {
  organization: string;
  gatewayName: string;
  /** The logical id the gateway's device licence names it by; none when the service gave none. */
  logicalId: string | undefined;
  query: GatewayLicenceActor;
  /** The person may update devices: activate and switch renewal. */
  canUpdate: boolean;
}

export function GatewayVpnLicence({ organization, gatewayName, logicalId, query, canUpdate }: GatewayVpnLicenceProps) {
  if (logicalId === undefined) return <NoVpnLicence />;
  return <LicenceState organization={organization} gatewayName={gatewayName} logicalId={logicalId} query={query} canUpdate={canUpdate} />;
}

function NoVpnLicence() {
  const { t } = useLingui();
  return <Text size="sm">{t`This gateway was not activated with a device licence: it has no VPN licence.`}</Text>;
}

function LicenceState({ organization, gatewayName, logicalId, query, canUpdate }: GatewayVpnLicenceProps & { logicalId: string }) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const stage = useSelector(query, selectQueryStage);
  const answer = useSelector(query, selectAnswer<GatewayLicence>);
  const error = useSelector(query, selectQueryError);
  const [confirming, setConfirming] = useState(false);
  const [autorenew, setAutorenew] = useState(true);
  const renewal = useSubmitFlow(
    () => flows.vpnAutorenew(organization, logicalId),
    () => query.send({ type: 'query.refresh' }),
  );
  const activation = useSubmitFlow(
    () => flows.activateVpn(organization),
    () => {
      setConfirming(false);
      renewal.edit();
      query.send({ type: 'query.refresh' });
    },
  );
  const name = showBidiControls(gatewayName);

  if (answer === undefined) {
    if (stage === 'failed') return <LoadFailure title={t`The VPN licence could not be loaded`} error={error} onRetry={() => query.send({ type: 'query.retry' })} />;
    return <Spinner label={t`Loading the VPN licence`} />;
  }
  const { licence } = answer;
  if (licence === null) return <NoVpnLicence />;

  const key = licence.activationKey;
  const days = Math.floor(licence.numOfSecondsAutoRenewVpn / day);
  const time = vpnTimeOf(answer);

  // A failed activation closes the confirmation and says why below.
  const confirmOpen = confirming && activation.stage !== 'failed';
  const askToActivate = () => {
    setConfirming(true);
    activation.edit();
  };

  return (
    <Stack gap="xs">
      <Text size="sm">
        <Trans>
          Device licence <code>{key}</code>
        </Trans>
      </Text>
      {time.kind === 'noTime' ? (
        <Text size="sm">{t`This licence carries no VPN time.`}</Text>
      ) : time.kind === 'active' ? (
        <>
          <Text size="sm">
            <Trans>
              VPN active until <DateTime value={time.until} />
            </Trans>
          </Text>
          {canUpdate ? (
            <Switch
              label={t`Renew the VPN licence automatically`}
              checked={licence.vpnAutorenew === true}
              disabled={renewal.submitting}
              onChange={(event) => renewal.submit(event.currentTarget.checked)}
            />
          ) : (
            <Text size="sm">{licence.vpnAutorenew ? t`Renews automatically.` : t`Does not renew automatically.`}</Text>
          )}
        </>
      ) : (
        <>
          <Text size="sm">
            {time.kind === 'expired' ? (
              <Trans>
                VPN expired on <DateTime value={time.until} />
              </Trans>
            ) : (
              t`VPN not activated.`
            )}{' '}
            <Plural value={days} one="The licence carries # day of VPN." other="The licence carries # days of VPN." />
          </Text>
          {canUpdate && (
            <Group gap="md">
              <Checkbox label={t`Renew the VPN licence automatically`} checked={autorenew} onChange={(event) => setAutorenew(event.currentTarget.checked)} />
              <Button variant="default" onClick={askToActivate}>
                {t`Activate VPN licence`}
              </Button>
            </Group>
          )}
        </>
      )}
      {activation.stage === 'saved' && (
        <Text role="status" size="sm">
          {t`The VPN licence of ${name} is active.`}
        </Text>
      )}
      {activation.stage === 'failed' && (
        <Callout tone="error" title={t`Nothing was activated`}>
          <ErrorMessage error={activation.error} />
        </Callout>
      )}
      {renewal.stage === 'saved' && (
        <Text role="status" size="sm">
          {renewal.draft ? t`The VPN licence now renews automatically.` : t`The VPN licence no longer renews automatically.`}
        </Text>
      )}
      {renewal.stage === 'failed' && (
        <Callout tone="error" title={t`The renewal was not changed`}>
          <ErrorMessage error={renewal.error} />
        </Callout>
      )}
      <ConfirmDelete
        opened={confirmOpen}
        title={t`Activate the VPN licence of ${name}`}
        confirmLabel={t`Activate VPN licence`}
        acting={activation.submitting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => activation.submit({ logicalId, numOfSeconds: licence.numOfSecondsAutoRenewVpn, autorenew })}
      >
        {t`Licence ${key} starts its VPN time now.`}{' '}
        <Plural value={days} one="# day of VPN will run; it cannot be given back." other="# days of VPN will run; they cannot be given back." />
      </ConfirmDelete>
    </Stack>
  );
}

/**
 * Beside Connect: the gateway's VPN licence is not activated or has expired. The facts do not say the service refuses
 * such a gateway, so Connect stays offered; the person learns why a connect may fail and what to do about it.
 */
export function VpnTimeNotice({ gatewayName, query, canUpdate }: { gatewayName: string; query: GatewayLicenceActor; canUpdate: boolean }) {
  const { t, i18n } = useLingui();
  const answer = useSelector(query, selectAnswer<GatewayLicence>);
  const time = answer === undefined ? undefined : vpnTimeOf(answer);
  if (time?.kind !== 'notActivated' && time?.kind !== 'expired') return null;
  const name = showBidiControls(gatewayName);
  const expiredOn = time.kind === 'expired' ? formatDateTime(time.until, i18n.locale) : '';
  return (
    <Box mb="sm">
      <Callout tone="warning" title={time.kind === 'expired' ? t`The VPN licence of ${name} expired on ${expiredOn}` : t`The VPN licence of ${name} is not activated`}>
        {canUpdate
          ? t`A connection may be refused until the licence is activated: activate it under "VPN licence" below.`
          : t`A connection may be refused until the licence is activated by someone who may change devices.`}
      </Callout>
    </Box>
  );
}
