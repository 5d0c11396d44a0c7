// Path tests for machines/navigationGuard.machine.ts (spec §4 "Navigation guard", §5, §8): login, organisation,
// organisation token with permissions, agreements once per session, locale, theme, then the route's own rules.
// Every generated path runs on a real actor whose step actors never settle: the path's `xstate.done.actor.*` and
// `xstate.error.actor.*` events are sent to it as the runtime would deliver them. The browser effects (navigate,
// sign-in, storage) are spies.
//
// After every step the actor is checked against an independent oracle (`expectedAfter`): the chain as spec §4 states
// it, replayed from the path's own events and the fixtures — where the chain stands, what it remembers (target,
// selection, steps done per organisation, agreements checked, last redirect and failure), every effect requested
// (navigations with their targets, sign-in, cleared selection, login errors, stored selections) and every step asked,
// with its input. Nothing expected is read from the actor or the model's snapshots, so a transition that skips a step,
// forgets that agreements were checked, or sends the user to the wrong place fails the path that takes it.
//
// Bounding the model: `nav.to` is accepted in every settled state (idle, allowed, redirecting, failed), and during a
// step only as a newer /home replacing a /home in progress (enough to take the "newer navigation replaces" transition
// from every step); `agreements.accepted` comes from the agreements screen, so only when it is shown. The traversal
// tells states apart by value and context except `redirectTo` and `failure`, which only say where the last step
// sent the user (each of their values is still produced: the coverage test proves every transition is taken); each
// path is then replayed for its own snapshots (ownSnapshots.ts).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic, type SnapshotFrom } from 'xstate';
import {
  navigationGuardMachine,
  type GuardFailure,
  type NavTarget,
  type OrganizationTokenResult,
  type RouteDecision,
} from '../../machines/navigationGuard.machine';
import {
  type organizationChoiceMachine,
  type OrganizationChoice,
  type OrganizationChoiceInput,
  type OrganizationSelection,
} from '../../machines/organizationChoice.machine';
import type { AgreementType } from '../../src/platform/types';
import { combinedCoverage } from './combinedCoverage';
import { acme, acmeNorth, globex, organization } from './organizations';
import { withOwnSnapshots } from './ownSnapshots';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';

/** A signed-out user is modelled by navigating to /signed-out (the real guard asks the session actor). */
const isSignedIn = ({ context }: { context: { target?: NavTarget } }) => context.target?.path !== '/signed-out';

function target(path: string, route: NavTarget['route'], search = '', requestedOrganization: number[] = []): NavTarget {
  return { path, search, route, requestedOrganization };
}
const toHome = target('/home', { name: 'home' });
const toRegister = target('/register', { name: 'register', noLogin: true });
const toSelector = target('/organization', { name: 'organization', noOrganization: true });
const toAgreements = target('/agreements', { name: 'agreements', skipAgreements: true }, 'org=1&redirectTo=%2Fhome', [1]);
const toHomeSignedOut = target('/signed-out', { name: 'home' });

const tokenRefused = new Error('ticket exchange answered 403');
const agreementsDown = new Error('GET agreements/check answered 500');
const localeDown = new Error('GET userPreferences answered 500');
const themeDown = new Error('GET theme answered 500');
const authorizeFailed = new Error('permission data could not be read');

const selectedAcme: OrganizationChoice = { kind: 'selected', organization: acme };

/**
 * Organisation choice has its own path tests; here only its outcome matters, so a promise actor stands in for the
 * child machine (the guard reads nothing but the `xstate.done.actor.resolveOrganization` output).
 */
const standIn = (logic: AnyActorLogic) => logic as unknown as typeof organizationChoiceMachine;

const neverSettles = <Output, Input>() => fromPromise<Output, Input>(() => new Promise<Output>(() => {}));

// The model is the machine as the app provides it, minus the effects (they do nothing while generating paths).
const model = navigationGuardMachine.provide({
  guards: { isSignedIn },
  actors: {
    resolveOrganization: standIn(neverSettles<OrganizationChoice, OrganizationChoiceInput>()),
    acquireOrganizationToken: neverSettles<OrganizationTokenResult, OrganizationSelection>(),
    checkAgreements: neverSettles<AgreementType[], OrganizationSelection>(),
    syncLocale: neverSettles<void, OrganizationSelection>(),
    loadTheme: neverSettles<void, OrganizationSelection>(),
    authorizeRoute: neverSettles<RouteDecision, { target: NavTarget; selection?: OrganizationSelection }>(),
  },
});
type Model = typeof model;
type Snapshot = SnapshotFrom<Model>;

