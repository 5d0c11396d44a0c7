// The actions the person's permissions allow (CASL actions ack, reset, clear on alarms), on the selected alarms or
// on every alarm matching the filters. Each asks for confirmation first (AlarmActionDialog). A button with nothing to
// act on stays focusable (aria-disabled), so the focus can come back to it after its dialog.
import { Button, Group, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import type { AlarmActionKind } from '../../platform/alarmTypes';
import { matchingActionLabel, selectedActionLabel } from './labels';

export type PermittedAction = AlarmActionKind;

export interface AlarmActionBarProps {
  permitted: readonly PermittedAction[];
  selectedCount: number;
  /** 0 while the list does not yet show the current filters' answer. */
  matchingCount: number;
  onRequest: (action: PermittedAction, scope: 'selected' | 'matching') => void;
}

/** Looks and reads as disabled, yet keeps its place in the tab order. */
const inactive = (off: boolean) => (off ? { 'data-disabled': true, 'aria-disabled': true } : {});

export function AlarmActionBar({ permitted, selectedCount, matchingCount, onRequest }: AlarmActionBarProps) {
  const { t, i18n } = useLingui();
  return (
    <Group gap="xl" wrap="wrap" role="group" aria-label={t`Alarm actions`}>
      <Group gap="xs" role="group" aria-labelledby="alarm-actions-selected">
        <Text size="sm" fw={600} id="alarm-actions-selected">{t`Selected:`}</Text>
        {permitted.map((action) => (
          <Button key={action} size="xs" variant="default" {...inactive(selectedCount === 0)} onClick={() => selectedCount > 0 && onRequest(action, 'selected')}>
            {i18n._(selectedActionLabel(action, selectedCount))}
          </Button>
        ))}
      </Group>
      <Group gap="xs" role="group" aria-labelledby="alarm-actions-matching">
        <Text size="sm" fw={600} id="alarm-actions-matching">{t`All matching:`}</Text>
        {permitted.map((action) => (
          <Button key={action} size="xs" variant="default" {...inactive(matchingCount === 0)} onClick={() => matchingCount > 0 && onRequest(action, 'matching')}>
            {i18n._(matchingActionLabel(action, matchingCount))}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
