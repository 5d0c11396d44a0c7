// Path tests for machines/organizationChoice.machine.ts (spec §5: requested organisation ids, single organisation
// auto-selected, unknown id → selector). The guard chain runs the machine without a person (interactive: false), the
// selector screen with one; each input is its own generation and together they must cover the whole machine.
// Every path runs on a real actor whose loaders never settle: the path's `xstate.done.actor.*` and
// `xstate.error.actor.*` events are sent to it as the runtime would deliver them.
//
// After every step the actor is checked against an independent oracle (`expectedAfter`): spec §5's choice replayed
// from the input, the path's events and the fixtures — what the selector screen shows (its stage, the organisations,
// sub-organisations and parent offered, the unknown-organisation notice), the choice once made, and every list it
// asked for. Nothing expected is read from the actor, so a decision taken without a person on the selector screen, a
// choice entered unasked or a failure that offers no retry fails the path that takes it.
import { afterEach, describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  organizationChoiceMachine,
  type OrganizationChoice,
  type OrganizationChoiceInput,
} from '../../machines/organizationChoice.machine';
import { organizations, parent, stage, subOrganizations, unknownOrganization } from '../../src/features/organization/selectors';
import type { Organization } from '../../src/platform/types';
import { acme, acmeNorth, globex } from './organizations';
import { combinedCoverage } from './combinedCoverage';
import { generatePaths, runPath, type GeneratedPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof organizationChoiceMachine;

const organizationsDown = new Error('GET organizations/mine answered 503');
const subOrganizationsDown = new Error('GET sub-organisations answered 503');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.loadOrganizations', output: [acme, globex] },
  { type: 'xstate.done.actor.loadOrganizations', output: [acme] },
  { type: 'xstate.done.actor.loadOrganizations', output: [] },
  { type: 'xstate.error.actor.loadOrganizations', error: organizationsDown },
  { type: 'xstate.done.actor.loadSubOrganizations', output: [acmeNorth] },
  { type: 'xstate.done.actor.loadSubOrganizations', output: [] },
  { type: 'xstate.error.actor.loadSubOrganizations', error: subOrganizationsDown },
  { type: 'user.chooseOrganization', id: 1 },
  // Not among the user's organisations: ignored.
  { type: 'user.chooseOrganization', id: 42 },
  { type: 'user.chooseSubOrganization', id: 4 },
  { type: 'user.chooseSubOrganization', id: 42 },
  { type: 'user.skipSubOrganization' },
  { type: 'user.back' },
  { type: 'user.retry' },
];

const names = (organizations: unknown) => (organizations as Organization[]).map((o) => o.resourceId).join(', ');
const describeEvent = (event: ModelEvent<Machine>) => {
  if (event.type === 'xstate.done.actor.loadOrganizations') return `organizations(${names(event.output)})`;
  if (event.type === 'xstate.done.actor.loadSubOrganizations') return `sub-organizations(${names(event.output)})`;
  if (event.type === 'xstate.error.actor.loadOrganizations') return 'organizations failed';
  if (event.type === 'xstate.error.actor.loadSubOrganizations') return 'sub-organizations failed';
  return undefined;
};

const selectedAcme: OrganizationChoice = { kind: 'selected', organization: acme };
const selectedAcmeNorth: OrganizationChoice = { kind: 'selected', organization: acme, subOrganization: acmeNorth };
const selectedGlobex: OrganizationChoice = { kind: 'selected', organization: globex };
const selectorKnown: OrganizationChoice = { kind: 'selector', unknownOrganization: false };
const selectorUnknown: OrganizationChoice = { kind: 'selector', unknownOrganization: true };
// The guard chain's failure carries why, for the selector's message.
const failedOrganizations: OrganizationChoice = { kind: 'failed', error: organizationsDown };
const failedSubOrganizations: OrganizationChoice = { kind: 'failed', error: subOrganizationsDown };

type Loaded = 'acme+globex' | 'acme' | 'none' | 'error';
type SubLoaded = 'acme-north' | 'none' | 'error' | undefined;

/**
 * Spec §5 for the guard chain (no person): the choice for what the organisation list and the sub-organisation list
 * answered, written out per requested list.
 */
