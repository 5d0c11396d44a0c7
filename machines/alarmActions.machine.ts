// Spec §4 "Alarms": reset, acknowledge and clear, on one alarm from its row, on several selected alarms or on every
// alarm matching the current filter, with an optional comment. One alarm is acted on at once (its row is the
// confirmation: one click, the outcome reported after); several or all matching ones are acted on after a
// confirmation that says how many alarms the action touches.
//
// Nothing is applied twice: a confirm while the action runs is not handled (double clicks), and every execution of
// one confirmed action carries the same `attempt`, which the app turns into the request ids the service answers
// repeats by (a retry after a lost answer is replayed, not applied again). Each execution reports per alarm what was
// applied, left as it was, or failed; when something failed, a retry sends only that part again.
//
// Effects the app provides (machine.provide):
//   actors.execute   fromPromise<AlarmActionOutcome, ExecuteInput>   calls the service (pass `signal`)
// and listens for the emitted `alarms.changed` to show the new state of the list.
import { assign, emit, setup } from 'xstate';
import { notProvided } from './notProvided';

export type AlarmActionKind = 'ack' | 'reset' | 'clear';

export type AlarmActionTarget =
  /** One alarm, from its row: no confirmation. `label` names it as the person saw it, for the outcome. */
  | { kind: 'alarm'; id: string; label: string }
  | { kind: 'selected'; ids: readonly string[] }
  /** Every alarm matching `filter`; `count` is how many the list showed, for the confirmation. */
  | { kind: 'matching'; filter: string; count: number };

export interface AlarmActionRequest {
  action: AlarmActionKind;
  target: AlarmActionTarget;
}

/** Per alarm: changed, left as it was (and why), or failed (and the error). */
export interface AlarmActionOutcome {
  applied: readonly string[];
  skipped: readonly { id: string; reason: string }[];
  failed: readonly { id: string; error: unknown }[];
}

export interface ExecuteInput {
  request: AlarmActionRequest;
  comment: string;
  /** Numbers the confirmed action; its retries keep it (see the header). */
  attempt: number;
}

export interface AlarmActionsContext {
  request?: AlarmActionRequest;
  comment: string;
  attempt: number;
  outcome?: AlarmActionOutcome;
  /** The whole execution failed (no per-alarm answer): the service was unreachable or refused it. */
  error?: unknown;
}

export type AlarmActionsEvent =
  /** `comment` goes with an action on one alarm, which is not confirmed; a confirmation takes its own. */
  | { type: 'alarm.request'; request: AlarmActionRequest; comment?: string }
  | { type: 'alarm.confirm'; comment: string }
  | { type: 'alarm.cancel' }
  | { type: 'alarm.retry' }
  | { type: 'alarm.dismiss' };

/** After every execution; `outcome` is absent when the whole execution failed. */
export type AlarmActionsEmitted = { type: 'alarms.changed'; outcome?: AlarmActionOutcome };

/** How many alarms a request touches, as the confirmation says. */
export function targetCount(target: AlarmActionTarget): number {
  if (target.kind === 'alarm') return 1;
  return target.kind === 'selected' ? target.ids.length : target.count;
}

/** Whether the action waits for a confirmation: all but an action on one alarm from its row. */
export function needsConfirmation(request: AlarmActionRequest): boolean {
  return request.target.kind !== 'alarm';
}

const request = [
  // One alarm from its row: the click was the decision, so it is sent at once.
  { guard: 'isSingle', target: 'executing', actions: ['begin', 'startAttempt'] },
  // An action on no alarm has nothing to confirm.
  { guard: 'hasTargets', target: 'confirming', actions: 'begin' },
] as const;

