// The trigger form in a dialog over the list: loads the rule (when editing) and the devices it may watch, sends
// it, and reports back once the service has saved it.
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import type { TriggerRule } from '../../platform/triggerTypes';
import { Callout } from '../../ui/Callout';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { useTriggerFlows } from './flows';
import { TriggerForm } from './TriggerForm';
import { newTriggerValues, triggerValues } from './triggerForm';

export interface TriggerDialogProps {
  organization: string;
  /** The rule to edit; absent for a new one. */
  ruleId?: string;
  onSaved: (rule: TriggerRule) => void;
  onClose: () => void;
}

export function TriggerDialog({ organization, ruleId, onSaved, onClose }: TriggerDialogProps) {
  const { t } = useLingui();
  const flows = useTriggerFlows();
  const [machine] = useState(() => flows.ruleForm(organization, ruleId));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done' && snapshot.context.result) onSaved(snapshot.context.result);
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);

  return (
    <FormDialog
      size="xl"
      title={ruleId === undefined ? t`New trigger` : t`Edit trigger`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the trigger`}
      loadFailedTitle={t`The trigger could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {data && (
        <>
          {stage === 'submitFailed' && (
            <Callout tone="error" title={t`The trigger was not saved`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          <TriggerForm
            organization={organization}
            initial={data.rule ? triggerValues(data.rule) : newTriggerValues()}
            sources={data.sources}
            groups={data.groups}
            submitting={stage === 'submitting'}
            onSubmit={(draft) => flow.send({ type: 'user.submit', draft })}
            onCancel={onClose}
          />
        </>
      )}
    </FormDialog>
  );
}
