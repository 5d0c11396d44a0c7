// @vitest-environment jsdom
// One date-time format per locale through one helper (src/ui/dateTimeFormat.ts): short date and time to the second,
// in the person's locale and the browser's time zone (Europe/Rome for every test run).
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, test } from 'vitest';
import { DateTime } from '../../src/ui/DateTime';
import { formatDateTime, formatDay, formatTimeOfDay, sameDay } from '../../src/ui/dateTimeFormat';

afterEach(cleanup);

// 23 November 2026, 14:05:09 UTC: 15:05:09 in Rome.
const moment = Date.UTC(2026, 10, 23, 14, 5, 9);
// ICU versions differ on the space before AM/PM (a narrow no-break space in newer ones).
const spaced = (text: string) => text.replace(/\s/gu, ' ');

describe('formatDateTime', () => {
  test.each([
    ['en-US', '11/23/26, 3:05:09 PM', '3:05:09 PM'],
    ['de-DE', '23.11.26, 15:05:09', '15:05:09'],
    ['es-ES', '23/11/26, 15:05:09', '15:05:09'],
    ['fr-FR', '23/11/2026 15:05:09', '15:05:09'],
    ['it-IT', '23/11/26, 15:05:09', '15:05:09'],
  ])('%s: one date-time and one time-of-day format, local time', (locale, dateTime, timeOfDay) => {
    expect(spaced(formatDateTime(moment, locale))).toBe(dateTime);
    expect(spaced(formatDateTime(new Date(moment), locale))).toBe(dateTime);
    expect(spaced(formatTimeOfDay(moment, locale))).toBe(timeOfDay);
  });

  test('a time zone given (the chart tests pass one) is the one shown; formatters of one locale do not leak into another', () => {
    expect(formatDateTime(moment, 'de-DE', 'UTC')).toBe('23.11.26, 14:05:09');
    expect(formatDateTime(moment, 'de-DE')).toBe('23.11.26, 15:05:09');
    expect(formatDateTime(moment, 'fr-FR')).toBe('23/11/2026 15:05:09');
  });

  test('sameDay compares local days', () => {
    // 23:30 UTC on the 23rd is already the 24th in Rome.
    expect(sameDay(moment, Date.UTC(2026, 10, 23, 22, 59))).toBe(true);
    expect(sameDay(moment, Date.UTC(2026, 10, 23, 23, 30))).toBe(false);
  });
});

describe('<DateTime>', () => {
  test('shows the moment in the active locale inside a machine-readable <time>', () => {
    i18n.loadAndActivate({ locale: 'de-DE', messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <DateTime value={moment} />
      </I18nProvider>,
    );
    const time = screen.getByRole('time');
    expect(time.textContent).toBe('23.11.26, 15:05:09');
    expect(time.getAttribute('datetime')).toBe('2026-11-23T14:05:09.000Z');
  });
});

test('a day where only the day matters shows no time, and the day the platform keeps at midnight UTC', () => {
  // Midnight UTC is 1:00 in Rome, where the tests run: the day is still the 31st, with no "1:00:00 AM".
  expect(formatDay(Date.UTC(2026, 11, 31), 'en-US')).toBe('Dec 31, 2026');
  expect(formatDay(Date.UTC(2026, 11, 31), 'de-DE')).toBe('31.12.2026');
});
