// Coverage over several generations of one machine (one per input), for machines where no single input can reach
// every state: the session with a public and a private route, organisation choice with and without a person.
//
// It also counts as reached a state that a covered transition targets. pathTests' measure records the state nodes
// of the snapshots between events, so a state left at once by an eventless (`always`) transition — a decision point
// such as organisationChoice's `deciding` — never appears in one, although the transitions into and out of it are
// taken (and measured). Likewise the initial child of a compound state that an eventless transition leaves at once
// (the guard chain's `checking.login`).
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allTransitions, type Coverage } from './pathTests';

export interface CombinedCoverage {
  uncoveredStates: string[];
  uncoveredTransitions: string[];
  unusedFixtures: string[];
}

export function combinedCoverage(machine: AnyStateMachine, coverages: readonly Coverage[]): CombinedCoverage {
  const common = (pick: (coverage: Coverage) => string[]) =>
    coverages.map(pick).reduce((left, right) => left.filter((item) => right.includes(item)));
  const uncoveredTransitions = common((coverage) => coverage.uncoveredTransitions);

  const reachedByTransition = new Set<string>();
  // Entering a state enters its ancestors and, for a compound state, its initial child (all children of a parallel one).
  const enter = (target: AnyStateNode) => {
    for (let node: AnyStateNode | undefined = target; node && node !== machine.root; node = node.parent) {
      reachedByTransition.add(node.id);
    }
    const children = Object.values(target.states) as AnyStateNode[];
    if (target.type === 'parallel') children.forEach(enter);
    if (target.type === 'compound') ((target.initial?.target ?? []) as AnyStateNode[]).forEach(enter);
  };
  for (const [transition, key] of allTransitions(machine)) {
    if (uncoveredTransitions.includes(key)) continue;
    ((transition.target ?? []) as AnyStateNode[]).forEach(enter);
  }
  return {
    uncoveredStates: common((coverage) => coverage.uncoveredStates).filter((id) => !reachedByTransition.has(id)),
    uncoveredTransitions,
    unusedFixtures: common((coverage) => coverage.unusedFixtures),
  };
}
