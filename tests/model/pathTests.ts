// Model-based path tests for machines/*.machine.ts (ARCHITECTURE "Model-based path tests").
//
//   const { paths, coverage } = generatePaths(machine, { input, events: fixtures, limit: 500 });
//   describe.each / for (const path of paths) test(path.title, () => runPath(actorFor(path), path, executors));
//   test('coverage', () => { expect(coverage.uncoveredStates).toEqual([]); expect(coverage.uncoveredTransitions).toEqual([]); });
//
// Why not `createTestModel`: it refuses machines with `invoke` or `after` (most of ours). The traversal functions of
// `xstate/graph` accept them if we hand them every event the machine can take, including the ones the runtime
// produces: `xstate.done.actor.<invokeId>` (with the `output` guards and actions read), `xstate.error.actor.<invokeId>`,
// `xstate.after.<delayName>.<stateNodeId>`, and events a machine raises to itself with a delay. Here a missing fixture
// is an error (xstate/graph would silently send a bare `{ type }`), so a new event cannot slip past its tests.
//
// Coverage is measured, not assumed: every generated path is replayed through the pure `machine.transition` with an
// inspected actor scope, recording the transition definitions each microstep took (eventless `always` ones included)
// and the state nodes reached; they are compared with all state nodes and transitions of the machine's definition.
// Shortest paths alone reach every snapshot, not every transition, so paths are added for transitions they skip.
import { expect } from 'vitest';
import {
  createEmptyActor,
  type AnyActorRef,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  serializeSnapshot,
  type AdjacencyMap,
  type StatePath,
} from 'xstate/graph';

/**
 * Events the runtime produces (`xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*`): not in a machine's
 * declared event union, but a path test must name them.
 */
export type RuntimeEvent = { type: `xstate.${string}` } & Record<string, unknown>;
/** Anything a path can contain: the machine's own events and the runtime's. */
export type ModelEvent<TMachine extends AnyStateMachine> = (EventFromLogic<TMachine> & EventObject) | RuntimeEvent;

/** An event as executors see it: a type and whatever payload. */
export type LooseEvent = { type: string } & Record<string, unknown>;
/** Per event type, what really produces the event in a test (resolve a stub, dispatch a key…). */
export type Executors = Partial<Record<string, (event: LooseEvent) => void | Promise<void>>>;

export interface PathOptions<TMachine extends AnyStateMachine> {
  /**
   * Event fixtures. Every event type a reached state handles needs at least one; several fixtures of one type are
   * all tried (e.g. two different `xstate.done.actor.fetch` outputs).
   */
  events: ReadonlyArray<ModelEvent<TMachine>>;
  /** The machine's input. */
  input?: InputFrom<TMachine>;
  /** `shortest` (default): one shortest path per reachable snapshot. `simple`: every cycle-free path (can explode). */
  generator?: 'shortest' | 'simple';
  /** Keep paths that are prefixes of longer ones (default: dropped, the longer path covers them). */
  allowDuplicatePaths?: boolean;
  /** Skip some (state, event) pairs, e.g. to bound a context that could grow forever. */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: ModelEvent<TMachine>) => boolean;
  /** Identity of a reachable state for the traversal (default: value + context). */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Names an event in a test title (default: its type plus a short JSON of its payload). */
  describeEvent?: (event: ModelEvent<TMachine>) => string | undefined;
  /**
   * The traversal's bound, required: how many (snapshot, event) pairs xstate/graph may visit. Set it a few times
   * above what the model needs today; a change that lets the state space grow without end (a history that is never
   * cleared, a counter that is never bounded) then fails at once with "traversal limit exceeded" instead of running
   * for minutes.
   */
  limit: number;
}

export interface PathStep<TMachine extends AnyStateMachine> {
  event: ModelEvent<TMachine>;
  /** The model's snapshot after `event`. */
  state: SnapshotFrom<TMachine>;
}

export interface GeneratedPath<TMachine extends AnyStateMachine> {
  /** The events of the path, for a test title: `keys.enableAll → user.confirm`. */
  title: string;
  /** The events to send after start (the initial `xstate.init` is not included). */
  events: Array<ModelEvent<TMachine>>;
  /** One step per event, with the model's snapshot after it. */
  steps: Array<PathStep<TMachine>>;
  /** The model's initial snapshot. */
  initial: SnapshotFrom<TMachine>;
  /** The model's final snapshot. */
  state: SnapshotFrom<TMachine>;
}

