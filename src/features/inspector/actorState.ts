// How the inspector names where an actor is: a machine's state value as dotted paths (parallel regions joined by
// commas), any other actor's status.
import type { Snapshot, StateValue } from 'xstate';

export function stateText(snapshot: Snapshot<unknown>): string {
  return 'value' in snapshot ? valueText(snapshot.value as StateValue) : snapshot.status;
}

function valueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .flatMap(([key, inner]) => {
      if (inner === undefined || (typeof inner === 'object' && Object.keys(inner).length === 0)) return [key];
      return valueText(inner).split(', ').map((path) => `${key}.${path}`);
    })
    .join(', ');
}