const fixtures: ReadonlyArray<ModelEvent<Model>> = [
  ...[toHome, toRegister, toSelector, toAgreements, toHomeSignedOut].map((to) => ({ type: 'nav.to' as const, target: to })),
  { type: 'xstate.done.actor.resolveOrganization', output: selectedAcme },
  { type: 'xstate.done.actor.resolveOrganization', output: { kind: 'selector', unknownOrganization: false } },
  { type: 'xstate.done.actor.resolveOrganization', output: { kind: 'failed' } },
  { type: 'xstate.done.actor.acquireOrganizationToken', output: { permissionCount: 3 } },
  { type: 'xstate.done.actor.acquireOrganizationToken', output: { permissionCount: 0 } },
  { type: 'xstate.error.actor.acquireOrganizationToken', error: tokenRefused },
  { type: 'xstate.done.actor.checkAgreements', output: [] },
  { type: 'xstate.done.actor.checkAgreements', output: ['TERM', 'PRIVACY'] },
  { type: 'xstate.error.actor.checkAgreements', error: agreementsDown },
  { type: 'xstate.done.actor.syncLocale', output: undefined },
  { type: 'xstate.error.actor.syncLocale', error: localeDown },
  { type: 'xstate.done.actor.loadTheme', output: undefined },
  { type: 'xstate.error.actor.loadTheme', error: themeDown },
  { type: 'xstate.done.actor.authorizeRoute', output: { kind: 'allow' } },
  { type: 'xstate.done.actor.authorizeRoute', output: { kind: 'redirect', to: '/home?org=1' } },
  { type: 'xstate.error.actor.authorizeRoute', error: authorizeFailed },
  { type: 'agreements.accepted' },
];

const settled = (snapshot: Snapshot) => ['idle', 'allowed', 'redirecting', 'failed'].some((value) => snapshot.matches(value as never));

const generated = generatePaths(model, {
  events: fixtures,
  filterEvents: (snapshot, event) => {
    if (event.type === 'agreements.accepted') return snapshot.matches('allowed') && snapshot.context.target?.route.name === 'agreements';
    if (event.type !== 'nav.to') return true;
    if (settled(snapshot)) return true;
    return snapshot.context.target?.path === '/home' && (event.target as NavTarget).path === '/home';
  },
  serializeState: (snapshot) => {
    const { redirectTo: _redirectTo, failure: _failure, ...rest } = snapshot.context;
    return JSON.stringify([snapshot.value, rest]);
  },
  describeEvent: (event) => {
    if (event.type === 'nav.to') return `nav.to ${(event.target as NavTarget).path}`;
    if (event.type === 'xstate.done.actor.resolveOrganization') {
      const choice = event.output as OrganizationChoice;
      return `organization ${choice.kind === 'selected' ? choice.organization.resourceId : choice.kind}`;
    }
    return undefined;
  },
  // About 400 snapshot/event pairs today.
  limit: 1_500,
});
const { coverage } = generated;
const paths = generated.paths.map((path) => withOwnSnapshots(model, path));

// --- what the user must see, written out from the spec ---

/** Spec §4/§8: back to the selector, coming back here afterwards. */
const selectorRedirect: Record<string, string> = {
  '/home': '/organization?redirectTo=%2Fhome',
  '/organization': '/organization?redirectTo=%2Forganization',
  '/agreements': '/organization?redirectTo=%2Fagreements%3Forg%3D1%26redirectTo%3D%252Fhome',
};
/** Spec §4 step 4: pending agreements of organisation 1, then back to /home. */
const agreementsRedirect = '/agreements?org=1&redirectTo=%2Fhome';

/** Spec §8: what the selector shows after the failure the last event reported. */
function expectedFailure(event: ModelEvent<Model>): GuardFailure {
  switch (event.type) {
    case 'xstate.done.actor.resolveOrganization':
      return { kind: 'error', message: 'organizations could not be loaded' };
    case 'xstate.done.actor.acquireOrganizationToken':
      return { kind: 'noPermissions', organization: 'acme' };
    case 'xstate.error.actor.acquireOrganizationToken':
      return { kind: 'error', message: 'ticket exchange answered 403' };
    case 'xstate.error.actor.checkAgreements':
      return { kind: 'error', message: 'GET agreements/check answered 500' };
    case 'xstate.error.actor.syncLocale':
      return { kind: 'error', message: 'GET userPreferences answered 500' };
    case 'xstate.error.actor.loadTheme':
      return { kind: 'error', message: 'GET theme answered 500' };
    case 'xstate.error.actor.authorizeRoute':
      return { kind: 'error', message: 'permission data could not be read' };
    default:
      throw new Error(`no failure expected after ${event.type}`);
  }
}

function expectedRedirect(event: ModelEvent<Model>, at: NavTarget): string {
  switch (event.type) {
    case 'xstate.done.actor.resolveOrganization':
      return selectorRedirect[at.path]!;
    case 'xstate.done.actor.checkAgreements':
      return agreementsRedirect;
    case 'xstate.done.actor.authorizeRoute':
      return '/home?org=1';
    default:
      throw new Error(`no redirect expected after ${event.type}`);
  }
}

