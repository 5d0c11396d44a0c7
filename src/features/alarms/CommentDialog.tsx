// A row's actions with a comment: the comment field first (it has the focus), then the actions that apply to the
// alarm, the first one primary. Not a confirmation: choosing an action sends it at once, as the row's own buttons
// do, and the outcome is told beside the list.
import { Button, Group, Modal, Stack, Text} from '@mantine/core';
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
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AlarmActionKind } from '../../platform/alarmTypes';
import { actionLabels } from './labels';
import { CommentField, commentTooLong } from './CommentField';

/** Comments longer than this are refused at the field, not cut. */

export interface CommentDialogProps {
  /** "HighTemperature on Boiler Hall A". */
  alarm: string;
  /** The actions that apply to the alarm and the person may take, in the row's order. */
  actions: readonly AlarmActionKind[];
  onAct: (action: AlarmActionKind, comment: string) => void;
  onClose: () => void;
}

export function CommentDialog({ alarm, actions, onAct, onClose }: CommentDialogProps) {
  const { t, i18n } = useLingui();
  const [comment, setComment] = useState('');
  const tooLong = commentTooLong(comment);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Act on ${alarm}`}
      // The screen gives the focus back to the row (focusReturn.ts): the dialog leaves the page as it closes.
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <CommentField value={comment} onChange={setComment} autoFocus />
        {actions.length === 0 && <Text>{t`Nothing is owed on this alarm any more.`}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
          {actions.map((action, index) => (
            <Button
              key={action}
              variant={index === 0 ? 'filled' : 'default'}
              disabled={tooLong}
              onClick={() => onAct(action, comment.trim())}
            >
              {i18n._(actionLabels[action])}
            </Button>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}
