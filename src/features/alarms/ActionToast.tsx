// The outcome of an action on one alarm from its row (machines/bulkAction.machine.ts), told beside the list: a
// polite message that stays until it is dismissed or the next action replaces it, with Try again when it failed.
// Its live region is always on the page, so the message is announced as it appears.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { selectActionError, selectActionOutcome, selectActionRequest, selectActionStage } from '../../../machines/bulkAction.machine';
import type { AlarmSkipReason } from '../../platform/alarmTypes';
import { describeError } from '../../platform/errors';
import classes from './alarms.module.css';
import type { AlarmActionsActor } from './flows';
import { oneAlarmApplied, oneAlarmFailed, oneAlarmSkipped } from './labels';

export interface ActionToastProps {
  actions: AlarmActionsActor;
  /** The message itself, for the list to move the focus to when the row it was on has gone. */
  messageRef?: Ref<HTMLDivElement>;
  /** The message goes away under the focus (dismissed, or tried again): where the focus goes on. */
  onLeave: () => void;
}

export function ActionToast({ actions, messageRef, onLeave }: ActionToastProps) {
  const { t, i18n } = useLingui();
  const stage = useSelector(actions, selectActionStage);
  const request = useSelector(actions, selectActionRequest);
  const outcome = useSelector(actions, selectActionOutcome);
  const error = useSelector(actions, selectActionError);
  const target = request?.target;
  const shown = target?.kind === 'one' && (stage === 'done' || stage === 'failed');

  let text: string | undefined;
  let reason: string | undefined;
  if (shown && request && target?.kind === 'one') {
    const { action } = request;
    const failure = outcome?.failed.find((failed) => failed.id === target.id);
    const skipped = outcome?.skipped.find((left) => left.id === target.id);
    if (error !== undefined || failure) {
      text = i18n._(oneAlarmFailed(action, target.label));
      reason = i18n._(describeError(failure ? failure.error : error));
    } else if (skipped) {
      text = i18n._(oneAlarmSkipped(action, skipped.reason as AlarmSkipReason, target.label));
    } else {
      text = i18n._(oneAlarmApplied(action, target.label));
    }
  }

  return (
    <div className={classes.toastRegion} role="status" aria-live="polite">
      {shown && text !== undefined && (
        <div ref={messageRef} className={classes.toast} data-tone={stage === 'failed' ? 'error' : 'done'} tabIndex={-1}>
          <div className={classes.toastText}>
            <p>{text}</p>
            {reason !== undefined && <p>{reason}</p>}
          </div>
          <div className={classes.toastActions}>
            {stage === 'failed' && (
              <button
                type="button"
                className={classes.rowAction}
                onClick={() => {
                  actions.send({ type: 'action.retry' });
                  onLeave();
                }}
              >
                {t`Try again`}
              </button>
            )}
            <button
              type="button"
              className={classes.link}
              onClick={() => {
                actions.send({ type: 'action.dismiss' });
                onLeave();
              }}
            >
              {t`Dismiss`}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
