// A promise actor that never settles, recording the input of each invocation: the path's own
// `xstate.done.actor.*` / `xstate.error.actor.*` events then drive the machine, as in the model.
import { fromPromise } from 'xstate';

export function pending<Output, Input = void>() {
  const inputs: Input[] = [];
  const logic = fromPromise<Output, Input>(({ input }) => {
    inputs.push(input);
    return new Promise<Output>(() => {});
  });
  return { logic, inputs };
}
