// A name and a description, checked before they are sent: the form of creating and renaming dashboards and of
// naming flows. Text over the limit is kept as typed (or pasted) and refused at its field, never cut.
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { characterCount } from '../editor/textLimits';
import { maxNameLength, nameFieldProblems, type NameFields } from './dashboardFields';

export interface NameFieldsFormProps {
  initial: NameFields;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (fields: NameFields) => void;
  onCancel: () => void;
  /** More of the form between the fields and its buttons. */
  children?: ReactNode;
  /** Whether the rest of the form is complete; the fields' own checks come on top. */
  complete?: boolean;
}

export function NameFieldsForm({ initial, submitLabel, submitting, onSubmit, onCancel, children, complete = true }: NameFieldsFormProps) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState(initial);
  // Problems show once the person tried to send, then follow their typing.
  const [tried, setTried] = useState(false);
  const problems = nameFieldProblems(fields);
  const shown = tried ? problems : {};

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (Object.keys(problems).length === 0 && complete) onSubmit({ name: fields.name.trim(), description: fields.description });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t`Name`}
          required
          value={fields.name}
          description={i18n._(characterCount(fields.name.trim(), maxNameLength))}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={shown.name && i18n._(shown.name)}
          onChange={(event) => setFields({ ...fields, name: event.currentTarget.value })}
          data-autofocus
        />
        <Textarea
          label={t`Description`}
          autosize
          minRows={2}
          value={fields.description}
          error={shown.description && i18n._(shown.description)}
          onChange={(event) => setFields({ ...fields, description: event.currentTarget.value })}
        />
        {children}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
