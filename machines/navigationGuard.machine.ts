// Spec §4 navigation guard, six steps in order: login, organisation, organisation token with permissions,
// agreements (once per session), locale preference, theme; then the route's own rules (spec §5). Any error clears
// the selection and returns to the selector with a login error. Steps already done for the selected organisation
// are skipped, so moving between screens costs nothing.
import { assign, enqueueActions, setup } from 'xstate';
import type { AgreementType } from '../src/platform/types';
import { notProvided } from './notProvided';
import {
  organizationChoiceMachine,
  type OrganizationChoice,
  type OrganizationChoiceInput,
  type OrganizationSelection,
} from './organizationChoice.machine';

/** Spec §2 paths the chain sends people to. */
export const guardPaths = { selector: '/organization', agreements: '/agreements', home: '/home' } as const;

export interface NavTarget {
  path: string;
  /** Query string without the leading '?'. */
  search: string;
  /** Flags of the matched route; a path matching no route is public and renders the not-found screen. */
  route: { name: string; noLogin?: boolean; noOrganization?: boolean; skipAgreements?: boolean };
  /** The `org` query list, or the stored selection when the query has none. */
  requestedOrganization: number[];
  /** Organisation hostname of the page (`<org>.app.<domain>`), if any. */
  hostname?: string;
}

export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export type GuardFailure = { kind: 'noPermissions'; organization: string } | { kind: 'error'; message: string };

export interface OrganizationTokenResult {
  permissionCount: number;
}

interface GuardContext {
  target?: NavTarget;
  selection?: OrganizationSelection;
  /** Key of the organisation each step was last completed for. */
  ready: { token?: string; locale?: string; theme?: string };
  agreementsChecked: boolean;
  redirectTo?: string;
  failure?: GuardFailure;
}

export type GuardEvent = { type: 'nav.to'; target: NavTarget } | { type: 'agreements.accepted' };

/** The organisation a token is for: the sub-organisation when one is selected. */
export const selectionKey = (selection: OrganizationSelection | undefined) =>
  selection ? [selection.organization.id, selection.subOrganization?.id].filter((id) => id !== undefined).join(',') : '';

/** Which of the steps after the token will run for the selection: their reads may be sent together (`readAhead`). */
export interface StepsAhead {
  agreements: boolean;
  locale: boolean;
  theme: boolean;
}

const agreementsSettled = ({ agreementsChecked, target }: GuardContext) => agreementsChecked || target?.route.skipAgreements === true;
const localeReady = ({ ready, selection }: GuardContext) => ready.locale === selectionKey(selection);
const themeReady = ({ ready, selection }: GuardContext) => ready.theme === selectionKey(selection);

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;
const here = (target: NavTarget | undefined) => (target ? `${target.path}${target.search ? `?${target.search}` : ''}` : guardPaths.home);
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
/**
 * Spec §8 "Organisation init fails": on `<org>.app.<domain>` the page belongs to the organisation the host names; a
 * failure while entering it (not a sub-organisation chosen under it) cannot be mended on that host. Its label, if so.
 */
const failedHostOrganization = ({ target, selection }: GuardContext) =>
  target?.hostname && !selection?.subOrganization && selection?.organization.hostname.toLowerCase() === target.hostname
    ? selection.organization.label
    : undefined;

