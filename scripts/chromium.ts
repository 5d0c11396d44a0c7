// Debian's Chromium as the benchmark and the browser tests launch it: headless on a machine with no network but
// loopback, so every background service that would call out is off.
/** The benchmark's: the browser people run. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The browser tests': the same Chromium's headless shell (Debian's chromium-headless-shell), which draws pages as the
 * browser does without its window machinery: about 13 % less of the machine for the same tests (the browser process
 * half as busy), and the screenshot baselines are drawn in it. */
export const testChromiumPath = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
