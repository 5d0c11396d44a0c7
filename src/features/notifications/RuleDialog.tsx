// The rule form in a dialog over the list: loads the rule (or the organisation's default recipients for a new
// one), sends it, and reports back once the service has saved it.
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectData, selectError, selectStage } from '../../../machines/loadAndSubmit.machine';
import { ErrorMessage } from '../../ui/ErrorMessage';
import type { NotificationRule } from '../../platform/notificationTypes';
import { Callout } from '../../ui/Callout';
import { FormDialog } from '../../ui/FormDialog';
import { RuleForm } from './RuleForm';
import { newRuleValues, ruleValues } from './ruleForm';
import { useNotificationFlows } from './flows';

export interface RuleDialogProps {
  organization: string;
  /** The rule to edit; absent for a new rule. */
  ruleId?: string;
  onSaved: (rule: NotificationRule) => void;
  onClose: () => void;
}

export function RuleDialog({ organization, ruleId, onSaved, onClose }: RuleDialogProps) {
  const { t } = useLingui();
  const flows = useNotificationFlows();
  const [machine] = useState(() => flows.ruleForm(organization, ruleId));
  const flow = useActorRef(machine, undefined, (snapshot) => {
    if (snapshot.status === 'done' && snapshot.context.result) onSaved(snapshot.context.result);
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, selectData);
  const error = useSelector(flow, selectError);

  return (
    <FormDialog
      title={ruleId === undefined ? t`New notification rule` : t`Edit notification rule`}
      onClose={onClose}
      loading={stage === 'loading'}
      loadError={stage === 'loadFailed' ? error : undefined}
      loadingLabel={t`Loading the rule`}
      loadFailedTitle={t`The rule could not be loaded`}
      onRetry={() => flow.send({ type: 'user.retry' })}
    >
      {data && (
        <>
          {stage === 'submitFailed' && (
            <Callout tone="error" title={t`The rule was not saved`}>
              <ErrorMessage error={error} />
            </Callout>
          )}
          <RuleForm
            initial={data.rule ? ruleValues(data.rule) : newRuleValues(data.defaultRecipients)}
            submitting={stage === 'submitting'}
            onSubmit={(draft) => flow.send({ type: 'user.submit', draft })}
            onCancel={onClose}
          />
        </>
      )}
    </FormDialog>
  );
}