export interface Coverage {
  /** Ids of every state node of the definition (root excluded). */
  states: string[];
  /** A readable key for every transition of the definition (`on`, `always`, `after`, invoke `onDone`/`onError`). */
  transitions: string[];
  uncoveredStates: string[];
  uncoveredTransitions: string[];
  /** Fixture event types no reached state handled: a typo, or an event the machine no longer takes. */
  unusedFixtures: string[];
}

export interface GeneratedPaths<TMachine extends AnyStateMachine> {
  paths: Array<GeneratedPath<TMachine>>;
  coverage: Coverage;
}

export function generatePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PathOptions<TMachine>,
): GeneratedPaths<TMachine> {
  // Internally untyped (xstate/graph's generics do not follow a generic machine well); typed again at the edges.
  type TEvent = EventObject;
  type TSnapshot = AnyMachineSnapshot;
  const fixtures: readonly TEvent[] = options.events as readonly TEvent[];
  const logic = machine as AnyStateMachine;
  const serializeState = options.serializeState as ((snapshot: TSnapshot) => string) | undefined;
  const usedFixtureTypes = new Set<string>();

  const events = (snapshot: TSnapshot): TEvent[] => {
    const descriptors = ownEventDescriptors(snapshot);
    return descriptors.flatMap((descriptor) => {
      const matching = fixtures.filter((fixture) => matchesDescriptor(fixture.type, descriptor));
      if (matching.length === 0) {
        throw new Error(
          `${machine.id}: no event fixture for "${descriptor}" (handled in state ${JSON.stringify(
            snapshot.value,
          )}). Add one to the path test's events.`,
        );
      }
      for (const fixture of matching) usedFixtureTypes.add(fixture.type);
      return matching;
    });
  };

  const traversal = {
    events,
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.filterEvents ? { filterEvents: options.filterEvents as (s: TSnapshot, e: TEvent) => boolean } : {}),
    ...(serializeState ? { serializeState } : {}),
    limit: options.limit,
  };
  const bounded = <T>(traverse: () => T): T => {
    try {
      return traverse();
    } catch (error) {
      if (error instanceof Error && error.message === 'Traversal limit exceeded') {
        throw new Error(
          `${machine.id}: traversal limit exceeded (${options.limit} snapshot/event pairs): the reachable state space ` +
            'grew past what the path test expects. A change that keeps reaching new states (a list or a counter ' +
            'growing without end) does this; if the growth is intended, bound it with ' +
            'filterEvents or raise the limit.',
          { cause: error },
        );
      }
      throw error;
    }
  };
  const raw: Array<StatePath<TSnapshot, TEvent>> = bounded(() =>
    options.generator === 'simple' ? getSimplePaths(logic, traversal) : getShortestPaths(logic, traversal),
  );

  const describe = (event: TEvent) =>
    options.describeEvent?.(event as ModelEvent<TMachine>) ?? describeEvent(event);
  const toGenerated = (path: StatePath<TSnapshot, TEvent>): GeneratedPath<TMachine> => {
    // xstate/graph's steps: [{ xstate.init, initial }, { e1, after e1 }, …]
    const [first, ...rest] = path.steps;
    const steps = rest.map((step) => ({ event: step.event, state: step.state }));
    return {
      title: '',
      events: steps.map((step) => step.event),
      steps,
      initial: first?.state ?? path.state,
      state: path.state,
    } as unknown as GeneratedPath<TMachine>;
  };
  let paths = raw.map(toGenerated);

  // Shortest paths reach every *snapshot* but may skip a *transition* whose target snapshot another path reaches first
  // (a failed poll and an empty poll both lead to "waiting, nothing shown"). For each transition of the definition no
  // path takes, add the shortest path to a snapshot where some fixture takes it, plus that event.
  const recorder = createRecorder(machine);
  const takenBy = (pathList: Array<GeneratedPath<TMachine>>) => {
    const taken = new Set<AnyTransitionDefinition>();
    for (const path of pathList) for (const t of recorder.replay(options.input, path.events).transitions) taken.add(t);
    return taken;
  };
  const taken = takenBy(paths);
  const missing = [...allTransitions(machine).keys()].filter((t) => !taken.has(t));
  if (missing.length) {
    const serialize = (snapshot: TSnapshot) => (serializeState ? serializeState(snapshot) : serializeSnapshot(snapshot));
    const toSnapshot = new Map(paths.map((path) => [serialize(path.state as TSnapshot), path] as const));
    const adjacency: AdjacencyMap<TSnapshot, TEvent> = bounded(() => getAdjacencyMap(logic, traversal));
    for (const { state, transitions } of Object.values(adjacency)) {
      const head = toSnapshot.get(serialize(state));
      if (!head) continue;
      for (const { event, state: next } of Object.values(transitions) as Array<{ event: TEvent; state: TSnapshot }>) {
        const took = recorder.step(state, event);
        if (!took.some((t) => missing.includes(t))) continue;
        const extended = { ...head, events: [...head.events, event], steps: [...head.steps, { event, state: next }], state: next };
        paths.push(extended as unknown as GeneratedPath<TMachine>);
        for (const t of took) if (missing.includes(t)) missing.splice(missing.indexOf(t), 1);
      }
    }
  }

  if (!options.allowDuplicatePaths) paths = dropPrefixPaths(paths);
  const titles = new Map<string, number>();
  for (const path of paths) {
    const base = path.steps.length ? path.steps.map((step) => describe(step.event)).join(' → ') : '(initial state)';
    const seen = titles.get(base) ?? 0;
    titles.set(base, seen + 1);
    path.title = seen ? `${base} (${seen + 1})` : base;
  }

  const coverage = measureCoverage(machine, options.input, paths, recorder);
  coverage.unusedFixtures = [...new Set(fixtures.map((fixture) => fixture.type))].filter(
    (type) => !usedFixtureTypes.has(type),
  );
  return { paths, coverage };
}

