// Durations read in the largest whole unit they fill, in the person's language (src/ui/formatDuration.ts).
import { expect, test } from 'vitest';
import { formatDuration } from '../../src/ui/formatDuration';

test.each([
  [600, 'en-US', '10 minutes'],
  [60, 'en-US', '1 minute'],
  [7_200, 'en-US', '2 hours'],
  [90, 'en-US', '90 seconds'],
  [86_400, 'en-US', '1 day'],
  [600, 'de', '10 Minuten'],
  [3_600, 'it', '1 ora'],
])('%i s in %s reads “%s”', (seconds, locale, text) => {
  expect(formatDuration(seconds, locale)).toBe(text);
});
