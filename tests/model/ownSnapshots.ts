// A path generated with a `serializeState` that ignores part of the context carries, at each step, the snapshot
// xstate/graph kept for that serialized state: the first one it met, possibly reached along another path (with, say,
// another `failure` in context). Replaying the path's own events through the pure `transition` gives back the
// snapshots this path really produces, which is what `runPath` must compare the actor with.
import { initialTransition, transition, type AnyStateMachine, type EventFromLogic, type InputFrom } from 'xstate';
import type { GeneratedPath } from './pathTests';

export function withOwnSnapshots<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: GeneratedPath<TMachine>,
  input?: InputFrom<TMachine>,
): GeneratedPath<TMachine> {
  const start = (initialTransition as (logic: AnyStateMachine, input?: unknown) => [GeneratedPath<TMachine>['initial'], unknown])(
    machine,
    input,
  )[0];
  let snapshot = start;
  const steps = path.events.map((event) => {
    [snapshot] = transition(machine, snapshot, event as EventFromLogic<TMachine>);
    return { event, state: snapshot };
  });
  return { ...path, initial: start, steps, state: snapshot };
}
