// The alarm action flow on screen (machines/bulkAction.machine.ts) for several or all matching alarms: the
// confirmation says what is done to how many alarms and takes an optional comment; then progress; then what happened
// to each alarm, and a retry of what failed. An action on one alarm from its row has no dialog (ActionToast.tsx).
// The focus goes to the primary action of each step (the confirmation's action, then Close), never to ✕, and back
// to the control that opened the dialog when it closes (focusReturn.ts).
import { Button, Group, List, Modal, Stack, Text} from '@mantine/core';
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
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { AlarmActionRequest } from './flows';
import {
  needsConfirmation,
  selectActionError,
  selectActionOutcome,
  selectActionRequest,
  selectActionStage,
  targetCount,
  type BulkOutcome,
} from '../../../machines/bulkAction.machine';
import { describeError } from '../../platform/errors';
import type { AlarmSkipReason } from '../../platform/alarmTypes';
import { Callout } from '../../ui/Callout';
import type { AlarmActionsActor } from './flows';
import { actionLabels, appliedSummary, confirmScope, confirmTitle, failedSummary, skippedSummary } from './labels';
import { ErrorDetails } from '../../ui/ErrorDetails';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { CommentField, commentTooLong } from './CommentField';

/** Failures named one by one; beyond that only counted, so a failed bulk of thousands stays readable. */
const listedFailures = 10;

export interface AlarmActionDialogProps {
  actions: AlarmActionsActor;
  /** How to name an alarm in a failure report (its id when it is not on screen). */
  nameOf: (alarmId: string) => string;
  /** The dialog has closed: the screen gives the focus back. */
  onClosed: () => void;
}

export function AlarmActionDialog({ actions, nameOf, onClosed }: AlarmActionDialogProps) {
  const { t, i18n } = useLingui();
  const stage = useSelector(actions, selectActionStage);
  const request = useSelector(actions, selectActionRequest);
  const outcome = useSelector(actions, selectActionOutcome);
  const error = useSelector(actions, selectActionError);
  const [comment, setComment] = useState('');
  const closeButton = useRef<HTMLButtonElement>(null);
  const finished = stage === 'done' || stage === 'failed';
  // The confirmation's button that had the focus is replaced by the report: the focus moves to its Close button
  // rather than falling to the page behind the dialog.
  useEffect(() => {
    if (finished) closeButton.current?.focus();
  }, [finished]);
  if (stage === 'idle' || request === undefined || !needsConfirmation(request)) return null;

  const count = targetCount(request.target);
  const asking = stage === 'confirming' || stage === 'executing';
  const tooLong = commentTooLong(comment);
  const close = () => {
    if (stage === 'executing') return;
    actions.send({ type: stage === 'confirming' ? 'action.cancel' : 'action.dismiss' });
    setComment('');
    onClosed();
  };

  return (
    <Modal
      opened
      onClose={close}
      title={asking ? i18n._(confirmTitle(request.action, count)) : stage === 'done' ? t`Action finished` : t`Action not completed`}
      closeOnEscape={stage !== 'executing'}
      closeOnClickOutside={stage !== 'executing'}
      withCloseButton={stage !== 'executing'}
      closeButtonProps={{ 'aria-label': t`Close` }}
      returnFocus={false}
    >
      {asking ? (
        <Stack gap="md">
          <Text>{i18n._(confirmScope(request.target.kind === 'matching', count))}</Text>
          <CommentField value={comment} onChange={setComment} disabled={stage === 'executing'} />
          <Group justify="flex-end">
            <Button variant="default" disabled={stage === 'executing'} onClick={close}>
              {t`Cancel`}
            </Button>
            <Button
              data-autofocus
              loading={stage === 'executing'}
              disabled={tooLong}
              onClick={() => actions.send({ type: 'action.confirm', comment: comment.trim() })}
            >
              {i18n._(actionLabels[request.action])}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {outcome && <OutcomeReport request={request} outcome={outcome} nameOf={nameOf} />}
          {error !== undefined && (
            <Callout tone="error" title={t`The action failed`}>
              <ErrorMessage error={error} />
              <Text>{t`Nothing is lost: the list shows the alarms as they are now.`}</Text>
            </Callout>
          )}
          <Group justify="flex-end">
            {stage === 'failed' && (
              <Button variant="default" onClick={() => actions.send({ type: 'action.retry' })}>
                {outcome ? t`Try the failed ones again` : t`Try again`}
              </Button>
            )}
            <Button ref={closeButton} onClick={close}>
              {t`Close`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function OutcomeReport({ request, outcome, nameOf }: { request: AlarmActionRequest; outcome: BulkOutcome; nameOf: (id: string) => string }) {
  const { i18n, t } = useLingui();
  // The service took the action on every match without naming them: nothing to count.
  if (outcome.unreported === true) {
    return (
      <Stack gap="xs" role="status">
        <Text fw={600}>{t`The service took the action. The list shows the alarms as they are now.`}</Text>
      </Stack>
    );
  }
  const reasons = new Map<string, number>();
  for (const { reason } of outcome.skipped) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  return (
    <Stack gap="xs" role="status">
      <Text fw={600}>{i18n._(appliedSummary(request.action, outcome.applied.length))}</Text>
      {[...reasons].map(([reason, count]) => (
        <Text key={reason}>{i18n._(skippedSummary(request.action, reason as AlarmSkipReason, count))}</Text>
      ))}
      {outcome.failed.length > 0 && (
        <Callout tone="error" title={i18n._(failedSummary(outcome.failed.length))}>
          <List size="sm">
            {outcome.failed.slice(0, listedFailures).map((failure) => (
              <List.Item key={failure.id}>
                {nameOf(failure.id)}: {i18n._(describeError(failure.error))}
                <ErrorDetails error={failure.error} />
              </List.Item>
            ))}
          </List>
        </Callout>
      )}
    </Stack>
  );
}
