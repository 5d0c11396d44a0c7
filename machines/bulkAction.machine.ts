// An action on several things of a list at once, as the alarm actions (spec §4 "Alarms": reset, acknowledge and
// clear) and the fleet's device actions (tag, untag, delete) take it: on one thing from its row (the row is the
// confirmation: one click, the outcome reported after), on several selected ones or on every one matching the
// current filter, after a confirmation that says how many things the action touches, with what the person writes
// in it (`comment`: an alarm's comment, the tag a device action adds or removes).
//
// Nothing is applied twice: a confirm while the action runs is not handled (double clicks), and every execution of
// one confirmed action carries the same `attempt`, which the app turns into the request ids the service answers
// repeats by (a retry after a lost answer is replayed, not applied again). Each execution reports per thing what was
// applied, left as it was, or failed; when something failed, a retry sends only that part again.
//
// Effects the app provides (machine.provide):
//   actors.execute   fromPromise<BulkOutcome, ExecuteInput>   calls the service (pass `signal`)
// and listens for the emitted `targets.changed` to show the new state of the list.
import { assign, emit, setup } from 'xstate';
import { notProvided } from './notProvided';

export type BulkTarget =
  /** One thing, from its row: no confirmation. `label` names it as the person saw it, for the outcome. */
  | { kind: 'one'; id: string; label: string }
  | { kind: 'selected'; ids: readonly string[] }
  /** Every thing matching `filter`; `count` is how many the list showed, for the confirmation. */
  | { kind: 'matching'; filter: string; count: number };

/** What to do (`action`, and whatever it needs) and to which things. */
export interface BulkRequest<Action = unknown> {
  action: Action;
  target: BulkTarget;
}

/** Per thing: changed, left as it was (and why), or failed (and the error). */
export interface BulkOutcome {
  applied: readonly string[];
  skipped: readonly { id: string; reason: string }[];
  failed: readonly { id: string; error: unknown }[];
  /** The service took an action on every match without saying which items it changed (an empty answer). */
  unreported?: boolean;
}

export interface ExecuteInput<Request extends BulkRequest = BulkRequest> {
  request: Request;
  comment: string;
  /** Numbers the confirmed action; its retries keep it (see the header). */
  attempt: number;
}

export interface BulkActionContext<Request extends BulkRequest = BulkRequest> {
  request?: Request;
  comment: string;
  attempt: number;
  outcome?: BulkOutcome;
  /** The whole execution failed (no per-thing answer): the service was unreachable or refused it. */
  error?: unknown;
}

export type BulkActionEvent<Request extends BulkRequest = BulkRequest> =
  /** `comment` goes with an action on one thing, which is not confirmed; a confirmation takes its own. */
  | { type: 'action.request'; request: Request; comment?: string }
  | { type: 'action.confirm'; comment: string }
  | { type: 'action.cancel' }
  | { type: 'action.retry' }
  | { type: 'action.dismiss' };

/** After every execution; `outcome` is absent when the whole execution failed. */
export type BulkActionEmitted = { type: 'targets.changed'; outcome?: BulkOutcome };

/** How many things a request touches, as the confirmation says. */
export function targetCount(target: BulkTarget): number {
  if (target.kind === 'one') return 1;
  return target.kind === 'selected' ? target.ids.length : target.count;
}

/** Whether the action waits for a confirmation: all but an action on one thing from its row. */
export function needsConfirmation(request: BulkRequest): boolean {
  return request.target.kind !== 'one';
}

const request = [
  // One thing from its row: the click was the decision, so it is sent at once.
  { guard: 'isSingle', target: 'executing', actions: ['begin', 'startAttempt'] },
  // An action on nothing has nothing to confirm.
  { guard: 'hasTargets', target: 'confirming', actions: 'begin' },
] as const;

export function createBulkActionMachine<Request extends BulkRequest>(id: string) {
  return setup({
    types: {} as {
      context: BulkActionContext<Request>;
      events: BulkActionEvent<Request>;
      emitted: BulkActionEmitted;
    },
    actors: {
      execute: notProvided<BulkOutcome, ExecuteInput<Request>>('execute'),
    },
    actions: {
      begin: assign(({ event }) => {
        if (event.type !== 'action.request') return {};
        return { request: event.request, comment: '', outcome: undefined, error: undefined };
      }),
      startAttempt: assign(({ context, event }) => ({
        comment: event.type === 'action.confirm' || event.type === 'action.request' ? (event.comment ?? '') : context.comment,
        attempt: context.attempt + 1,
      })),
      forgetResult: assign({ outcome: undefined, error: undefined }),
      // Only what failed goes again, under the same attempt so a part that did go through is answered, not redone.
      // One thing stays one thing (its failure is its whole request).
      narrowToFailed: assign(({ context }) => ({
        request:
          context.request?.target.kind === 'one'
            ? context.request
            : context.request && {
                ...context.request,
                target: { kind: 'selected' as const, ids: (context.outcome?.failed ?? []).map((failure) => failure.id) },
              },
      })),
      // Whatever came back, the list may have changed (even a failed bulk call may have applied part of its work).
      announce: emit((_, outcome: BulkOutcome | undefined) => ({ type: 'targets.changed' as const, outcome })),
    },
    guards: {
      isSingle: ({ event }) => event.type === 'action.request' && !needsConfirmation(event.request),
      hasTargets: ({ event }) => event.type === 'action.request' && targetCount(event.request.target) > 0,
      someFailed: (_, outcome: BulkOutcome) => outcome.failed.length > 0,
      // The last execution got no per-thing answer, so it goes again whole.
      wholeRequestFailed: ({ context }) => context.error !== undefined,
    },
  }).createMachine({
    id,
    context: { comment: '', attempt: 0 },
    initial: 'idle',
    states: {
      // No action under way; the list offers the buttons, each row its own.
      idle: {
        on: { 'action.request': request },
      },
      // The confirmation says how many things the action touches and takes the comment.
      confirming: {
        on: {
          'action.confirm': { target: 'executing', actions: 'startAttempt' },
          'action.cancel': 'idle',
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
            request: context.request as Request,
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
      // Every thing was applied or left as it was; the summary (one thing: a message beside the list) says which.
      // The next action may start from here.
      done: {
        on: { 'action.dismiss': 'idle', 'action.request': request },
      },
      // Part or all of it failed; the person may send the failed part again, or leave it.
      failed: {
        on: {
          'action.retry': [{ guard: 'wholeRequestFailed', target: 'executing' }, { target: 'executing', actions: 'narrowToFailed' }],
          'action.dismiss': 'idle',
          'action.request': request,
        },
      },
    },
  });
}

export type BulkActionStage = 'idle' | 'confirming' | 'executing' | 'done' | 'failed';

/** Narrow reads for the views. */
type Snapshot<Request extends BulkRequest> = { value: unknown; context: BulkActionContext<Request> };
export const selectActionStage = (snapshot: { value: unknown }) => snapshot.value as BulkActionStage;
export const selectActionRequest = <Request extends BulkRequest>(snapshot: Snapshot<Request>) => snapshot.context.request;
export const selectActionOutcome = (snapshot: Snapshot<BulkRequest>) => snapshot.context.outcome;
export const selectActionError = (snapshot: Snapshot<BulkRequest>) => snapshot.context.error;

/** The untyped instance, for diagrams and path tests; the app creates typed ones. */
export const bulkActionMachine = createBulkActionMachine<BulkRequest>('bulkAction');
