// Path tests for machines/organizationChoice.machine.ts (spec §5: requested organisation ids, single organisation
// auto-selected, unknown id → selector). The guard chain runs the machine without a person (interactive: false), the
// selector screen with one; each input is its own generation and together they must cover the whole machine.
// Every path runs on a real actor whose loaders never settle: the path's `xstate.done.actor.*` and
// `xstate.error.actor.*` events are sent to it as the runtime would deliver them.
import { afterEach, describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  organizationChoiceMachine,
  type OrganizationChoice,
  type OrganizationChoiceInput,
} from '../../machines/organizationChoice.machine';
import type { Organization } from '../../src/platform/types';
import { acme, acmeNorth, globex } from './organizations';
import { combinedCoverage } from './combinedCoverage';
import { generatePaths, runPath, type GeneratedPath, type ModelEvent } from './pathTests';
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
const failed: OrganizationChoice = { kind: 'failed' };

type Loaded = 'acme+globex' | 'acme' | 'none' | 'error';
type SubLoaded = 'acme-north' | 'none' | 'error' | undefined;

/**
 * Spec §5 for the guard chain (no person): the choice for what the organisation list and the sub-organisation list
 * answered, written out per requested list.
 */
const nonInteractive: Record<string, (orgs: Loaded, subs: SubLoaded) => OrganizationChoice> = {
  // Exactly one organisation and none given: auto-selected; otherwise the selector.
  '[]': (orgs) => (orgs === 'error' ? failed : orgs === 'acme' ? selectedAcme : selectorKnown),
  // The parent alone is entered as it is, whatever sub-organisations it has.
  '[1]': (orgs, subs) =>
    orgs === 'error' || subs === 'error' ? failed : orgs === 'none' ? selectorUnknown : selectedAcme,
  '[1,4]': (orgs, subs) =>
    orgs === 'error' || subs === 'error' ? failed : subs === 'acme-north' ? selectedAcmeNorth : selectorUnknown,
  // An id the user lacks leads to the selector.
  '[99]': (orgs) => (orgs === 'error' ? failed : selectorUnknown),
  '[1,99]': (orgs, subs) => (orgs === 'error' || subs === 'error' ? failed : selectorUnknown),
  // Opened on globex.app.<domain> with no id: globex when the user belongs to it, else the rules above.
  '[] on globex.app.localhost': (orgs) =>
    orgs === 'error' ? failed : orgs === 'acme+globex' ? selectedGlobex : orgs === 'acme' ? selectedAcme : selectorKnown,
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


function startPending(input: OrganizationChoiceInput) {
  const loadOrganizations = pending<Organization[]>();
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
      await runPath(actor, path);
      const end = actor.getSnapshot();

      // Sub-organisations are only ever loaded for acme, the only organisation anyone asks for here.
      expect(loadSubOrganizations.inputs.every((given) => given.parentId === 1)).toBe(true);
      // The organisation list is loaded once, and again on each retry.
      expect(loadOrganizations.inputs).toHaveLength(1 + path.events.filter((event) => event.type === 'user.retry').length);

      if (!input.interactive) {
        // Without a person the machine always decides.
        expect(end.status).toBe('done');
        const { orgs, subs } = outcomes(path);
        expect(end.output).toEqual(nonInteractive[requestKey(input)]!(orgs, subs));
        return;
      }

      // With a person, a failure offers a retry and an undecidable choice asks: never 'failed', never 'selector'.
      if (end.status === 'done') {
        const last = path.events.at(-1);
        const choseSub = last?.type === 'user.chooseSubOrganization' && last.id === 4;
        expect(end.output).toEqual(choseSub ? selectedAcmeNorth : selectedAcme);
      } else if (end.matches('loadFailed')) {
        expect(['xstate.error.actor.loadOrganizations', 'xstate.error.actor.loadSubOrganizations']).toContain(
          path.events.at(-1)?.type,
        );
      } else if (end.matches('choosingSub')) {
        expect(end.context.parent).toEqual(acme);
        expect(end.context.subOrganizations).toEqual([acmeNorth]);
      } else if (end.matches('choosing')) {
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
    expect(end.output).toEqual({ kind: 'failed' });
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
