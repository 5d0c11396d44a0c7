// Spec §2 "Experimental features": the confirmation asked after Ctrl+Alt+Shift+E / D / S, and the
// "Experimental features" selection dialog. The flow is machines/experimentalSwitches.machine.ts; these views read it
// through narrow selectors and send user.confirm / user.cancel / user.save. Mantine's Modal traps focus, closes on
// Escape (→ user.cancel) and labels the dialog with its title. No unnamed × button: each dialog has its Cancel.
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { isExperimentalKey, type StoredSwitches } from '../../../machines/experimentalFeatures';
import type { experimentalSwitchesMachine } from '../../../machines/experimentalSwitches.machine';
import { experimentalDescriptions, unavailableSwitches } from './descriptions';
import { experimentalLabels } from './labels';
import { selectConfirmation, selectIsSelecting, selectSelectionStart, type Confirmation } from './selectors';

export type ExperimentalSwitchesActor = ActorRefFrom<typeof experimentalSwitchesMachine>;

const questions: Record<Confirmation, MessageDescriptor> = {
  enableAll: msg`Enable all experimental features? The page will reload.`,
  disableAll: msg`Disable all experimental features? Group policies stay as they are. The page will reload.`,
  select: msg`Choose which experimental features to use? Saving your choice reloads the page.`,
};

const confirmLabels: Record<Confirmation, MessageDescriptor> = {
  enableAll: msg`Enable all`,
  disableAll: msg`Disable all`,
  select: msg`Choose features`,
};

export default function ExperimentalDialogs({ actor }: { actor: ExperimentalSwitchesActor }) {
  const { t, i18n } = useLingui();
  const confirmation = useSelector(actor, selectConfirmation);
  const selecting = useSelector(actor, selectIsSelecting);
  const cancel = () => actor.send({ type: 'user.cancel' });

  return (
    <>
      <Modal opened={confirmation !== undefined} onClose={cancel} title={t`Experimental features`} centered withCloseButton={false}>
        {confirmation && (
          <Stack>
            <Text>{i18n._(questions[confirmation])}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel}>
                {t`Cancel`}
              </Button>
              <Button data-autofocus onClick={() => actor.send({ type: 'user.confirm' })}>
                {i18n._(confirmLabels[confirmation])}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={selecting} onClose={cancel} title={t`Experimental features`} centered size="lg" withCloseButton={false}>
        {selecting && <SelectionForm actor={actor} onCancel={cancel} />}
      </Modal>
    </>
  );
}

function SelectionForm({ actor, onCancel }: { actor: ExperimentalSwitchesActor; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  // Local input state only: the starting values are read once, the machine gets the draft on Save.
  const [draft, setDraft] = useState<StoredSwitches>(() => selectSelectionStart(actor.getSnapshot()));
  const keys = Object.keys(draft).filter(isExperimentalKey);

  const save = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'user.save', switches: draft });
  };

  return (
    <form onSubmit={save}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t`Saving reloads the page.`}
        </Text>
        {keys.map((key) => (
          <Switch
            key={key}
            label={i18n._(experimentalLabels[key])}
            description={i18n._(experimentalDescriptions[key])}
            disabled={unavailableSwitches.has(key)}
            checked={draft[key] === true}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setDraft((current) => ({ ...current, [key]: checked }));
            }}
          />
        ))}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit">{t`Save`}</Button>
        </Group>
      </Stack>
    </form>
  );
}
