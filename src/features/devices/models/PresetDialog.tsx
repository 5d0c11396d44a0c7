// A new preset of a model: which device tag feeds each path, how often changes are sent and whether history is kept;
// then its creation in the background with a progress bar (machines/presetCreation.machine.ts). A value out of range
// is refused at its field; a failure keeps what was typed, and the same preset sent again carries the same request id.
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { selectCreationStage } from '../../../../machines/presetCreation.machine';
import type { Model } from '../../../platform/mappingTypes';
import { Callout } from '../../../ui/Callout';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { useModelFlows } from './flows';
import { newPresetDraft, presetWrite, type PresetDraft } from './modelForm';
import { PresetForm } from './PresetForm';

export interface PresetDialogProps {
  organization: string;
  model: Model;
  onClose: () => void;
}

export function PresetDialog({ organization, model, onClose }: PresetDialogProps) {
  const { t } = useLingui();
  const flows = useModelFlows();
  const [send] = useState(() => flows.presetAttempts());
  const [draft, setDraft] = useState(() => newPresetDraft(model));
  const [attempt, setAttempt] = useState<{ key: number; machine: CreationMachine }>();
  const modelName = `${model.name} ${model.version}`;
  const start = (next: PresetDraft) => {
    setDraft(next);
    setAttempt((current) => ({ key: (current?.key ?? 0) + 1, machine: flows.presetCreation(organization, presetWrite(model, next), send) }));
  };
  const form = (failure?: ReactNode, retry?: () => void) => (
    <PresetForm
      organization={organization}
      model={model}
      initial={draft}
      failure={failure}
      onCancel={onClose}
      // The same preset again is the failed start tried again; a changed one is a new start.
      onSubmit={(next) => (retry && JSON.stringify(next) === JSON.stringify(draft) ? retry() : start(next))}
    />
  );

  return (
    <Modal opened onClose={onClose} size="lg" title={t`New preset of ${modelName}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {attempt ? (
        <Creation key={attempt.key} machine={attempt.machine} name={draft.name} form={form} onBack={() => setAttempt(undefined)} onClose={onClose} />
      ) : (
        form()
      )}
    </Modal>
  );
}

type CreationMachine = ReturnType<ReturnType<typeof useModelFlows>['presetCreation']>;

interface CreationProps {
  machine: CreationMachine;
  name: string;
  /** The form again, with why the start failed and how to try the same start again. */
  form: (failure: ReactNode, retry: () => void) => ReactNode;
  onBack: () => void;
  onClose: () => void;
}

function Creation({ machine, name, form, onBack, onClose }: CreationProps) {
  const { t } = useLingui();
  const creation = useActorRef(machine);
  const stage = useSelector(creation, selectCreationStage);
  const progress = useSelector(creation, (snapshot) => snapshot.context.progress);
  const error = useSelector(creation, (snapshot) => snapshot.context.error);
  const refusal = useSelector(creation, (snapshot) => snapshot.context.refusal);

  if (stage === 'startFailed') {
    return form(
      <Callout tone="error" title={t`The preset could not be created`}>
        <ErrorMessage error={error} />
      </Callout>,
      () => creation.send({ type: 'user.retry' }),
    );
  }
  if (stage === 'refused') {
    return (
      <Stack gap="md">
        <Callout tone="error" title={t`The preset could not be created`}>
          {refusal ?? t`The service gave no reason.`}
        </Callout>
        <Group justify="flex-end">
          <Button onClick={onBack}>{t`Back to the form`}</Button>
        </Group>
      </Stack>
    );
  }
  if (stage === 'done') {
    return (
      <Stack gap="md">
        <Text role="status">{t`Preset ${name} created.`}</Text>
        <Progress value={100} aria-label={t`Creating preset ${name}`} />
        <Group justify="flex-end">
          <Button data-autofocus onClick={onClose}>{t`Close`}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text id="preset-progress">{t`Creating preset ${name}: ${progress}%`}</Text>
      <Progress value={progress} animated aria-labelledby="preset-progress" />
      {stage === 'readFailed' && (
        <Callout tone="error" title={t`The progress could not be read`}>
          <ErrorMessage error={error}>{t`The preset is still being created; try reading its progress again.`}</ErrorMessage>
        </Callout>
      )}
      <Group justify="flex-end">
        {stage === 'readFailed' && <Button onClick={() => creation.send({ type: 'user.retry' })}>{t`Try again`}</Button>}
        <Button variant="default" onClick={onClose}>
          {t`Close; the preset is created anyway`}
        </Button>
      </Group>
    </Stack>
  );
}