export const alarmActionsMachine = setup({
  types: {} as {
    context: AlarmActionsContext;
    events: AlarmActionsEvent;
    emitted: AlarmActionsEmitted;
  },
  actors: {
    execute: notProvided<AlarmActionOutcome, ExecuteInput>('execute'),
  },
  actions: {
    begin: assign(({ event }) => {
      if (event.type !== 'alarm.request') return {};
      return { request: event.request, comment: '', outcome: undefined, error: undefined };
    }),
    startAttempt: assign(({ context, event }) => ({
      comment: event.type === 'alarm.confirm' || event.type === 'alarm.request' ? (event.comment ?? '') : context.comment,
      attempt: context.attempt + 1,
    })),
    forgetResult: assign({ outcome: undefined, error: undefined }),
    // Only what failed goes again, under the same attempt so a part that did go through is answered, not redone. One
    // alarm stays one alarm (its failure is its whole request).
    narrowToFailed: assign(({ context }) => ({
      request:
        context.request?.target.kind === 'alarm'
          ? context.request
          : context.request && {
              action: context.request.action,
              target: { kind: 'selected' as const, ids: (context.outcome?.failed ?? []).map((failure) => failure.id) },
            },
    })),
    // Whatever came back, the list may have changed (even a failed bulk call may have applied part of its work).
    announce: emit((_, outcome: AlarmActionOutcome | undefined) => ({ type: 'alarms.changed' as const, outcome })),
  },
  guards: {
    isSingle: ({ event }) => event.type === 'alarm.request' && !needsConfirmation(event.request),
    hasTargets: ({ event }) => event.type === 'alarm.request' && targetCount(event.request.target) > 0,
    someFailed: (_, outcome: AlarmActionOutcome) => outcome.failed.length > 0,
    // The last execution got no per-alarm answer, so it goes again whole.
    wholeRequestFailed: ({ context }) => context.error !== undefined,
  },
}).createMachine({
  id: 'alarmActions',
  context: { comment: '', attempt: 0 },
  initial: 'idle',
  states: {
    // No action under way; the list offers the buttons, each row its own.
    idle: {
      on: { 'alarm.request': request },
    },
    // The confirmation says how many alarms the action touches and takes the comment.
    confirming: {
      on: {
        'alarm.confirm': { target: 'executing', actions: 'startAttempt' },
        'alarm.cancel': 'idle',
      },
    },
    // A second confirm (double click), or another row's action meanwhile, is not handled here, so it changes
    // nothing; leaving (the screen closes) aborts the call through `signal`.
    executing: {
      entry: 'forgetResult',
      invoke: {
        id: 'execute',
        src: 'execute',
        input: ({ context }) => ({
          request: context.request as AlarmActionRequest,
          comment: context.comment,
          attempt: context.attempt,
        }),
        onDone: [
          {
            guard: { type: 'someFailed', params: ({ event }) => event.output },
            target: 'failed',
            actions: [assign({ outcome: ({ event }) => event.output }), { type: 'announce', params: ({ event }) => event.output }],
          },
          {
            target: 'done',
            actions: [assign({ outcome: ({ event }) => event.output }), { type: 'announce', params: ({ event }) => event.output }],
          },
        ],
        onError: {
          target: 'failed',
          actions: [assign({ error: ({ event }) => event.error }), { type: 'announce', params: undefined }],
        },
      },
    },
    // Every alarm was applied or left as it was; the summary (one alarm: a message beside the list) says which. The
    // next action may start from here.
    done: {
      on: { 'alarm.dismiss': 'idle', 'alarm.request': request },
    },
    // Part or all of it failed; the person may send the failed part again, or leave it.
    failed: {
      on: {
        'alarm.retry': [{ guard: 'wholeRequestFailed', target: 'executing' }, { target: 'executing', actions: 'narrowToFailed' }],
        'alarm.dismiss': 'idle',
        'alarm.request': request,
      },
    },
  },
});

export type AlarmActionsMachine = typeof alarmActionsMachine;
export type AlarmActionsStage = 'idle' | 'confirming' | 'executing' | 'done' | 'failed';

/** Narrow reads for the view. */
type Snapshot = { value: unknown; context: AlarmActionsContext };
export const selectActionStage = (snapshot: Snapshot) => snapshot.value as AlarmActionsStage;
export const selectActionRequest = (snapshot: Snapshot) => snapshot.context.request;
export const selectActionOutcome = (snapshot: Snapshot) => snapshot.context.outcome;
export const selectActionError = (snapshot: Snapshot) => snapshot.context.error;
