// The fleet's column picker: which optional columns the table shows, one checkbox each, behind one button. The
// choice is kept for the person (fleetColumns.ts); a choice that could not be kept is said, and stays on screen.
import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import type { FleetColumn } from './fleetColumns';
import { fleetColumns } from './fleetColumns';

export function useFleetColumnLabels(): Record<FleetColumn, string> {
  const { t } = useLingui();
  return { model: t`Model`, connection: t`Connection`, lastSeen: t`Last seen`, tags: t`Tags`, groups: t`Groups` };
}

export function ColumnPicker({ chosen, onChange }: { chosen: readonly FleetColumn[]; onChange: (columns: FleetColumn[]) => void }) {
  const { t } = useLingui();
  const labels = useFleetColumnLabels();
  return (
    <Popover position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default">{t`Columns`}</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group label={t`Columns shown`} value={[...chosen]} onChange={(values) => onChange(fleetColumns.filter((column) => values.includes(column)))}>
          <Stack gap="xs" mt="xs">
            {fleetColumns.map((column) => (
              <Checkbox key={column} value={column} label={labels[column]} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
