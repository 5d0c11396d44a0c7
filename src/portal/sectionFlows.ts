// A section's flows (its machines provided with their real effects) are made once per portal, on the first use
// by one of its screens; the section's module holds them, so they load with its first screen.
import type { Portal } from './portal';
import { usePortal } from './portal';

export function sectionFlows<T>(provide: (portal: Portal) => T): () => T {
  const made = new WeakMap<Portal, T>();
  return function useSectionFlows() {
    const portal = usePortal();
    let flows = made.get(portal);
    if (flows === undefined) {
      flows = provide(portal);
      made.set(portal, flows);
    }
    return flows;
  };
}
