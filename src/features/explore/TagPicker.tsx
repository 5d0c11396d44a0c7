// The tags charted, one chart each: the numeric tags the chosen devices advertise (a text tag has no line to
// draw). A tag past the most shown at once is refused at the group.
import { Checkbox, Group } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { maxTags } from './exploreChoice';
import type { ChartTag } from './chartTags';

export function TagPicker({ tags, chosen, onChange }: { tags: readonly ChartTag[]; chosen: readonly string[]; onChange: (tags: string[]) => void }) {
  const { t } = useLingui();
  const [refused, setRefused] = useState(false);
  return (
    <Checkbox.Group
      label={t`Tags`}
      value={[...chosen]}
      onChange={(next) => {
        if (next.length > maxTags) {
          setRefused(true);
          return;
        }
        setRefused(false);
        // In the order the devices advertise them, whatever order they were ticked in.
        onChange(tags.map(({ name }) => name).filter((name) => next.includes(name)));
      }}
      error={refused ? t`At most ${maxTags} tags are charted at once. Clear one to add another.` : undefined}
    >
      <Group gap="md" mt={4}>
        {tags.map((tag) => (
          <Checkbox key={tag.name} value={tag.name} label={tag.unit ? `${tag.name} (${tag.unit})` : tag.name} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
