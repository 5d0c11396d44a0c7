// A flow's name, description and ordered dashboards: a new flow, or one being edited. Saved as a whole.
import { Divider, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Flow, FlowStep } from '../../../platform/dashboardTypes';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { Callout } from '../../../ui/Callout';
import { FormDialog } from '../../../ui/FormDialog';
import { useFormFlow } from '../../../ui/useFormFlow';
import { NameFieldsForm } from '../browse/NameFieldsForm';
import { useDashboardLists } from '../listFlows';
import { DashboardPicker } from './DashboardPicker';
import { FlowStepsEditor } from './FlowStepsEditor';
import { addStep, maxFlowSteps, stepLabelsFit } from './flowSteps';

export interface FlowDialogProps {
  /** The flow to edit; absent for a new one. */
  flowId?: string;
  onSaved: (flow: Flow) => void;
  onClose: () => void;
}

export function FlowDialog({ flowId, onSaved, onClose }: FlowDialogProps) {
  const { t } = useLingui();
  const flows = useDashboardLists();
  const { data, submitting, submitError, submit, load } = useFormFlow(() => flows.flowForm(flowId), onSaved);

  return (
    <FormDialog
      title={flowId === undefined ? t`New flow` : t`Edit flow`}
      onClose={onClose}
      {...load}
      loadingLabel={t`Loading the flow`}
      loadFailedTitle={t`The flow could not be loaded`}
    >
      <FlowForm
        initial={data}
        submitting={submitting}
        failure={submitError}
        onSubmit={submit}
        onCancel={onClose}
      />
    </FormDialog>
  );
}

interface FlowFormProps {
  initial: Flow | undefined;
  submitting: boolean;
  failure: unknown;
  onSubmit: (flow: { name: string; description: string; steps: FlowStep[] }) => void;
  onCancel: () => void;
}

function FlowForm({ initial, submitting, failure, onSubmit, onCancel }: FlowFormProps) {
  const { t } = useLingui();
  const [steps, setSteps] = useState<FlowStep[]>(initial?.steps ?? []);
  const full = steps.length >= maxFlowSteps;

  return (
    <NameFieldsForm
      initial={{ name: initial?.name ?? '', description: initial?.description ?? '' }}
      submitLabel={initial ? t`Save flow` : t`Create flow`}
      submitting={submitting}
      complete={steps.length > 0 && stepLabelsFit(steps)}
      onCancel={onCancel}
      onSubmit={(fields) => onSubmit({ ...fields, steps })}
    >
      <Stack gap="sm">
        <Divider label={t`Dashboards in turn`} labelPosition="left" />
        <FlowStepsEditor steps={steps} disabled={submitting} onChange={setSteps} />
        {full && <Text size="sm">{t`A flow holds at most ${maxFlowSteps} dashboards.`}</Text>}
        <DashboardPicker disabled={submitting || full} onPick={(dashboard) => setSteps(addStep(steps, dashboard))} />
        {failure !== undefined && (
          <Callout tone="error" title={t`The flow was not saved`}>
            <ErrorMessage error={failure} />
          </Callout>
        )}
      </Stack>
    </NameFieldsForm>
  );
}
