// A live actor's statechart, drawn from its machine definition as nested boxes (parallel regions side by side), each
// state with its invokes and outgoing transitions labelled as in docs/statecharts (scripts/statechartToMermaid.ts),
// and the states the actor is in now marked.
import { useLingui } from '@lingui/react/macro';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { invokeText, label, transitionsOf } from '../../../scripts/statechartToMermaid';
import classes from './inspector.module.css';

export function Statechart({ machine, snapshot }: { machine: AnyStateMachine; snapshot: AnyMachineSnapshot }) {
  const active = new Set(snapshot._nodes.map((node) => node.id));
  return (
    <div className={classes.chart}>
      <StateBox node={machine.root} machine={machine} active={active} />
    </div>
  );
}

function StateBox({ node, machine, active }: { node: AnyStateNode; machine: AnyStateMachine; active: Set<string> }) {
  const { t } = useLingui();
  const children = Object.values(node.states) as AnyStateNode[];
  const current = active.has(node.id);
  return (
    <div className={classes.state} data-active={current || undefined} aria-current={current ? 'step' : undefined} data-state={node.id}>
      <div className={classes.stateName}>
        {node.key}
        {node.type === 'final' && <span className={classes.muted}> {t`(final)`}</span>}
        {node.type === 'parallel' && <span className={classes.muted}> {t`(parallel)`}</span>}
      </div>
      {node.invoke.map((invoke) => (
        <div key={invoke.id} className={classes.muted}>
          {t`invokes ${invokeText(invoke)}`}
        </div>
      ))}
      {transitionsOf(node).length > 0 && (
        <ul className={classes.transitions}>
          {transitionsOf(node).map((transition, index) => (
            <li key={index}>
              {label(transition, machine)} → {(transition.target ?? [node]).map((target: AnyStateNode) => target.key || machine.id).join(', ')}
            </li>
          ))}
        </ul>
      )}
      {children.length > 0 && (
        <div className={classes.children} data-parallel={node.type === 'parallel' || undefined}>
          {children.map((child) => (
            <StateBox key={child.id} node={child} machine={machine} active={active} />
          ))}
        </div>
      )}
    </div>
  );
}
