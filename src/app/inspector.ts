// Dev-only Stately inspector: open the portal with `?inspect` (before the `#`) in `npm start` to watch every actor.
// The dynamic import sits behind `import.meta.env.DEV`, which the production build replaces with `false`, so the
// inspector is dropped from the bundle together with the branch.
import type { InspectionEvent } from 'xstate';

export type Inspect = (event: InspectionEvent) => void;

/** The `inspect` option for createActor when requested in development, else undefined. */
export async function inspectorIfRequested(search: string): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}
