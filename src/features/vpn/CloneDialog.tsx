// Copying a gateway's configuration (its endpoints and virtual network) onto another gateway of the domain: the
// target is chosen among all the others, the dialog says what the target loses, and its button names the target, so
// choosing and confirming are one deliberate step. The outcome is told by the panel (onCloned).
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
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import type { Gateway } from '../../platform/vpnClient';
import { nameOption, showBidiControls } from '../../ui/Bidi';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useVpnFlows } from './flows';

export interface CloneDialogProps {
  organization: string;
  gateway: Gateway;
  onCloned: (target: Gateway) => void;
  onClose: () => void;
}

export function CloneDialog({ organization, gateway, onCloned, onClose }: CloneDialogProps) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [machine] = useState(() => flows.cloneGateway(organization, gateway.gatewayId));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done' && snapshot.context.result) onCloned(snapshot.context.result);
  });
  const stage = useSelector(flow, selectStage);
  const others = useSelector(flow, selectData<Gateway[]>);
  const error = useSelector(flow, selectError);
  const [target, setTarget] = useState('');
  const source = showBidiControls(gateway.name);
  const chosen = others?.find(({ gatewayId }) => gatewayId === target);
  const chosenName = chosen ? showBidiControls(chosen.name) : '';

  return (
    <FormDialog
      title={t`Clone ${source}`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the gateways`}
      loadFailedTitle={t`The gateways could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {others && (
        <Stack gap="md">
          {stage === 'submitFailed' && (
            <Callout tone="error" title={t`The configuration was not cloned`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          {others.length === 0 ? (
            <Text>{t`This organization has no other gateway to clone onto.`}</Text>
          ) : (
            <>
              <NativeSelect
                label={t`Target gateway`}
                value={target}
                onChange={(event) => setTarget(event.currentTarget.value)}
                data={[{ value: '', label: t`Choose a gateway` }, ...others.map((other) => nameOption(other.gatewayId, other.name))]}
              />
              <Text size="sm">
                {t`The target's endpoints and virtual network are replaced by those of ${source}; whoever reaches the target through its endpoints now will not.`}
              </Text>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" disabled={stage === 'submitting'} onClick={onClose}>
              {t`Cancel`}
            </Button>
            {chosen && (
              <Button color="red.9" loading={stage === 'submitting'} onClick={() => flow.send({ type: 'user.submit', draft: { target } })}>
                {t`Replace the configuration of ${chosenName}`}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </FormDialog>
  );
}
