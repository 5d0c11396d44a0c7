// Spec §4 "Status notices", §7 "Other", §9: the status page's active incidents and maintenances shown as
// notices at the bottom-right, revealed one by one, dismissed for good by the user.
//
// Effects the app provides (machine.provide):
//   actors.fetchStatus      fromPromise<StatusPage>        GET issues.json (pass `signal` so a stopped poll aborts)
//   actions.persistClosed   (_, { closedFrames: string[] }) write localStorage `closedFrames` as a JSON array
//   actions.logFetchFailure (_, { error: unknown })         log only: a status-page outage must not disturb the portal
import { assign, raise, setup } from 'xstate';
import type { StatusIssue, StatusPage } from '../src/platform/types';
import { noticeRemoveDelay, noticeStagger, statusPollInterval } from './constants';
import { notProvided } from './notProvided';

export interface StatusNoticesContext {
  /** Ids the user dismissed, now and in earlier visits (browser-kept `closedFrames`, spec §3). */
  closed: string[];
  /** Active incidents then maintenances from the last good poll, minus the closed ones, in page order. */
  issues: StatusIssue[];
  /** Ids already revealed, in reveal order. Always a subset of `issues`. */
  visible: string[];
  /** Ids dismissed and sliding off-screen; removed `noticeRemoveDelay` after dismissal. Subset of `visible`. */
  leaving: string[];
}

export interface StatusNoticesInput {
  /** Closed ids read from storage by the app (already validated as a string array). */
  closedFrames: readonly string[];
}

export type StatusNoticesEvent =
  | { type: 'notice.dismiss'; id: string }
  /**
   * Raised by the machine itself `noticeRemoveDelay` after a dismissal (a delayed `raise` with the dismissal's own
   * timer). Not meant to be sent from outside; the guard makes a stray one harmless.
   */
  | { type: 'notice.removeDue'; id: string };

const issueIds = (issues: readonly StatusIssue[]) => new Set(issues.map((issue) => issue.id));

export const statusNoticesMachine = setup({
  types: {} as {
    context: StatusNoticesContext;
    events: StatusNoticesEvent;
    input: StatusNoticesInput;
  },
  actors: {
    fetchStatus: notProvided<StatusPage>('fetchStatus'),
  },
  actions: {
    persistClosed: (_, _params: { closedFrames: string[] }) => {},
    logFetchFailure: (_, _params: { error: unknown }) => {},
    applyStatus: assign(({ context }, page: StatusPage) => {
      const closed = new Set(context.closed);
      const issues = [...page.activeIncidents, ...page.activeMaintenances].filter((issue) => !closed.has(issue.id));
      const present = issueIds(issues);
      // A resolved issue disappears at once, even mid-animation: there is nothing left to show.
      return {
        issues,
        visible: context.visible.filter((id) => present.has(id)),
        leaving: context.leaving.filter((id) => present.has(id)),
      };
    }),
    revealNext: assign({
      visible: ({ context }) => {
        const next = context.issues.find((issue) => !context.visible.includes(issue.id));
        return next ? [...context.visible, next.id] : context.visible;
      },
    }),
    markLeaving: assign({
      leaving: ({ context }, params: { id: string }) => [...context.leaving, params.id],
    }),
    /**
     * One timer per dismissal (a delayed raise), so each notice is removed exactly `noticeRemoveDelay` after its own
     * dismissal even when several are dismissed in quick succession — a single shared `after` would either remove
     * later ones early (cutting their slide-out short) or queue them (removing them late, one after another).
     */
    scheduleRemoval: raise((_, params: { id: string }) => ({ type: 'notice.removeDue' as const, id: params.id }), {
      delay: 'noticeRemoveDelay',
    }),
    removeNotice: assign(({ context }, params: { id: string }) => ({
      issues: context.issues.filter((issue) => issue.id !== params.id),
      visible: context.visible.filter((id) => id !== params.id),
      leaving: context.leaving.filter((id) => id !== params.id),
      closed: context.closed.includes(params.id) ? context.closed : [...context.closed, params.id],
    })),
  },
  guards: {
    // Reveal only while something fetched has not been shown yet; new issues of a later poll join the queue.
    hasHidden: ({ context }) => context.issues.some((issue) => !context.visible.includes(issue.id)),
    // Only a notice on screen and not already leaving can be dismissed (double clicks, stale views).
    isDismissable: ({ context }, params: { id: string }) =>
      context.visible.includes(params.id) && !context.leaving.includes(params.id),
    // The removal timer is only meaningful for a notice still leaving (it may have been resolved meanwhile).
    isLeaving: ({ context }, params: { id: string }) => context.leaving.includes(params.id),
  },
  delays: {
    // §9: every 3 minutes.
    statusPollInterval,
    // §4: notices appear one at a time so a burst of issues does not cover the screen in one jump.
    noticeStagger,
    // §4: long enough for the CSS slide-out to finish before the card leaves the DOM.
    noticeRemoveDelay,
  },
}).createMachine({
  id: 'statusNotices',
  context: ({ input }) => ({ closed: [...input.closedFrames], issues: [], visible: [], leaving: [] }),
  type: 'parallel',
  // Dismissal is independent of polling and revealing: it only touches `leaving`, `visible` and `closed`.
  on: {
    'notice.dismiss': {
      guard: { type: 'isDismissable', params: ({ event }) => ({ id: event.id }) },
      actions: [
        { type: 'markLeaving', params: ({ event }) => ({ id: event.id }) },
        { type: 'scheduleRemoval', params: ({ event }) => ({ id: event.id }) },
      ],
    },
    'notice.removeDue': {
      guard: { type: 'isLeaving', params: ({ event }) => ({ id: event.id }) },
      actions: [
        { type: 'removeNotice', params: ({ event }) => ({ id: event.id }) },
        { type: 'persistClosed', params: ({ context }) => ({ closedFrames: context.closed }) },
      ],
    },
  },
  states: {
    // Polls forever while the portal is open; a failed poll changes nothing on screen.
    polling: {
      initial: 'fetching',
      states: {
        // One request in flight at a time; leaving this state (actor stopped) aborts it through `signal`.
        fetching: {
          invoke: {
            id: 'fetchStatus',
            src: 'fetchStatus',
            onDone: {
              target: 'waiting',
              actions: { type: 'applyStatus', params: ({ event }) => event.output },
            },
            // A status-page outage keeps the current notices and waits for the next poll: no error UI.
            onError: {
              target: 'waiting',
              actions: { type: 'logFetchFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // Between polls (spec: every 3 minutes).
        waiting: {
          after: { statusPollInterval: 'fetching' },
        },
      },
    },
    // Reveals hidden notices one at a time, `noticeStagger` apart; the first one of a burst at once.
    reveal: {
      initial: 'idle',
      states: {
        // Everything fetched is on screen; wakes up as soon as a poll brings something new.
        idle: {
          always: { guard: 'hasHidden', target: 'revealing' },
        },
        // Shows one notice on entry, then waits the stagger before showing the next (re-entering) or resting.
        revealing: {
          entry: 'revealNext',
          after: {
            noticeStagger: [{ guard: 'hasHidden', target: 'revealing', reenter: true }, { target: 'idle' }],
          },
        },
      },
    },
  },
});

export type StatusNoticesMachine = typeof statusNoticesMachine;
