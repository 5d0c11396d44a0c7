// Development only: `?inspect` (before the `#`) in `npm start` attaches every actor the portal creates
// (src/platform/actorFactory.ts) to the local inspector, a panel on the page that needs no network
// (src/features/inspector); `?inspect=stately` to the Stately inspector instead, which opens a page on the internet.
// Both imports sit behind `import.meta.env.DEV`, which the production build replaces with `false`, so neither
// inspector reaches the bundle (tests/unit/inspectorNotShipped.test.ts).
import { attachInspectionSink } from '../platform/actorFactory';

export async function inspectIfRequested(search: string): Promise<void> {
  if (!import.meta.env.DEV) return;
  const requested = new URLSearchParams(search).get('inspect');
  if (requested === null) return;
  if (requested === 'stately') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector();
    attachInspectionSink((event) => inspector.inspect.next?.(event));
    return;
  }
  const { openLocalInspector } = await import('../features/inspector/openLocalInspector');
  attachInspectionSink(openLocalInspector());
}
