// The tags of a device or a device group as a person edits them: the organisation's tags offered, each tag's remove
// button named and reachable by the Tab key (Mantine hides it from assistive technology and the Tab key, leaving
// only Backspace on the last tag).
import { Pill, TagsInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { useLingui } from '@lingui/react/macro';

export interface TagFieldProps {
  description: string;
  knownTags: string[];
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

export function TagField({ description, knownTags, value, onChange, error }: TagFieldProps) {
  const { t } = useLingui();
  return (
    <TagsInput
      label={t`Tags`}
      description={description}
      data={knownTags}
      value={value}
      onChange={onChange}
      clearable
      error={error}
      clearButtonProps={{ 'aria-label': t`Remove all tags` }}
      renderPill={({ value: tag, onRemove }) => (
        <Pill withRemoveButton onRemove={onRemove} removeButtonProps={{ 'aria-label': t`Remove tag ${tag ?? ''}`, 'aria-hidden': false, tabIndex: 0 }}>
          {tag}
        </Pill>
      )}
    />
  );
}
