// Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here): the shim backports the hook to
// React 17 and earlier, and @xstate/react and wouter import it; React 19 has its own, so the backport's code is not
// shipped.
export { useSyncExternalStore } from 'react';
