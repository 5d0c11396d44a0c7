// How long a test waits at most for what it looks for. An upper bound, never a wait: a passing test goes on as soon
// as it sees what it waits for. It is set for the slowest machine the suite may meet (a CI runner, the browser tests
// and the other workers on the same two cores slow a screen in jsdom many times over), so that a test's outcome never
// depends on the machine's speed: a failing test only takes longer to say so.

/** A wait's bound (testing-library's default in jsdom files, set by ./jsdomSetup.ts; `vi.waitFor`'s where used). */
export const patience = 60_000;
/** A test's or hook's bound (vite.config.ts): a few waits' worth. */
export const testPatience = 180_000;
