// Stands in for wouter's browser location (vite.config.ts aliases it here). wouter's default router reads the page's
// own path and `location.search`, and patches `history` at load to hear pushState; the portal's only router
// (AllowedRouter) hands wouter the hash's hooks, so none of that runs, and it stays out of the entry. A wouter hook
// used outside AllowedRouter fails here rather than read an address the navigation guard never checked.
const outsideTheGuard = (): never => {
  throw new Error('wouter is read only under AllowedRouter (src/routes/AllowedRouter.tsx)');
};

export const useBrowserLocation = outsideTheGuard;
export const useSearch = outsideTheGuard;
