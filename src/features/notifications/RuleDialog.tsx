// The rule form in a dialog over the list: loads the rule (or the organisation's default recipients for a new
// one), sends it, and reports back once the service has saved it.
import { useLingui } from '@lingui/react/macro';
import { ErrorMessage } from '../../ui/ErrorMessage';
import type { NotificationRule } from '../../platform/notificationTypes';
import { Callout } from '../../ui/Callout';
import { FormDialog } from '../../ui/FormDialog';
import { useFormFlow } from '../../ui/useFormFlow';
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
  const { data, submitting, submitError, submit, load } = useFormFlow(() => flows.ruleForm(organization, ruleId), onSaved);

  return (
    <FormDialog
      title={ruleId === undefined ? t`New notification rule` : t`Edit notification rule`}
      onClose={onClose}
      {...load}
      loadingLabel={t`Loading the rule`}
      loadFailedTitle={t`The rule could not be loaded`}
    >
      {data && (
        <>
          {submitError !== undefined && (
            <Callout tone="error" title={t`The rule was not saved`}>
              <ErrorMessage error={submitError} />
            </Callout>
          )}
          <RuleForm
            initial={data.rule ? ruleValues(data.rule) : newRuleValues(data.defaultRecipients)}
            submitting={submitting}
            onSubmit={submit}
            onCancel={onClose}
          />
        </>
      )}
    </FormDialog>
  );
}
