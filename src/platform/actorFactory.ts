// The one place the portal creates actors: app-wide ones with `createActor`, a view's own with `useActorRef`
// (eslint.config.js forbids xstate's and @xstate/react's originals elsewhere in src/). In development every actor
// created here reports to the inspection sink that `?inspect` attaches (src/app/inspector.ts); xstate reports the
// actors they invoke or spawn through the same system. The production build replaces `import.meta.env.DEV` with
// false, so no actor carries an inspector there.
import { createActor as createXstateActor, type AnyActorLogic, type InspectionEvent } from 'xstate';
import { useActorRef as useXstateActorRef } from '@xstate/react';

export type InspectionSink = (event: InspectionEvent) => void;

let sink: InspectionSink | undefined;

/** Development only: every actor created here (before or after this call) reports to `next` from now on. */
export function attachInspectionSink(next: InspectionSink | undefined): void {
  sink = next;
}

// Looked up per event, so an actor created before the sink is attached still reports once it is.
const relay: InspectionSink = (event) => sink?.(event);

function withInspection(options: { inspect?: unknown } | undefined): never {
  return (import.meta.env.DEV ? { ...options, inspect: relay } : options) as never;
}

/** xstate's `createActor`, inspected in development. */
export function createActor<TLogic extends AnyActorLogic>(
  ...[logic, options]: Parameters<typeof createXstateActor<TLogic>>
): ReturnType<typeof createXstateActor<TLogic>> {
  return createXstateActor(logic, withInspection(options));
}

/** @xstate/react's `useActorRef`, inspected in development. */
export function useActorRef<TLogic extends AnyActorLogic>(
  ...[logic, options, observerOrListener]: Parameters<typeof useXstateActorRef<TLogic>>
): ReturnType<typeof useXstateActorRef<TLogic>> {
  return useXstateActorRef(logic, withInspection(options as { inspect?: unknown } | undefined), observerOrListener as never);
}
