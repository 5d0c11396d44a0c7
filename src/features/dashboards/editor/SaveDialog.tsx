// Saving the editor's work as a new version, optionally made current at once (spec §4 versions). A description over
// the service's limit is kept as typed and refused at its field, never cut. What was typed stays until a version is
// saved (the editor gives each saved version a fresh dialog): "Save again" after a failure then sends the very same
// request, which keeps its request id, so a save the service completed unseen makes one version, not two.
import { Button, Checkbox, Group, Modal, TextInput } from '@mantine/core';
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
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { maxDescriptionLength as maxLength } from '../browse/dashboardFields';

export function SaveDialog({ opened, onClose, onSave }: { opened: boolean; onClose: () => void; onSave: (description: string, publish: boolean) => void }) {
  const { t } = useLingui();
  const [description, setDescription] = useState('');
  const [publish, setPublish] = useState(true);
  const tooLong = description.trim().length > maxLength;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Save as a new version`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (tooLong) return;
          onSave(description.trim(), publish);
        }}
      >
        <TextInput
          label={t`What changed`}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={tooLong ? t`Use at most ${maxLength} characters.` : undefined}
          data-autofocus
        />
        <Checkbox mt="md" label={t`Make it the current version (the one viewers see)`} checked={publish} onChange={(event) => setPublish(event.currentTarget.checked)} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
          <Button type="submit">{t`Save version`}</Button>
        </Group>
      </form>
    </Modal>
  );
}