const nonInteractive: Record<string, (orgs: Loaded, subs: SubLoaded) => OrganizationChoice> = {
  // Exactly one organisation and none given: auto-selected; otherwise the selector.
  '[]': (orgs) => (orgs === 'error' ? failedOrganizations : orgs === 'acme' ? selectedAcme : selectorKnown),
  // The parent alone is entered as it is, whatever sub-organisations it has.
  '[1]': (orgs, subs) =>
    orgs === 'error' ? failedOrganizations : subs === 'error' ? failedSubOrganizations : orgs === 'none' ? selectorUnknown : selectedAcme,
  '[1,4]': (orgs, subs) =>
    orgs === 'error' ? failedOrganizations : subs === 'error' ? failedSubOrganizations : subs === 'acme-north' ? selectedAcmeNorth : selectorUnknown,
  // An id the user lacks leads to the selector.
  '[99]': (orgs) => (orgs === 'error' ? failedOrganizations : selectorUnknown),
  '[1,99]': (orgs, subs) => (orgs === 'error' ? failedOrganizations : subs === 'error' ? failedSubOrganizations : selectorUnknown),
  // Opened on globex.app.<domain> with no id: globex when the user belongs to it, else the rules above.
  '[] on globex.app.localhost': (orgs) =>
    orgs === 'error' ? failedOrganizations : orgs === 'acme+globex' ? selectedGlobex : orgs === 'acme' ? selectedAcme : selectorKnown,
};

const inputs: OrganizationChoiceInput[] = [
  { interactive: false, requested: [] },
  { interactive: false, requested: [1] },
  { interactive: false, requested: [1, 4] },
  { interactive: false, requested: [99] },
  { interactive: false, requested: [1, 99] },
  { interactive: false, requested: [], hostname: 'globex.app.localhost' },
  { interactive: true, requested: [] },
  { interactive: true, requested: [], subOrganizationsOf: 1 },
];
const requestKey = (input: OrganizationChoiceInput) =>
  `${JSON.stringify(input.requested)}${input.hostname === undefined ? '' : ` on ${input.hostname}`}`;
const inputLabel = (input: OrganizationChoiceInput) =>
  `${input.interactive ? 'selector screen' : 'guard chain'}, requested ${requestKey(input)}${
    input.subOrganizationsOf === undefined ? '' : `, subOrg ${input.subOrganizationsOf}`
  }`;

const generations = inputs.map((input) => ({
  input,
  ...generatePaths(organizationChoiceMachine, { input, events: fixtures, describeEvent, limit: 200 }),
}));


type ChoicePhase = 'loadingOrganizations' | 'loadFailed' | 'choosing' | 'loadingSubOrganizations' | 'choosingSub' | 'done';

/** What the selector screen and the guard chain observe: the screen's selectors, the choice, the lists asked for. */
interface ChoiceObserved {
  stage: ReturnType<typeof stage>;
  status: 'active' | 'done';
  output: OrganizationChoice | undefined;
  organizations: Organization[];
  subOrganizations: Organization[];
  parent: Organization | undefined;
  unknownOrganization: boolean;
  organizationLoads: number;
  subOrganizationLoads: Array<{ parentId: number }>;
}

/**
 * The oracle: spec §5 replayed from the input and a path's events. The user's organisations are loaded; then the
 * selector's `subOrg` parent, else the requested parent, is entered through its sub-organisations (the requested one,
 * or the parent itself when it was named alone); an id the user lacks asks a person, with a notice. Without a person
 * (the guard chain) the organisation of the page's host name, else the only organisation, is entered as it is; when a
 * person is needed the chain answers "selector", and a list that cannot be read is a failure. With a person (the
 * selector screen) nothing is entered unasked: the list is shown, a chosen organisation offers its sub-organisations
 * (skip, back, or choose one), and a list that cannot be read offers a retry that starts afresh.
 */
