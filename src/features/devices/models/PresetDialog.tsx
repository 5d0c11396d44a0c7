// A new preset of a model: which device tag feeds each path, how often changes are sent and whether history is kept;
// then its creation (machines/presetCreation.machine.ts), which may take minutes. A value out of range is refused at
// its field; a failure keeps what was typed, and the same preset sent again is the same attempt (read back first
// where its answer was lost).
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
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
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
    setAttempt((current) => ({ key: (current?.key ?? 0) + 1, machine: flows.presetCreation(organization, model.id, presetWrite(model, next), send) }));
  };
  const form = (failure?: ReactNode, retry?: () => void) => (
    <PresetForm
      organization={organization}
      model={model}
      initial={draft}
      failure={failure}
      onCancel={onClose}
      // The same preset again is the failed creation tried again; a changed one is a new creation.
      onSubmit={(next) => (retry && JSON.stringify(next) === JSON.stringify(draft) ? retry() : start(next))}
    />
  );

  return (
    <Modal opened onClose={onClose} size="lg" title={t`New preset of ${modelName}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {attempt ? (
        <Creation key={attempt.key} machine={attempt.machine} name={draft.name} form={form} onClose={onClose} />
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
  /** The form again, with why the creation failed and how to try the same creation again. */
  form: (failure: ReactNode, retry: () => void) => ReactNode;
  onClose: () => void;
}

function Creation({ machine, name, form, onClose }: CreationProps) {
  const { t } = useLingui();
  const creation = useActorRef(machine);
  const stage = useSelector(creation, selectCreationStage);
  const error = useSelector(creation, (snapshot) => snapshot.context.error);

  if (stage === 'failed') {
    return form(
      <Callout tone="error" title={t`The preset could not be created`}>
        <ErrorMessage error={error} />
      </Callout>,
      () => creation.send({ type: 'user.retry' }),
    );
  }
  if (stage === 'done') {
    return (
      <Stack gap="md">
        <Text role="status">{t`Preset ${name} created.`}</Text>
        <Group justify="flex-end">
          <Button data-autofocus onClick={onClose}>{t`Close`}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text id="preset-progress">{t`Creating preset ${name}…`}</Text>
      <Progress value={100} animated aria-labelledby="preset-progress" />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t`Close; the preset is created anyway`}
        </Button>
      </Group>
    </Stack>
  );
}
