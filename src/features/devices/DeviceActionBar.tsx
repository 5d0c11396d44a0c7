// The fleet's actions on several devices: on the selected ones, or on every device matching the filters (the whole
// fleet, not only this page). Shown only to people who may change or delete devices, or change device groups.
import { Button, Checkbox, Group, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { DeviceAction } from './deviceActions';

export interface DeviceActionBarProps {
  selected: number;
  /** How many devices match the filters. */
  matching: number;
  allMatching: boolean;
  canUpdate: boolean;
  /** May change device groups' members (update on device groups, as well as read on them). */
  canGroup: boolean;
  canDelete: boolean;
  disabled: boolean;
  onAllMatching: (all: boolean) => void;
  onAct: (action: DeviceAction) => void;
}

export function DeviceActionBar({ selected, matching, allMatching, canUpdate, canGroup, canDelete, disabled, onAllMatching, onAct }: DeviceActionBarProps) {
  const { t } = useLingui();
  const count = allMatching ? matching : selected;
  const none = count === 0 || disabled;
  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label={t`Actions on several devices`}>
      <Text size="sm" aria-live="polite">
        {allMatching ? <Trans>All {matching} matching devices</Trans> : <Plural value={selected} one="# selected" other="# selected" />}
      </Text>
      <Checkbox
        label={t`Every device matching the filters`}
        checked={allMatching}
        disabled={disabled || matching === 0}
        onChange={(event) => onAllMatching(event.currentTarget.checked)}
      />
      {canUpdate && (
        <>
          <Button size="xs" variant="default" disabled={none} onClick={() => onAct('addTag')}>
            {t`Add tag`}
          </Button>
          <Button size="xs" variant="default" disabled={none} onClick={() => onAct('removeTag')}>
            {t`Remove tag`}
          </Button>
        </>
      )}
      {canGroup && (
        <>
          <Button size="xs" variant="default" disabled={none} onClick={() => onAct('joinGroup')}>
            {t`Add to group`}
          </Button>
          <Button size="xs" variant="default" disabled={none} onClick={() => onAct('leaveGroup')}>
            {t`Take out of group`}
          </Button>
        </>
      )}
      {canDelete && (
        <Button size="xs" variant="outline" color="red.9" disabled={none} onClick={() => onAct('delete')}>
          {t`Delete`}
        </Button>
      )}
    </Group>
  );
}
