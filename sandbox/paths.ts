// The paths the sandbox answers on the dev and preview servers. A module with no imports: the vite plugin reads it
// at start-up to let every other request (the page, its scripts) through without waiting for the sandbox to load.

/** The sandbox's control interface for tests and demos (./control.ts). */
export const controlBase = '/__sandbox';

/** Where the sandbox serves the status page; the portal's configured status base points here. */
export const statusPageBase = '/status';

const sandboxPrefixes = ['/svc/', '/auth/', `${statusPageBase}/`, `${controlBase}/`];

/** Whether a request path (without its query) is one the sandbox answers. */
export const isSandboxPath = (pathname: string): boolean => sandboxPrefixes.some((prefix) => pathname.startsWith(prefix));
