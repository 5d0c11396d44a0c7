// A module with no imports, so the sandbox's vite plugin reads it at start-up without loading the portal's platform code.

/** The header the embedded sandbox adds to its answer to config.json: it serves the page (and the platform). */
export const sandboxHeader = 'X-Portal-Sandbox';