/** Every state node id of the machine (root excluded), in document order. */
export function allStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

/** Every transition definition of the machine with a readable, unique key. */
export function allTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const keys = new Map<AnyTransitionDefinition, string>();
  const used = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)] as AnyStateNode[]) {
    const definitions = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const transition of definitions) {
      let key = transitionKey(transition);
      for (let n = 2; used.has(key); n++) key = `${transitionKey(transition)} #${n}`;
      used.add(key);
      keys.set(transition, key);
    }
  }
  return keys;
}

/**
 * Runs a generated path on a real actor and checks, after every event, that the actor's state value and context are
 * the model's. `executors` turn an event type into what really produces it (resolve a stub's promise, advance fake
 * timers…); an event type without an executor is sent to the actor as is.
 *
 * The model is the machine under test, so agreeing with it proves only that the actor runs the machine. What the
 * path must *do* is the test's own oracle: `afterStep(done)` runs at the start (0) and after each event with the
 * number of the path's events sent so far, to compare what a caller observes with what `path.events.slice(0, done)`
 * implies.
 */
export async function runPath<TMachine extends AnyStateMachine>(
  actor: { send: (event: EventFromLogic<TMachine>) => void; getSnapshot: () => SnapshotFrom<TMachine> },
  path: GeneratedPath<TMachine>,
  executors: Executors = {},
  afterStep?: (done: number) => void | Promise<void>,
): Promise<void> {
  expectSameSnapshot(actor.getSnapshot(), path.initial, '(start)');
  await afterStep?.(0);
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as LooseEvent;
    const execute = executors[event.type];
    if (execute) await execute(event);
    // The actor accepts runtime events sent from outside; the model took them as plain events too.
    else actor.send(step.event as EventFromLogic<TMachine>);
    expectSameSnapshot(actor.getSnapshot(), step.state, `step ${index + 1} (${event.type})`);
    await afterStep?.(index + 1);
  }
}

function expectSameSnapshot(actual: AnyMachineSnapshot, model: AnyMachineSnapshot, where: string): void {
  expect({ value: actual.value, context: actual.context, status: actual.status }, `after ${where}`).toEqual({
    value: model.value,
    context: model.context,
    status: model.status,
  });
}

function ownEventDescriptors(snapshot: AnyMachineSnapshot): string[] {
  if (snapshot.status !== 'active') return [];
  return [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))];
}

function matchesDescriptor(type: string, descriptor: string): boolean {
  if (descriptor === type || descriptor === '*') return true;
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1));
}

