// A device's attributes as a person edits them: its name, its tags and a description (the organisation's tags are
// offered). Each value out of range is named at its field, with how much room is left, and nothing is sent until
// all are right (src/platform/deviceRules.ts, the rules the service checks too).
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  deviceAttributeProblems,
  maxDescriptionLength,
  maxLabelLength,
  maxTagLength,
  maxTagsPerDevice,
  type DeviceFieldProblem,
} from '../../platform/deviceRules';
import type { DeviceAttributesPatch } from '../../platform/mappingTypes';
import { TagField } from './TagField';
import { useSwitch } from '../../kit/useSwitch';

export interface DeviceFormProps {
  initial: { label: string; description: string; tags: string[] };
  knownTags: string[];
  submitting: boolean;
  onSubmit: (patch: DeviceAttributesPatch) => void;
  onCancel: () => void;
}

export function DeviceForm({ initial, knownTags, submitting, onSubmit, onCancel }: DeviceFormProps) {
  const { t } = useLingui();
  const [label, setLabel] = useState(initial.label);
  const [description, setDescription] = useState(initial.description);
  const [tags, setTags] = useState(initial.tags);
  const [checked, setChecked] = useState(false);
  const problems = deviceAttributeProblems({ label, description, tags });
  // Problems show once the person tried to save, or as soon as a value runs over its limit.
  const shown = (field: DeviceFieldProblem['field']) =>
    problems.find((problem) => problem.field === field && (checked || problem.kind !== 'required'));

  const message = (problem: DeviceFieldProblem | undefined) => {
    if (!problem) return undefined;
    if (problem.field === 'label') return problem.kind === 'required' ? t`Give the device a name.` : t`Use at most ${maxLabelLength} characters.`;
    if (problem.field === 'description') return t`Use at most ${maxDescriptionLength} characters.`;
    if (problem.kind === 'tooMany') return t`A device holds at most ${maxTagsPerDevice} tags.`;
    const tag = problem.tag;
    return t`“${tag}” is not a tag: use 1 to ${maxTagLength} letters, digits, dots, dashes or underscores, without spaces.`;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.length > 0) return;
    const patch: DeviceAttributesPatch = {};
    if (label !== initial.label) patch.label = label;
    if (description !== initial.description) patch.description = description;
    if (tags.join('\n') !== initial.tags.join('\n')) patch.tags = tags;
    onSubmit(patch);
  };

  const labelLength = label.length;
  const descriptionLength = description.length;
  // Behind "hide device description" the description is neither shown nor changed (what it holds stays).
  const showDescription = !useSwitch('hideDeviceDescription');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          required
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          description={t`${labelLength} of ${maxLabelLength} characters`}
          error={message(shown('label'))}
          data-autofocus
        />
        <TagField
          description={t`Words to find and group devices by. Press Enter after each.`}
          knownTags={knownTags}
          value={tags}
          onChange={setTags}
          error={message(shown('tags'))}
        />
        {showDescription && (
          <Textarea
            label={t`Description`}
            autosize
            minRows={2}
            maxRows={6}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            description={t`${descriptionLength} of ${maxDescriptionLength} characters`}
            error={message(shown('description'))}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {t`Save`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
