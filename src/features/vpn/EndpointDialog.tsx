// Adding an endpoint to a gateway: its name, the device address it reaches (four numbers from 0 to 255, refused at
// the field otherwise), whether the device sees the gateway's address (SNAT), and the profile whose applications it
// offers (the default one to start with).
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
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import type { ApplicationProfile } from '../../platform/vpnClient';
import { endpointProblems, maxEndpointNameLength, type EndpointField, type EndpointWrite } from '../../platform/vpnTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useVpnFlows } from './flows';
import { nameOption } from '../../ui/Bidi';

export interface EndpointDialogProps {
  organization: string;
  gatewayId: string;
  gatewayName: string;
  onAdded: () => void;
  onClose: () => void;
}

export function EndpointDialog({ organization, gatewayId, gatewayName, onAdded, onClose }: EndpointDialogProps) {
  const { t } = useLingui();
  const flows = useVpnFlows();
  const [machine] = useState(() => flows.endpointForm(organization));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onAdded();
  });
  const stage = useSelector(flow, selectStage);
  const profiles = useSelector(flow, selectData<ApplicationProfile[]>);
  const error = useSelector(flow, selectError);

  return (
    <FormDialog
      title={t`New endpoint on ${gatewayName}`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the profiles`}
      loadFailedTitle={t`The profiles could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {profiles && (
        <>
          {stage === 'submitFailed' && (
            <Callout tone="error" title={t`The endpoint was not added`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          <EndpointForm
            gatewayId={gatewayId}
            profiles={profiles}
            submitting={stage === 'submitting'}
            onSubmit={(draft) => flow.send({ type: 'user.submit', draft })}
            onCancel={onClose}
          />
        </>
      )}
    </FormDialog>
  );
}

interface EndpointFormProps {
  gatewayId: string;
  profiles: ApplicationProfile[];
  submitting: boolean;
  onSubmit: (write: EndpointWrite) => void;
  onCancel: () => void;
}

function EndpointForm({ gatewayId, profiles, submitting, onSubmit, onCancel }: EndpointFormProps) {
  const { t } = useLingui();
  const [write, setWrite] = useState<EndpointWrite>(() => ({
    name: '',
    gateway: gatewayId,
    physicalIpAddress: '',
    snat: false,
    actionProfile: (profiles.find(({ defaultProfile }) => defaultProfile) ?? profiles[0])?.id ?? '',
    type: 'device',
  }));
  const [attempted, setAttempted] = useState(false);
  const problems = attempted ? endpointProblems(write) : {};
  const messages: Record<EndpointField, string | undefined> = {
    name: problems.name === 'tooLong' ? t`Use at most ${maxEndpointNameLength} characters.` : problems.name && t`Enter a name.`,
    physicalIpAddress:
      problems.physicalIpAddress === 'missing'
        ? t`Enter the device's address.`
        : problems.physicalIpAddress && t`Enter an IPv4 address: four numbers from 0 to 255, e.g. 192.168.1.20.`,
    actionProfile: problems.actionProfile && t`Choose a profile.`,
    type: undefined,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = endpointProblems(write);
    const first = (['name', 'physicalIpAddress', 'actionProfile'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`endpoint-${first}`)?.focus();
      return;
    }
    onSubmit({ ...write, name: write.name.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Endpoint`}>
      <Stack gap="sm">
        <TextInput
          id="endpoint-name"
          label={t`Endpoint name`}
          required
          value={write.name}
          error={messages.name}
          onChange={(event) => setWrite({ ...write, name: event.currentTarget.value })}
        />
        <TextInput
          id="endpoint-physicalIpAddress"
          label={t`Device address`}
          description={t`The device's IPv4 address in the gateway's network.`}
          required
          value={write.physicalIpAddress}
          error={messages.physicalIpAddress}
          onChange={(event) => setWrite({ ...write, physicalIpAddress: event.currentTarget.value })}
        />
        <NativeSelect
          id="endpoint-actionProfile"
          label={t`Profile`}
          description={t`The applications the endpoint offers.`}
          required
          value={write.actionProfile}
          error={messages.actionProfile}
          data={[{ value: '', label: t`Choose a profile`, disabled: true }, ...profiles.map(({ id, name }) => nameOption(id, name))]}
          onChange={(event) => setWrite({ ...write, actionProfile: event.currentTarget.value })}
        />
        <Checkbox
          label={t`The device sees the gateway's address (SNAT)`}
          checked={write.snat}
          onChange={(event) => setWrite({ ...write, snat: event.currentTarget.checked })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {t`Save endpoint`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