function describeEvent(event: EventObject): string {
  const { type, ...payload } = event;
  const label = eventLabel(type);
  if (!Object.keys(payload).length) return label;
  const json = JSON.stringify(payload, (_key, value: unknown) =>
    value instanceof Error ? `Error: ${value.message}` : value,
  );
  return json.length <= 60 ? `${label} ${json}` : `${label} {…}`;
}

/** `xstate.after.noticeStagger.m.a.b` → `after noticeStagger`, `xstate.done.actor.x` → `done x`, `xstate.error.actor.x` → `error x`. */
export function eventLabel(type: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  if (type.startsWith('xstate.done.actor.')) return `done ${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.')) return `error ${type.slice('xstate.error.actor.'.length)}`;
  if (type.startsWith('xstate.done.state.')) return `done state ${type.slice('xstate.done.state.'.length)}`;
  return type;
}

function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline';
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'guard';
}

function transitionKey(transition: AnyTransitionDefinition): string {
  const event = transition.eventType ? eventLabel(transition.eventType) : 'always';
  const guard = guardLabel(transition.guard);
  const targets = transition.target?.length ? transition.target.map((node) => node.id).join(', ') : '(no target)';
  return `${transition.source.id}: ${event}${guard ? ` [${guard}]` : ''} → ${targets}`;
}

function dropPrefixPaths<T extends { events: EventObject[] }>(paths: T[]): T[] {
  const serial = (event: EventObject) => JSON.stringify(event);
  const sorted = [...paths].sort((a, b) => b.events.length - a.events.length);
  const kept: T[] = [];
  for (const path of sorted) {
    const isPrefix = kept.some((longer) => path.events.every((event, i) => serial(event) === serial(longer.events[i]!)));
    if (!isPrefix) kept.push(path);
  }
  // Stable, readable order: by title.
  return kept.sort((a, b) => a.events.map(serial).join().localeCompare(b.events.map(serial).join()));
}

interface Recorder {
  /** Transitions taken and state nodes reached from the initial snapshot through `events`. */
  replay(input: unknown, events: readonly EventObject[]): { transitions: Set<AnyTransitionDefinition>; states: Set<string> };
  /** Transitions one event takes from `snapshot` (its eventless follow-ups included). */
  step(snapshot: AnyMachineSnapshot, event: EventObject): AnyTransitionDefinition[];
}

/**
 * Replays events through the pure `machine.transition` with a scope like xstate/graph's own (actions are not
 * executed, nothing is scheduled, nothing is started) but with an inspected system, so each microstep reports the
 * transition definitions it took.
 */
function createRecorder(machine: AnyStateMachine): Recorder {
  const actor = createEmptyActor();
  let sink: AnyTransitionDefinition[] = [];
  actor.system.inspect((event) => {
    if (event.type === '@xstate.microstep') sink.push(...event._transitions);
  });
  const scope = {
    self: actor as AnyActorRef,
    logger: () => {},
    id: '',
    sessionId: 'path-coverage',
    defer: () => {},
    system: actor.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  const nodesOf = (snapshot: AnyMachineSnapshot) => snapshot._nodes.filter((node) => node !== machine.root).map((node) => node.id);
  return {
    replay(input, events) {
      sink = [];
      const states = new Set<string>();
      let snapshot = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
      nodesOf(snapshot).forEach((id) => states.add(id));
      for (const event of events) {
        snapshot = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
        nodesOf(snapshot).forEach((id) => states.add(id));
      }
      return { transitions: new Set(sink), states };
    },
    step(snapshot, event) {
      sink = [];
      machine.transition(snapshot, event, scope);
      return [...sink];
    },
  };
}

function measureCoverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine> | undefined,
  paths: Array<GeneratedPath<TMachine>>,
  recorder: Recorder,
): Coverage {
  const definitions = allTransitions(machine);
  const states = allStateIds(machine);
  const reachedStates = new Set<string>();
  const taken = new Set<AnyTransitionDefinition>();
  for (const path of paths) {
    const result = recorder.replay(input, path.events);
    result.states.forEach((id) => reachedStates.add(id));
    result.transitions.forEach((t) => taken.add(t));
  }
  return {
    states,
    transitions: [...definitions.values()],
    uncoveredStates: states.filter((id) => !reachedStates.has(id)),
    uncoveredTransitions: [...definitions].filter(([transition]) => !taken.has(transition)).map(([, key]) => key),
    unusedFixtures: [],
  };
}