function expectedAfter(input: OrganizationChoiceInput, events: ReadonlyArray<ModelEvent<Machine>>): ChoiceObserved & { phase: ChoicePhase } {
  // Changed by the helpers below too: typed so that a comparison is not narrowed away.
  let phase = 'loadingOrganizations' as ChoicePhase;
  let listed: Organization[] = [];
  let subs: Organization[] = [];
  let chosenParent: Organization | undefined;
  let unknown = false;
  let requested = input.requested;
  let output: OrganizationChoice | undefined;
  let organizationLoads = 1;
  const subOrganizationLoads: Array<{ parentId: number }> = [];
  const byId = (list: Organization[], id: number | undefined) => list.find((organization) => organization.id === id);

  const enter = (organization: Organization, subOrganization?: Organization) => {
    phase = 'done';
    output = subOrganization ? { kind: 'selected', organization, subOrganization } : { kind: 'selected', organization };
  };
  const askPerson = () => {
    if (input.interactive) phase = 'choosing';
    else {
      phase = 'done';
      output = { kind: 'selector', unknownOrganization: unknown };
    }
  };
  const openParent = (organization: Organization) => {
    chosenParent = organization;
    phase = 'loadingSubOrganizations';
    subOrganizationLoads.push({ parentId: organization.id });
  };
  const unreadable = (error: unknown) => {
    if (input.interactive) phase = 'loadFailed';
    else {
      phase = 'done';
      output = { kind: 'failed', error };
    }
  };

  for (const event of events as ReadonlyArray<LooseEvent>) {
    switch (event.type) {
      case 'xstate.done.actor.loadOrganizations': {
        if (phase !== 'loadingOrganizations') break;
        listed = event.output as Organization[];
        const asked = byId(listed, input.subOrganizationsOf);
        const requestedParent = byId(listed, requested[0]);
        const onHost = requested.length === 0 ? listed.find((organization) => organization.hostname === input.hostname) : undefined;
        if (asked) {
          requested = [];
          openParent(asked);
        } else if (requestedParent) openParent(requestedParent);
        else if (requested.length > 0) {
          unknown = true;
          askPerson();
        } else if (!input.interactive && input.hostname !== undefined && onHost) enter(onHost);
        else if (!input.interactive && listed.length === 1) enter(listed[0]!);
        else askPerson();
        break;
      }
      case 'xstate.error.actor.loadOrganizations':
        if (phase === 'loadingOrganizations') unreadable(organizationsDown);
        break;
      case 'xstate.done.actor.loadSubOrganizations': {
        if (phase !== 'loadingSubOrganizations') break;
        subs = event.output as Organization[];
        const requestedSub = byId(subs, requested[1]);
        if (requestedSub) enter(chosenParent!, requestedSub);
        else if (requested[1] !== undefined) {
          unknown = true;
          askPerson();
        } else if (requested.length === 1 || subs.length === 0) enter(chosenParent!);
        else phase = 'choosingSub';
        break;
      }
      case 'xstate.error.actor.loadSubOrganizations':
        if (phase === 'loadingSubOrganizations') unreadable(subOrganizationsDown);
        break;
      case 'user.retry':
        if (phase !== 'loadFailed') break;
        phase = 'loadingOrganizations';
        organizationLoads++;
        chosenParent = undefined;
        subs = [];
        break;
      case 'user.chooseOrganization': {
        const organization = byId(listed, event.id as number);
        if (phase !== 'choosing' || !organization) break;
        requested = [];
        unknown = false;
        openParent(organization);
        break;
      }
      case 'user.chooseSubOrganization': {
        const subOrganization = byId(subs, event.id as number);
        if (phase === 'choosingSub' && subOrganization) enter(chosenParent!, subOrganization);
        break;
      }
      case 'user.skipSubOrganization':
        if (phase === 'choosingSub') enter(chosenParent!);
        break;
      case 'user.back':
        if (phase !== 'choosingSub') break;
        phase = 'choosing';
        chosenParent = undefined;
        subs = [];
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  return {
    phase,
    stage: phase === 'loadFailed' ? 'failed' : phase === 'choosing' || phase === 'choosingSub' ? phase : 'loading',
    status: phase === 'done' ? 'done' : 'active',
    output,
    organizations: listed,
    subOrganizations: subs,
    parent: chosenParent,
    unknownOrganization: unknown,
    organizationLoads,
    subOrganizationLoads,
  };
}

function startPending(input: OrganizationChoiceInput) {
  const loadOrganizations = pending<Organization[], { parentHint?: number }>();
  const loadSubOrganizations = pending<Organization[], { parentId: number }>();
  const actor = createActor(
    organizationChoiceMachine.provide({
      actors: { loadOrganizations: loadOrganizations.logic, loadSubOrganizations: loadSubOrganizations.logic },
    }),
    { input },
  );
  actor.start();
  return { actor, loadOrganizations, loadSubOrganizations };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

function outcomes(path: GeneratedPath<Machine>): { orgs: Loaded; subs: SubLoaded } {
  let orgs: Loaded | undefined;
  let subs: SubLoaded;
  for (const event of path.events) {
    if (event.type === 'xstate.error.actor.loadOrganizations') orgs = 'error';
    if (event.type === 'xstate.done.actor.loadOrganizations') {
      const listed = names(event.output);
      orgs = listed === 'acme, globex' ? 'acme+globex' : listed === 'acme' ? 'acme' : 'none';
    }
    if (event.type === 'xstate.error.actor.loadSubOrganizations') subs = 'error';
    if (event.type === 'xstate.done.actor.loadSubOrganizations') subs = names(event.output) ? 'acme-north' : 'none';
  }
  if (!orgs) throw new Error(`path without an organisation list: ${path.title}`);
  return { orgs, subs };
}

for (const { input, paths } of generations) {
  describe(`organizationChoice paths, ${inputLabel(input)} (${paths.length})`, () => {
    test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
      const { actor, loadOrganizations, loadSubOrganizations } = startPending(input);
      running = actor;
      const observed = (): ChoiceObserved => {
        const snapshot = actor.getSnapshot();
        return {
          stage: stage(snapshot),
          status: snapshot.status === 'done' ? 'done' : 'active',
          output: snapshot.output,
          organizations: organizations(snapshot),
          subOrganizations: subOrganizations(snapshot),
          parent: parent(snapshot),
          unknownOrganization: unknownOrganization(snapshot),
          organizationLoads: loadOrganizations.inputs.length,
          subOrganizationLoads: loadSubOrganizations.inputs,
        };
      };
      // Before the first event and after each one: what the screen shows, the choice and the lists asked for are
      // what the input and the path's events imply.
      let checked = -1;
      await runPath(actor, path, {}, (done) => {
        checked = done;
        const { phase: _phase, ...expected } = expectedAfter(input, path.events.slice(0, done));
        expect(observed(), `after ${done} event(s) of ${path.title}`).toEqual(expected);
      });
      expect(checked).toBe(path.events.length);
      const end = actor.getSnapshot();
      const expected = expectedAfter(input, path.events);

      // Sub-organisations are only ever loaded for acme, the only organisation anyone asks for here.
      expect(loadSubOrganizations.inputs.every((given) => given.parentId === 1)).toBe(true);
      // The organisation list is loaded once, and again on each retry.
      expect(loadOrganizations.inputs).toHaveLength(1 + path.events.filter((event) => event.type === 'user.retry').length);

      if (!input.interactive) {
        // Without a person the machine always decides.
        expect(expected.phase).toBe('done');
        expect(end.status).toBe('done');
        const { orgs, subs } = outcomes(path);
        expect(end.output).toEqual(nonInteractive[requestKey(input)]!(orgs, subs));
        return;
      }

      // With a person, a failure offers a retry and an undecidable choice asks: never 'failed', never 'selector'.
      // Where the path ends is the oracle's to say, not the actor's.
      expect(end.status).toBe(expected.status);
      if (expected.phase !== 'done') expect(end.matches(expected.phase)).toBe(true);
      if (expected.phase === 'done') {
        // Only a person's choice enters an organisation on the selector screen.
        const last = path.events.at(-1);
        expect(['user.chooseSubOrganization', 'user.skipSubOrganization', 'xstate.done.actor.loadSubOrganizations']).toContain(last?.type);
        const choseSub = last?.type === 'user.chooseSubOrganization' && last.id === 4;
        expect(end.output).toEqual(choseSub ? selectedAcmeNorth : selectedAcme);
      } else if (expected.phase === 'loadFailed') {
        expect(['xstate.error.actor.loadOrganizations', 'xstate.error.actor.loadSubOrganizations']).toContain(
          path.events.at(-1)?.type,
        );
      } else if (expected.phase === 'choosingSub') {
        expect(end.context.parent).toEqual(acme);
        expect(end.context.subOrganizations).toEqual([acmeNorth]);
      } else if (expected.phase === 'choosing') {
        // The list offered is the one loaded last.
        const lastList = path.events.findLast((event) => event.type === 'xstate.done.actor.loadOrganizations');
        expect(end.context.organizations).toEqual(lastList && 'output' in lastList ? lastList.output : undefined);
      }
    });
  });
}

describe('organizationChoice coverage', () => {
  test('all inputs together cover every state and transition, and use every fixture', () => {
    const coverage = combinedCoverage(organizationChoiceMachine, generations.map((generation) => generation.coverage));
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    for (const { paths } of generations) expect(paths.length).toBeGreaterThan(0);
  });
});

/** A machine whose loaders answer at once (arrays of answers are used in order, one per call). */
function startAnswering(
  input: OrganizationChoiceInput,
  answers: { organizations: Array<Organization[] | Error>; subOrganizations?: Array<Organization[] | Error> },
) {
  const subCalls: number[] = [];
  let organizationCalls = 0;
  const answer = <T,>(value: T | Error) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  const actor = createActor(
    organizationChoiceMachine.provide({
      actors: {
        loadOrganizations: fromPromise(async () => answer(answers.organizations[organizationCalls++] ?? [])),
        loadSubOrganizations: fromPromise(async ({ input: { parentId } }) => {
          subCalls.push(parentId);
          return answer(answers.subOrganizations?.[subCalls.length - 1] ?? []);
        }),
      },
    }),
    { input },
  );
  actor.start();
  running = actor;
  return { actor, subCalls };
}

describe('organizationChoice scenarios (spec §5)', () => {
  test('a single organisation is selected without asking for a sub-organisation', async () => {
    const { actor, subCalls } = startAnswering({ interactive: false, requested: [] }, { organizations: [[acme]] });
    const end = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(end.output).toEqual({ kind: 'selected', organization: acme });
    expect(subCalls).toEqual([]);
  });

  test('the selector screen lists a single organisation instead of entering it (no loop after a guard error)', async () => {
    // dave has one organisation and was just sent back from it: entering it again would fail again.
    const { actor, subCalls } = startAnswering({ interactive: true, requested: [] }, { organizations: [[acme]] });
    const shown = await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(shown.context.organizations).toEqual([acme]);
    expect(subCalls).toEqual([]);
  });

  test('an id the user lacks leads to the selector, which says so', async () => {
    const { actor } = startAnswering({ interactive: false, requested: [99] }, { organizations: [[acme, globex]] });
    const end = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(end.output).toEqual({ kind: 'selector', unknownOrganization: true });
  });

  test('on the selector screen an id the user lacks opens the list with the notice', async () => {
    const { actor } = startAnswering({ interactive: true, requested: [99] }, { organizations: [[acme, globex]] });
    const end = await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(end.context.unknownOrganization).toBe(true);
    expect(end.context.organizations).toEqual([acme, globex]);
  });

  test('opened on an organisation\'s own host name with no id, that organisation is entered', async () => {
    const { actor, subCalls } = startAnswering(
      { interactive: false, requested: [], hostname: 'globex.app.localhost' },
      { organizations: [[acme, globex]] },
    );
    const end = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(end.output).toEqual({ kind: 'selected', organization: globex });
    expect(subCalls).toEqual([]);
  });

  test('an id in the URL wins over the host name', async () => {
    const { actor } = startAnswering(
      { interactive: false, requested: [1], hostname: 'globex.app.localhost' },
      { organizations: [[acme, globex]], subOrganizations: [[acmeNorth]] },
    );
    const end = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(end.output).toEqual({ kind: 'selected', organization: acme });
  });

  test('org=1,4 enters acme-north of acme without asking', async () => {
    const { actor, subCalls } = startAnswering(
      { interactive: false, requested: [1, 4] },
      { organizations: [[acme, globex]], subOrganizations: [[acmeNorth]] },
    );
    const end = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(end.output).toEqual({ kind: 'selected', organization: acme, subOrganization: acmeNorth });
    expect(subCalls).toEqual([1]);
  });

  test('a failed organisation list in the guard chain is a failure, not a selector', async () => {
    const { actor } = startAnswering({ interactive: false, requested: [1] }, { organizations: [organizationsDown] });
    const end = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(end.output).toEqual({ kind: 'failed', error: organizationsDown });
  });

  test('choosing acme offers acme-north; choosing it selects both', async () => {
    const { actor, subCalls } = startAnswering(
      { interactive: true, requested: [] },
      { organizations: [[acme, globex]], subOrganizations: [[acmeNorth]] },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    actor.send({ type: 'user.chooseOrganization', id: 1 });
    const offered = await waitFor(actor, (snapshot) => snapshot.matches('choosingSub'));
    expect(offered.context.subOrganizations).toEqual([acmeNorth]);
    expect(subCalls).toEqual([1]);
    actor.send({ type: 'user.chooseSubOrganization', id: 4 });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'selected', organization: acme, subOrganization: acmeNorth });
  });

  test('after a failed sub-organisation load, a retry starts afresh without the earlier choice', async () => {
    // The person chose acme; loading its sub-organisations failed; on retry the user only belongs to globex.
    const { actor } = startAnswering(
      { interactive: true, requested: [] },
      { organizations: [[acme, globex], [globex]], subOrganizations: [subOrganizationsDown, []] },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    actor.send({ type: 'user.chooseOrganization', id: 1 });
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'));
    actor.send({ type: 'user.retry' });
    const listed = await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(listed.context.organizations).toEqual([globex]);
    expect(listed.context.parent).toBeUndefined();
    actor.send({ type: 'user.chooseOrganization', id: 2 });
    const end = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(end.output).toEqual({ kind: 'selected', organization: globex });
  });
});