export const navigationGuardMachine = setup({
  types: {} as { context: GuardContext; events: GuardEvent },
  actors: {
    resolveOrganization: organizationChoiceMachine,
    acquireOrganizationToken: notProvided<OrganizationTokenResult, OrganizationSelection>('acquireOrganizationToken'),
    checkAgreements: notProvided<AgreementType[], OrganizationSelection>('checkAgreements'),
    syncLocale: notProvided<void, OrganizationSelection>('syncLocale'),
    loadTheme: notProvided<void, OrganizationSelection>('loadTheme'),
    authorizeRoute: notProvided<RouteDecision, { target: NavTarget; selection?: OrganizationSelection }>('authorizeRoute'),
  },
  actions: {
    // Spec §8 "other guard errors": the message is kept for the selector. Only invoke errors reach this action;
    // setup() types `event` as the machine's own events, hence the narrowing.
    recordError: assign({
      failure: ({ event }) => ({ kind: 'error', message: errorMessage((event as { error?: unknown }).error) }),
    }),
    navigate: (_, _params: { to: string }) => {},
    requestSignIn: () => {},
    clearSelection: () => {},
    storeLoginError: (_, _params: { failure: GuardFailure }) => {},
    storeSelection: (_, _params: { selection: OrganizationSelection }) => {},
    /** Tells the person the organisation cannot be entered, then opens `route` on the host without its prefix. */
    leaveOrganizationHost: (_, _params: { organization: string; route: string }) => {},
    /**
     * The reads of the agreements, locale and theme steps still to run, sent together once the token is ready; each
     * step takes its answer in the spec's order and decides as before (a write stays in its step).
     */
    readAhead: (_, _params: { selection: OrganizationSelection; steps: StepsAhead }) => {},
  },
  guards: {
    isPublicRoute: ({ context }) => context.target?.route.noLogin === true,
    isSignedIn: () => false,
    needsNoOrganization: ({ context }) => context.target?.route.noOrganization === true,
    tokenReady: ({ context }) => context.ready.token === selectionKey(context.selection),
    hasPermissions: (_, result: OrganizationTokenResult) => result.permissionCount > 0,
    agreementsSettled: ({ context }) => agreementsSettled(context),
    agreementsPending: (_, types: AgreementType[]) => types.length > 0,
    localeReady: ({ context }) => localeReady(context),
    themeReady: ({ context }) => themeReady(context),
    isSelected: (_, choice: OrganizationChoice) => choice.kind === 'selected',
    needsSelector: (_, choice: OrganizationChoice) => choice.kind === 'selector',
    allowed: (_, decision: RouteDecision) => decision.kind === 'allow',
  },
}).createMachine({
  id: 'navigationGuard',
  context: { ready: {}, agreementsChecked: false },
  initial: 'idle',
  on: {
    // Accepting agreements ends step 4 for the session; until then every navigation asks again.
    'agreements.accepted': { actions: assign({ agreementsChecked: true }) },
  },
  states: {
    idle: {
      on: { 'nav.to': { target: 'checking', actions: assign({ target: ({ event }) => event.target }) } },
    },
    checking: {
      // A newer navigation replaces the one in progress; leaving a step aborts its request.
      on: { 'nav.to': { target: 'checking', reenter: true, actions: assign({ target: ({ event }) => event.target }) } },
      initial: 'login',
      states: {
        // Step 1.
        login: {
          always: [
            { guard: 'isPublicRoute', target: '#navigationGuard.allowed' },
            { guard: 'isSignedIn', target: 'organization' },
            { target: '#navigationGuard.signingIn' },
          ],
        },
        // Step 2: the organisation selector itself only needs a signed-in user.
        organization: {
          always: { guard: 'needsNoOrganization', target: 'route' },
          invoke: {
            id: 'resolveOrganization',
            src: 'resolveOrganization',
            input: ({ context }): OrganizationChoiceInput => ({
              requested: context.target?.requestedOrganization ?? [],
              hostname: context.target?.hostname,
              interactive: false,
            }),
            onDone: [
              {
                guard: { type: 'isSelected', params: ({ event }) => event.output },
                target: 'token',
                actions: [
                  assign({
                    selection: ({ event }) => (event.output.kind === 'selected' ? event.output : undefined),
                  }),
                  {
                    type: 'storeSelection',
                    params: ({ context }) => ({ selection: context.selection as OrganizationSelection }),
                  },
                ],
              },
              {
                guard: { type: 'needsSelector', params: ({ event }) => event.output },
                target: '#navigationGuard.redirecting',
                actions: assign({
                  redirectTo: ({ context }) => withQuery(guardPaths.selector, { redirectTo: here(context.target) }),
                }),
              },
              {
                target: '#navigationGuard.failed',
                actions: assign({
                  failure: ({ event }) => ({
                    kind: 'error',
                    message: event.output.kind === 'failed' && event.output.error !== undefined ? errorMessage(event.output.error) : 'organizations could not be loaded',
                  }),
                }),
              },
            ],
          },
        },
        // Step 3: the organisation-scoped token must carry at least one permission.
        token: {
          always: { guard: 'tokenReady', target: 'agreements' },
          invoke: {
            id: 'acquireOrganizationToken',
            src: 'acquireOrganizationToken',
            input: ({ context }) => context.selection as OrganizationSelection,
            onDone: [
              {
                guard: { type: 'hasPermissions', params: ({ event }) => event.output },
                target: 'agreements',
                actions: assign({ ready: ({ context }) => ({ token: selectionKey(context.selection) }) }),
              },
              {
                target: '#navigationGuard.failed',
                actions: assign({
                  failure: ({ context }) => ({
                    kind: 'noPermissions',
                    organization: (context.selection?.subOrganization ?? context.selection?.organization)?.resourceId ?? '',
                  }),
                }),
              },
            ],
            onError: { target: '#navigationGuard.failed', actions: 'recordError' },
          },
        },
        // Step 4: once per session; pending types send the user to accept them first. Every way to steps 5 and 6
        // passes here, with the token ready: their reads start now, together with this one.
        agreements: {
          entry: {
            type: 'readAhead',
            params: ({ context }) => ({
              selection: context.selection as OrganizationSelection,
              steps: { agreements: !agreementsSettled(context), locale: !localeReady(context), theme: !themeReady(context) },
            }),
          },
          always: { guard: 'agreementsSettled', target: 'locale' },
          invoke: {
            id: 'checkAgreements',
            src: 'checkAgreements',
            input: ({ context }) => context.selection as OrganizationSelection,
            onDone: [
              {
                guard: { type: 'agreementsPending', params: ({ event }) => event.output },
                target: '#navigationGuard.redirecting',
                actions: assign({
                  redirectTo: ({ context }) =>
                    withQuery(guardPaths.agreements, {
                      org: selectionKey(context.selection),
                      redirectTo: here(context.target),
                    }),
                }),
              },
              { target: 'locale', actions: assign({ agreementsChecked: true }) },
            ],
            onError: { target: '#navigationGuard.failed', actions: 'recordError' },
          },
        },
        // Step 5: load the locale preference, or save the current locale when there is none.
        locale: {
          always: { guard: 'localeReady', target: 'theme' },
          invoke: {
            id: 'syncLocale',
            src: 'syncLocale',
            input: ({ context }) => context.selection as OrganizationSelection,
            onDone: {
              target: 'theme',
              actions: assign({ ready: ({ context }) => ({ ...context.ready, locale: selectionKey(context.selection) }) }),
            },
            onError: { target: '#navigationGuard.failed', actions: 'recordError' },
          },
        },
        // Step 6.
        theme: {
          always: { guard: 'themeReady', target: 'route' },
          invoke: {
            id: 'loadTheme',
            src: 'loadTheme',
            input: ({ context }) => context.selection as OrganizationSelection,
            onDone: {
              target: 'route',
              actions: assign({ ready: ({ context }) => ({ ...context.ready, theme: selectionKey(context.selection) }) }),
            },
            onError: { target: '#navigationGuard.failed', actions: 'recordError' },
          },
        },
        // Spec §5: roles, permissions, IoT-only and VPN-only; /home lands on the first accessible area.
        route: {
          invoke: {
            id: 'authorizeRoute',
            src: 'authorizeRoute',
            input: ({ context }) => ({ target: context.target as NavTarget, selection: context.selection }),
            onDone: [
              { guard: { type: 'allowed', params: ({ event }) => event.output }, target: '#navigationGuard.allowed' },
              {
                target: '#navigationGuard.redirecting',
                actions: assign({
                  redirectTo: ({ event }) => (event.output.kind === 'redirect' ? event.output.to : guardPaths.home),
                }),
              },
            ],
            onError: { target: '#navigationGuard.failed', actions: 'recordError' },
          },
        },
      },
    },
    allowed: {
      on: { 'nav.to': { target: 'checking', actions: assign({ target: ({ event }) => event.target }) } },
    },
    // The redirect changes the hash, which arrives here as the next navigation.
    redirecting: {
      entry: { type: 'navigate', params: ({ context }) => ({ to: context.redirectTo ?? guardPaths.home }) },
      on: { 'nav.to': { target: 'checking', actions: assign({ target: ({ event }) => event.target }) } },
    },
    // The browser leaves for the identity provider.
    signingIn: {
      entry: 'requestSignIn',
    },
    // Spec §4: any error clears the selected organisation and scope and returns to the selector with the error.
    // Spec §8: on an organisation's own host, failing to enter that organisation leaves the host instead (keeping
    // the route): the selector there would offer the same organisation again.
    failed: {
      entry: [
        'clearSelection',
        enqueueActions(({ context, enqueue }) => {
          const organization = failedHostOrganization(context);
          const route = here(context.target);
          enqueue.assign({ selection: undefined, ready: {} });
          if (organization !== undefined) {
            enqueue({ type: 'leaveOrganizationHost', params: { organization, route } });
          } else {
            enqueue({ type: 'storeLoginError', params: { failure: context.failure as GuardFailure } });
            enqueue({ type: 'navigate', params: { to: withQuery(guardPaths.selector, { redirectTo: route }) } });
          }
        }),
      ],
      on: { 'nav.to': { target: 'checking', actions: assign({ target: ({ event }) => event.target }) } },
    },
  },
});
