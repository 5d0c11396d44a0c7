// Issue #2 budget: JS + CSS of what loads before the first screen ≤ 150 KB gzip, on the production build.
// Deterministic (bytes of dist/, not timings); `npm test` builds before running this.
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { bytesBeforeScreen, firstScreens } from '../../scripts/bundleSize';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const budget = 150 * 1024;

describe('entry budget', () => {
  test.each(firstScreens)('what loads before %s is within 150 KB gzip', (screen) => {
    const loaded = bytesBeforeScreen(dist, screen);
    expect(loaded.files.some((file) => file.endsWith('.css'))).toBe(true);
    expect(loaded.gzipBytes, `${(loaded.gzipBytes / 1024).toFixed(1)} KB: ${loaded.files.join(', ')}`).toBeLessThanOrEqual(budget);
  });

  test('overlays and the sandbox stay out of the entry', () => {
    const files = bytesBeforeScreen(dist, firstScreens[0] as string).files.join(' ');
    for (const lazyOnly of ['PortalMenu', 'ExperimentalDialogs', 'UserMenu', 'OrganizationSwitcher', 'RegisterScreen', 'msw']) {
      expect(files).not.toContain(lazyOnly);
    }
  });
});