/** Spec §4 steps 2–6 and §5, in order; a step already done for the selected organisation is skipped. */
const chain = ['organization', 'token', 'agreements', 'locale', 'theme', 'route'] as const;
type ChainStep = (typeof chain)[number];
type GuardPhase = 'idle' | ChainStep | 'allowed' | 'redirecting' | 'signingIn' | 'failed';
type Chosen = Extract<OrganizationChoice, { kind: 'selected' }>;

/** What a caller of the guard observes: where it is, what it keeps, which effects and steps it asked for. */
interface GuardObserved {
  value: unknown;
  status: string;
  context: {
    target?: NavTarget;
    selection?: OrganizationSelection;
    ready: { token?: string; locale?: string; theme?: string };
    agreementsChecked: boolean;
    redirectTo?: string;
    failure?: GuardFailure;
  };
  navigations: string[];
  signIns: number;
  clearedSelections: number;
  loginErrors: GuardFailure[];
  storedSelections: OrganizationSelection[];
  asked: {
    resolveOrganization: OrganizationChoiceInput[];
    acquireOrganizationToken: OrganizationSelection[];
    checkAgreements: OrganizationSelection[];
    syncLocale: OrganizationSelection[];
    loadTheme: OrganizationSelection[];
    authorizeRoute: Array<{ target: NavTarget; selection?: OrganizationSelection }>;
  };
}

/** Spec §4 step 4, per target: pending agreements of organisation 1 (the fixtures' acme), then back to the target. */
const agreementsRedirectFor: Record<string, string> = { '/home': agreementsRedirect };
const lookUp = (table: Record<string, string>, path: string | undefined, what: string) => {
  const to = path === undefined ? undefined : table[path];
  if (to === undefined) throw new Error(`the oracle has no ${what} for ${path}`);
  return to;
};

/**
 * The oracle: spec §4's chain replayed from a path's events. A navigation to a public route is allowed at once; a
 * signed-out user is sent to sign in; the selector page needs no organisation and goes straight to the route's
 * rules; any other page resolves the organisation (without a person, for what the URL names) and stores it, then
 * acquires its token (at least one permission), checks agreements once per session (pending ones send the user to
 * accept them), syncs the locale and loads the theme — each of the last three only when not done yet for that
 * organisation — then asks the route's rules. A newer navigation starts the chain over. Any failure clears the
 * selection and what was done for it, stores the login error and opens the selector, coming back afterwards.
 */
