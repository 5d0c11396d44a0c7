// Machines only name their effects; src/app provides them. A placeholder that fails loudly keeps a forgotten
// `provide()` from passing silently.
import { fromPromise, type PromiseActorLogic } from 'xstate';

export function notProvided<Output, Input = void>(name: string): PromiseActorLogic<Output, Input> {
  return fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} must be provided by src/app`)));
}
