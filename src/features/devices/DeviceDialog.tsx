// A device's attributes in a dialog over the fleet: loads the device and the organisation's tags, sends the change,
// and reports back once the service has saved it.
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { DeviceForm } from './DeviceForm';
import { useDeviceFlows } from './flows';

export interface DeviceDialogProps {
  organization: string;
  deviceId: string;
  onSaved: () => void;
  onClose: () => void;
}

export function DeviceDialog({ organization, deviceId, onSaved, onClose }: DeviceDialogProps) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [machine] = useState(() => flows.deviceForm(organization, deviceId));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done') onSaved();
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);

  return (
    <FormDialog
      title={t`Edit device`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the device`}
      loadFailedTitle={t`The device could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {data && (
        <>
          {stage === 'submitFailed' && (
            <Callout tone="error" title={t`The device was not saved`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          <DeviceForm
            initial={{ label: data.device.label, description: data.device.description ?? '', tags: data.device.tags ?? [] }}
            knownTags={data.knownTags}
            submitting={stage === 'submitting'}
            onSubmit={(draft) => flow.send({ type: 'user.submit', draft })}
            onCancel={onClose}
          />
        </>
      )}
    </FormDialog>
  );
}