function expectedAfter(events: ReadonlyArray<ModelEvent<Model>>): GuardObserved & { phase: GuardPhase; redirects: number; failures: number } {
  // Changed by the helpers below too: typed so that a comparison is not narrowed away.
  let phase = 'idle' as GuardPhase;
  let target: NavTarget | undefined;
  let selection: Chosen | undefined;
  let ready: GuardObserved['context']['ready'] = {};
  let agreementsChecked = false;
  let redirectTo: string | undefined;
  let failure: GuardFailure | undefined;
  const navigations: string[] = [];
  let signIns = 0;
  let redirects = 0;
  let failures = 0;
  const loginErrors: GuardFailure[] = [];
  const storedSelections: OrganizationSelection[] = [];
  const asked: GuardObserved['asked'] = {
    resolveOrganization: [],
    acquireOrganizationToken: [],
    checkAgreements: [],
    syncLocale: [],
    loadTheme: [],
    authorizeRoute: [],
  };
  // The organisation a token, a locale and a theme are for: the sub-organisation's pair when one is selected.
  const key = () => {
    if (!selection) return '';
    return selection.subOrganization ? `${selection.organization.id},${selection.subOrganization.id}` : `${selection.organization.id}`;
  };
  const alreadyDone: Partial<Record<ChainStep, () => boolean>> = {
    token: () => ready.token === key(),
    agreements: () => agreementsChecked || target?.route.skipAgreements === true,
    locale: () => ready.locale === key(),
    theme: () => ready.theme === key(),
  };
    const stepActor = {
    token: 'acquireOrganizationToken',
    agreements: 'checkAgreements',
    locale: 'syncLocale',
    theme: 'loadTheme',
  } as const;
  /** The chain from `from` on: the first step not done yet is asked, with what it needs. */
  const runFrom = (from: ChainStep) => {
    for (const step of chain.slice(chain.indexOf(from))) {
      if (alreadyDone[step]?.()) continue;
      phase = step;
      if (step === 'organization') {
        asked.resolveOrganization.push({ requested: target!.requestedOrganization, hostname: target!.hostname, interactive: false });
      } else if (step === 'route') asked.authorizeRoute.push({ target: target!, selection });
      else asked[stepActor[step]].push(selection!);
      return;
    }
  };
  const navigateTo = (to: NavTarget) => {
    target = to;
    if (to.route.noLogin) phase = 'allowed';
    else if (to.path === '/signed-out') {
      phase = 'signingIn';
      signIns++;
    } else if (to.route.noOrganization) runFrom('route');
    else runFrom('organization');
  };
  const redirect = (to: string) => {
    phase = 'redirecting';
    redirectTo = to;
    redirects++;
    navigations.push(to);
  };
  const fail = (reason: GuardFailure) => {
    phase = 'failed';
    failure = reason;
    failures++;
    loginErrors.push(reason);
    selection = undefined;
    ready = {};
    navigations.push(lookUp(selectorRedirect, target?.path, 'selector redirect'));
  };
  const failedWith = (error: unknown) => fail({ kind: 'error', message: (error as Error).message });

  for (const event of events as ReadonlyArray<LooseEvent>) {
    switch (event.type) {
      case 'nav.to':
        // The browser has left for the identity provider: nothing navigates any more.
        if (phase !== 'signingIn') navigateTo(event.target as NavTarget);
        break;
      case 'agreements.accepted':
        agreementsChecked = true;
        if (phase === 'agreements') runFrom('locale');
        break;
      case 'xstate.done.actor.resolveOrganization': {
        if (phase !== 'organization') break;
        const choice = event.output as OrganizationChoice;
        if (choice.kind === 'selected') {
          selection = choice;
          storedSelections.push(choice);
          runFrom('token');
        } else if (choice.kind === 'selector') redirect(lookUp(selectorRedirect, target?.path, 'selector redirect'));
        else fail({ kind: 'error', message: 'organizations could not be loaded' });
        break;
      }
      case 'xstate.done.actor.acquireOrganizationToken':
        if (phase !== 'token') break;
        if ((event.output as OrganizationTokenResult).permissionCount > 0) {
          // A new token: locale and theme are loaded for it again.
          ready = { token: key() };
          runFrom('agreements');
        } else {
          fail({ kind: 'noPermissions', organization: (selection!.subOrganization ?? selection!.organization).resourceId });
        }
        break;
      case 'xstate.done.actor.checkAgreements':
        if (phase !== 'agreements') break;
        if ((event.output as AgreementType[]).length > 0) redirect(lookUp(agreementsRedirectFor, target?.path, 'agreements redirect'));
        else {
          agreementsChecked = true;
          runFrom('locale');
        }
        break;
      case 'xstate.done.actor.syncLocale':
        if (phase !== 'locale') break;
        ready = { ...ready, locale: key() };
        runFrom('theme');
        break;
      case 'xstate.done.actor.loadTheme':
        if (phase !== 'theme') break;
        ready = { ...ready, theme: key() };
        runFrom('route');
        break;
      case 'xstate.done.actor.authorizeRoute': {
        if (phase !== 'route') break;
        const decision = event.output as RouteDecision;
        if (decision.kind === 'allow') phase = 'allowed';
        else redirect(decision.to);
        break;
      }
      case 'xstate.error.actor.acquireOrganizationToken':
        if (phase === 'token') failedWith(event.error);
        break;
      case 'xstate.error.actor.checkAgreements':
        if (phase === 'agreements') failedWith(event.error);
        break;
      case 'xstate.error.actor.syncLocale':
        if (phase === 'locale') failedWith(event.error);
        break;
      case 'xstate.error.actor.loadTheme':
        if (phase === 'theme') failedWith(event.error);
        break;
      case 'xstate.error.actor.authorizeRoute':
        if (phase === 'route') failedWith(event.error);
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return {
    phase,
    redirects,
    failures,
    value: (chain as readonly string[]).includes(phase) ? { checking: phase } : phase,
    status: 'active',
    context: { target, selection, ready, agreementsChecked, redirectTo, failure },
    navigations,
    signIns,
    clearedSelections: failures,
    loginErrors,
    storedSelections,
    asked,
  };
}

/** A step that never settles, recording the input of each invocation. */
function pending<Output, Input>() {
  const inputs: Input[] = [];
  const logic = fromPromise<Output, Input>(({ input }) => {
    inputs.push(input);
    return new Promise<Output>(() => {});
  });
  return { logic, inputs };
}

function spies() {
  return {
    navigate: vi.fn<(to: string) => void>(),
    requestSignIn: vi.fn<() => void>(),
    clearSelection: vi.fn<() => void>(),
    storeLoginError: vi.fn<(failure: GuardFailure) => void>(),
    storeSelection: vi.fn<(selection: OrganizationSelection) => void>(),
    leaveOrganizationHost: vi.fn<(params: { organization: string; route: string }) => void>(),
  };
}

function actionsFor(effects: ReturnType<typeof spies>) {
  return {
    navigate: (_: unknown, params: { to: string }) => effects.navigate(params.to),
    requestSignIn: () => effects.requestSignIn(),
    clearSelection: () => effects.clearSelection(),
    storeLoginError: (_: unknown, params: { failure: GuardFailure }) => effects.storeLoginError(params.failure),
    storeSelection: (_: unknown, params: { selection: OrganizationSelection }) => effects.storeSelection(params.selection),
    leaveOrganizationHost: (_: unknown, params: { organization: string; route: string }) => effects.leaveOrganizationHost(params),
  };
}

function startPending() {
  const effects = spies();
  const resolveOrganization = pending<OrganizationChoice, OrganizationChoiceInput>();
  const steps = {
    acquireOrganizationToken: pending<OrganizationTokenResult, OrganizationSelection>(),
    checkAgreements: pending<AgreementType[], OrganizationSelection>(),
    syncLocale: pending<void, OrganizationSelection>(),
    loadTheme: pending<void, OrganizationSelection>(),
  };
  const authorizeRoute = pending<RouteDecision, { target: NavTarget; selection?: OrganizationSelection }>();
  const actor = createActor(
    navigationGuardMachine.provide({
      guards: { isSignedIn },
      actors: {
        resolveOrganization: standIn(resolveOrganization.logic),
        acquireOrganizationToken: steps.acquireOrganizationToken.logic,
        checkAgreements: steps.checkAgreements.logic,
        syncLocale: steps.syncLocale.logic,
        loadTheme: steps.loadTheme.logic,
        authorizeRoute: authorizeRoute.logic,
      },
      actions: actionsFor(effects),
    }),
  );
  actor.start();
  return { actor, effects, steps, resolveOrganization, authorizeRoute };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`navigationGuard paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, effects, steps, resolveOrganization, authorizeRoute } = startPending();
    running = actor;
    const observed = (): GuardObserved => {
      const { value, status, context } = actor.getSnapshot();
      return {
        value,
        status,
        context: {
          target: context.target,
          selection: context.selection,
          ready: context.ready,
          agreementsChecked: context.agreementsChecked,
          redirectTo: context.redirectTo,
          failure: context.failure,
        },
        navigations: effects.navigate.mock.calls.map(([to]) => to),
        signIns: effects.requestSignIn.mock.calls.length,
        clearedSelections: effects.clearSelection.mock.calls.length,
        loginErrors: effects.storeLoginError.mock.calls.map(([failure]) => failure),
        storedSelections: effects.storeSelection.mock.calls.map(([selection]) => selection),
        asked: {
          resolveOrganization: resolveOrganization.inputs,
          acquireOrganizationToken: steps.acquireOrganizationToken.inputs,
          checkAgreements: steps.checkAgreements.inputs,
          syncLocale: steps.syncLocale.inputs,
          loadTheme: steps.loadTheme.inputs,
          authorizeRoute: authorizeRoute.inputs,
        },
      };
    };
    // Before the first event and after each one, the guard is where the path's events put it and has asked exactly
    // the effects and steps they imply.
    let checked = -1;
    await runPath(actor, path, {}, (done) => {
      checked = done;
      const { phase: _phase, redirects: _redirects, failures: _failures, ...expected } = expectedAfter(path.events.slice(0, done));
      expect(observed(), `after ${done} event(s) of ${path.title}`).toEqual(expected);
    });
    expect(checked).toBe(path.events.length);
    const end = actor.getSnapshot();
    const expected = expectedAfter(path.events);
    const last = path.events.at(-1)!;
    const at = expected.context.target;

    // Every redirect and every failure changes the URL once; nothing else does.
    expect(effects.navigate).toHaveBeenCalledTimes(expected.redirects + expected.failures);
    expect(effects.clearSelection).toHaveBeenCalledTimes(expected.failures);
    expect(effects.storeLoginError).toHaveBeenCalledTimes(expected.failures);

    // Where the path ends is the oracle's to say, not the actor's.
    expect(end.value).toEqual(expected.value);
    if (expected.phase === 'redirecting') {
      expect(effects.navigate).toHaveBeenLastCalledWith(end.context.redirectTo);
      expect(end.context.redirectTo).toBe(expectedRedirect(last, at!));
    }
    if (expected.phase === 'failed') {
      // Spec §4/§8: the selection is cleared, the error kept for the selector, and the selector opened.
      expect(effects.clearSelection).toHaveBeenCalled();
      expect(effects.storeLoginError).toHaveBeenLastCalledWith(expectedFailure(last));
      expect(effects.navigate).toHaveBeenLastCalledWith(selectorRedirect[at!.path]);
      expect(end.context.selection).toBeUndefined();
      expect(end.context.ready).toEqual({});
    }
    // Step 1: a signed-out user is sent to sign in, and only then.
    if (expected.phase === 'signingIn') {
      expect(effects.requestSignIn).toHaveBeenCalledTimes(1);
      expect(at?.path).toBe('/signed-out');
    } else {
      expect(effects.requestSignIn).not.toHaveBeenCalled();
    }
    if (expected.phase === 'allowed') {
      // Allowed by the route's rules, or a public route that needs none.
      const decided = path.events.filter((event) => event.type !== 'agreements.accepted').at(-1)!;
      const publicRoute = at?.route.noLogin === true;
      expect(publicRoute || decided.type === 'xstate.done.actor.authorizeRoute').toBe(true);
    }
    // Accepting agreements settles step 4 for the rest of the session.
    if (path.events.some((event) => event.type === 'agreements.accepted')) expect(end.context.agreementsChecked).toBe(true);

    // Each organisation chosen is stored, without a sub-organisation here.
    const chosen = path.events.filter(
      (event) => event.type === 'xstate.done.actor.resolveOrganization' && (event.output as OrganizationChoice).kind === 'selected',
    ).length;
    expect(effects.storeSelection).toHaveBeenCalledTimes(chosen);
    for (const [selection] of effects.storeSelection.mock.calls) {
      expect(selection.organization).toEqual(acme);
      expect(selection.subOrganization).toBeUndefined();
    }
    // The chain runs without a person and asks for what the URL (or the stored selection) names.
    for (const input of resolveOrganization.inputs) expect(input).toMatchObject({ interactive: false });
    // Steps 3–6 always run for the organisation chosen.
    for (const step of Object.values(steps)) for (const input of step.inputs) expect(input.organization).toEqual(acme);
  });

  test('cover every state and transition', () => {
    // pathTests does not see states left at once by an eventless transition (checking.login); combinedCoverage does.
    const combined = combinedCoverage(model, [coverage]);
    expect(combined.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});

// --- explicit scenarios, with steps that really answer ---

/** Answers per call, in order; the last one repeats. */
interface Answers {
  choice?: OrganizationChoice[];
  permissionCount?: number[];
  agreements?: AgreementType[][];
  /** Whether the theme loads, per call. */
  theme?: boolean[];
  decide?: (input: { target: NavTarget; selection?: OrganizationSelection }) => RouteDecision;
  /** Replaces the token step (to hold it open). */
  acquireOrganizationToken?: (input: OrganizationSelection, signal: AbortSignal) => Promise<OrganizationTokenResult>;
}

const nth = <T,>(list: readonly T[] | undefined, index: number, otherwise: T): T =>
  list?.length ? list[Math.min(index, list.length - 1)]! : otherwise;

function startAnswering(answers: Answers = {}) {
  const effects = spies();
  const calls = { resolveOrganization: 0, acquireOrganizationToken: 0, checkAgreements: 0, syncLocale: 0, loadTheme: 0, authorizeRoute: 0 };
  const actor = createActor(
    navigationGuardMachine.provide({
      guards: { isSignedIn },
      actors: {
        resolveOrganization: standIn(
          fromPromise<OrganizationChoice, OrganizationChoiceInput>(async () =>
            nth(answers.choice, calls.resolveOrganization++, selectedAcme),
          ),
        ),
        acquireOrganizationToken: fromPromise<OrganizationTokenResult, OrganizationSelection>(async ({ input, signal }) => {
          if (answers.acquireOrganizationToken) {
            calls.acquireOrganizationToken++;
            return answers.acquireOrganizationToken(input, signal);
          }
          return { permissionCount: nth(answers.permissionCount, calls.acquireOrganizationToken++, 3) };
        }),
        checkAgreements: fromPromise<AgreementType[], OrganizationSelection>(async () =>
          nth(answers.agreements, calls.checkAgreements++, []),
        ),
        syncLocale: fromPromise<void, OrganizationSelection>(async () => {
          calls.syncLocale++;
        }),
        loadTheme: fromPromise<void, OrganizationSelection>(async () => {
          if (!nth(answers.theme, calls.loadTheme++, true)) throw themeDown;
        }),
        authorizeRoute: fromPromise<RouteDecision, { target: NavTarget; selection?: OrganizationSelection }>(async ({ input }) => {
          calls.authorizeRoute++;
          return answers.decide?.(input) ?? { kind: 'allow' };
        }),
      },
      actions: actionsFor(effects),
    }),
  );
  actor.start();
  running = actor;
  const settledState = () => waitFor(actor, (snapshot) => settled(snapshot) || snapshot.matches('signingIn'));
  const go = async (to: NavTarget) => {
    actor.send({ type: 'nav.to', target: to });
    return settledState();
  };
  return { actor, effects, calls, go };
}

describe('navigationGuard scenarios (spec §4, §5, §8)', () => {
  test('a token without permissions stores the login error and returns to the selector', async () => {
    const { effects, go } = startAnswering({ permissionCount: [0] });
    const end = await go(toHome);
    expect(end.value).toBe('failed');
    expect(effects.clearSelection).toHaveBeenCalledTimes(1);
    expect(effects.storeLoginError.mock.calls).toEqual([[{ kind: 'noPermissions', organization: 'acme' }]]);
    expect(effects.navigate.mock.calls).toEqual([['/organization?redirectTo=%2Fhome']]);
  });

  test('without permissions in a sub-organisation, the error names the sub-organisation', async () => {
    const { effects, go } = startAnswering({
      choice: [{ kind: 'selected', organization: acme, subOrganization: acmeNorth }],
      permissionCount: [0],
    });
    await go(toHome);
    expect(effects.storeLoginError.mock.calls).toEqual([[{ kind: 'noPermissions', organization: 'acme-north' }]]);
  });

  test('pending agreements send the user to accept them first, and the chain stops there', async () => {
    const { effects, calls, go } = startAnswering({ agreements: [['TERM', 'PRIVACY']] });
    const end = await go(toHome);
    expect(end.value).toBe('redirecting');
    expect(effects.navigate.mock.calls).toEqual([['/agreements?org=1&redirectTo=%2Fhome']]);
    expect(calls.syncLocale).toBe(0);
    expect(calls.loadTheme).toBe(0);
    expect(calls.authorizeRoute).toBe(0);
  });

  test('the selector outcome sends the user to the selector, coming back afterwards', async () => {
    const { effects, calls, go } = startAnswering({ choice: [{ kind: 'selector', unknownOrganization: true }] });
    const end = await go(toHome);
    expect(end.value).toBe('redirecting');
    expect(effects.navigate.mock.calls).toEqual([['/organization?redirectTo=%2Fhome']]);
    expect(calls.acquireOrganizationToken).toBe(0);
    expect(effects.storeLoginError).not.toHaveBeenCalled();
  });

  test('a second navigation in the same organisation skips token, agreements, locale and theme', async () => {
    const { calls, go } = startAnswering();
    expect((await go(toHome)).value).toBe('allowed');
    expect(calls).toEqual({ resolveOrganization: 1, acquireOrganizationToken: 1, checkAgreements: 1, syncLocale: 1, loadTheme: 1, authorizeRoute: 1 });
    expect((await go(target('/home', { name: 'home' }, 'org=1', [1]))).value).toBe('allowed');
    expect(calls).toEqual({ resolveOrganization: 2, acquireOrganizationToken: 1, checkAgreements: 1, syncLocale: 1, loadTheme: 1, authorizeRoute: 2 });
  });

  test('another organisation gets its own token, locale and theme; agreements stay checked for the session', async () => {
    const { effects, calls, go } = startAnswering({
      choice: [selectedAcme, { kind: 'selected', organization: acme, subOrganization: acmeNorth }],
    });
    expect((await go(toHome)).value).toBe('allowed');
    expect((await go(target('/home', { name: 'home' }, 'org=1,4', [1, 4]))).value).toBe('allowed');
    expect(calls).toEqual({ resolveOrganization: 2, acquireOrganizationToken: 2, checkAgreements: 1, syncLocale: 2, loadTheme: 2, authorizeRoute: 2 });
    expect(effects.storeSelection.mock.calls.map(([selection]) => [selection.organization.id, selection.subOrganization?.id])).toEqual([
      [1, undefined],
      [1, 4],
    ]);
  });

  test('an error in a later step clears what was done: the next navigation acquires the token again', async () => {
    const { effects, calls, go } = startAnswering({ theme: [false, true] });
    expect((await go(toHome)).value).toBe('failed');
    expect(effects.storeLoginError.mock.calls).toEqual([[{ kind: 'error', message: 'GET theme answered 500' }]]);
    expect(effects.navigate.mock.calls).toEqual([['/organization?redirectTo=%2Fhome']]);
    expect(calls.acquireOrganizationToken).toBe(1);

    expect((await go(toHome)).value).toBe('allowed');
    expect(calls.acquireOrganizationToken).toBe(2);
    expect(calls.syncLocale).toBe(2);
    expect(calls.loadTheme).toBe(2);
  });

  test('agreements are checked once per session when none are pending', async () => {
    const { calls, go } = startAnswering({ agreements: [[]] });
    await go(toHome);
    await go(target('/home', { name: 'home' }, 'org=1', [1]));
    await go(toHome);
    expect(calls.checkAgreements).toBe(1);
  });

  test('pending agreements are asked again on every navigation until accepted, then never again', async () => {
    const { actor, effects, calls, go } = startAnswering({ agreements: [['TERM', 'PRIVACY'], ['TERM', 'PRIVACY'], []] });
    expect((await go(toHome)).value).toBe('redirecting');
    // The agreements screen itself opens while they are pending.
    expect((await go(toAgreements)).value).toBe('allowed');
    expect(calls.checkAgreements).toBe(1);
    // Leaving without accepting: asked again.
    expect((await go(toHome)).value).toBe('redirecting');
    expect(calls.checkAgreements).toBe(2);
    expect(effects.navigate).toHaveBeenLastCalledWith('/agreements?org=1&redirectTo=%2Fhome');

    await go(toAgreements);
    actor.send({ type: 'agreements.accepted' });
    expect((await go(toHome)).value).toBe('allowed');
    expect((await go(toHome)).value).toBe('allowed');
    expect(calls.checkAgreements).toBe(2);
  });

  test('a newer navigation during a step replaces it: the step is aborted and the chain runs for the new target', async () => {
    const signals: AbortSignal[] = [];
    const decided: NavTarget[] = [];
    const { actor, calls } = startAnswering({
      acquireOrganizationToken: (_input, signal) => {
        signals.push(signal);
        // The first exchange hangs; the second answers.
        return signals.length === 1 ? new Promise<OrganizationTokenResult>(() => {}) : Promise.resolve({ permissionCount: 3 });
      },
      decide: (input) => {
        decided.push(input.target);
        return { kind: 'allow' };
      },
    });
    actor.send({ type: 'nav.to', target: toHome });
    await waitFor(actor, (snapshot) => snapshot.matches({ checking: 'token' }));
    expect(signals[0]?.aborted).toBe(false);

    const newer = target('/home', { name: 'home' }, 'org=1&tab=groups', [1]);
    actor.send({ type: 'nav.to', target: newer });
    expect(signals[0]?.aborted).toBe(true);
    const end = await waitFor(actor, (snapshot) => settled(snapshot));
    expect(end.value).toBe('allowed');
    expect(calls.acquireOrganizationToken).toBe(2);
    expect(signals[1]?.aborted).toBe(false);
    expect(decided).toEqual([newer]);
    expect(end.context.target).toEqual(newer);
  });

  test('a public route is allowed without signing in or choosing an organisation', async () => {
    const { effects, calls, go } = startAnswering();
    expect((await go(toRegister)).value).toBe('allowed');
    expect(calls.resolveOrganization).toBe(0);
    expect(effects.requestSignIn).not.toHaveBeenCalled();
  });

  test('a signed-out user on a guarded route is asked to sign in', async () => {
    const { effects, calls, go } = startAnswering();
    expect((await go(toHomeSignedOut)).value).toBe('signingIn');
    expect(effects.requestSignIn).toHaveBeenCalledTimes(1);
    expect(calls.resolveOrganization).toBe(0);
  });
});

describe('on an organisation’s own host (spec §8 "Organisation init fails")', () => {
  // The sandbox's hosts: `acme.app.localhost` names the organisation whose hostname is `acme`.
  const hostAcme = organization(1, 'acme', { hostname: 'acme' });
  const onAcmeHost = (path = '/home', search = '', requested: number[] = []): NavTarget => ({
    ...target(path, { name: 'home' }, search, requested),
    hostname: 'acme',
  });

  test.each([
    ['a token without permissions', { permissionCount: [0] }],
    ['a failed exchange', { acquireOrganizationToken: () => Promise.reject(tokenRefused) }],
    ['a theme that cannot load', { theme: [false] }],
  ] satisfies [string, Answers][])('%s leaves the host for the one without its prefix, keeping the route', async (_title, answers) => {
    const { effects, go } = startAnswering({ choice: [{ kind: 'selected', organization: hostAcme }], ...answers });
    const end = await go(onAcmeHost('/dashboards/7', 'version=2'));
    expect(end.value).toBe('failed');
    expect(effects.leaveOrganizationHost.mock.calls).toEqual([[{ organization: 'Acme', route: '/dashboards/7?version=2' }]]);
    // Nothing is left for the selector of this host: it would offer the same organisation again.
    expect(effects.clearSelection).toHaveBeenCalledTimes(1);
    expect(effects.storeLoginError).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(end.context.selection).toBeUndefined();
    expect(end.context.ready).toEqual({});
  });

  test('the host’s organisation named in the query is the same organisation', async () => {
    const { effects, go } = startAnswering({ choice: [{ kind: 'selected', organization: hostAcme }], permissionCount: [0] });
    await go(onAcmeHost('/home', 'org=1', [1]));
    expect(effects.leaveOrganizationHost.mock.calls).toEqual([[{ organization: 'Acme', route: '/home?org=1' }]]);
  });

  test('another organisation, or a sub-organisation, failing on the host goes to the selector as anywhere else', async () => {
    const { effects, go } = startAnswering({
      choice: [
        { kind: 'selected', organization: globex },
        { kind: 'selected', organization: hostAcme, subOrganization: acmeNorth },
      ],
      permissionCount: [0],
    });
    await go(onAcmeHost('/home', 'org=2', [2]));
    await go(onAcmeHost('/home', 'org=1,4', [1, 4]));
    expect(effects.leaveOrganizationHost).not.toHaveBeenCalled();
    expect(effects.storeLoginError.mock.calls).toEqual([
      [{ kind: 'noPermissions', organization: 'globex' }],
      [{ kind: 'noPermissions', organization: 'acme-north' }],
    ]);
    expect(effects.navigate.mock.calls).toEqual([['/organization?redirectTo=%2Fhome%3Forg%3D2'], ['/organization?redirectTo=%2Fhome%3Forg%3D1%2C4']]);
  });

  test('the same failure on a host that names no organisation goes to the selector', async () => {
    const { effects, go } = startAnswering({ choice: [{ kind: 'selected', organization: hostAcme }], permissionCount: [0] });
    await go(toHome);
    expect(effects.leaveOrganizationHost).not.toHaveBeenCalled();
    expect(effects.navigate.mock.calls).toEqual([['/organization?redirectTo=%2Fhome']]);
  });
});
