// @vitest-environment jsdom
// NoticeArea with the portal's own notices actor (src/app/noticesActor.ts, as startActors creates it) over the
// platform's real status client: only the network answers are the test's (msw). Stagger, dismissal with slide-out
// and removal, closedFrames read from and persisted to local storage, a status page that cannot be read.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  mobileBreakpoint,
  noticeCardHeight,
  noticeCardWidth,
  noticeRemoveDelay,
  noticeStagger,
} from '../../machines/constants';
import { createNoticesActor } from '../../src/app/noticesActor';
import NoticeArea from '../../src/features/notices/NoticeArea';
import { defaultConfig, resolveHosts } from '../../src/platform/config';
import type { StatusPage } from '../../src/platform/types';
import { createPlatform } from '../../src/portal/platform';
import { installJsdomShims } from './jsdomShims';
import { origin, startMswServer } from './platform/msw';

const server = startMswServer();
/** The status page of a portal served from `origin` (facts §1: `<app origin>/status/issues.json`). */
const statusPage = `${origin}/status/issues.json`;

const page: StatusPage = {
  activeIncidents: [
    { id: 'i1', type: 'incident', name: 'Dashboards load slowly', status: 'investigating', date: '2025-03-04T10:00:00Z', updatedAt: '2025-03-04T10:30:00Z' },
  ],
  activeMaintenances: [
    { id: 'm1', type: 'maintenance', name: 'VPN gateway upgrade', status: 'scheduled', date: '2025-03-08T22:00:00Z', updatedAt: '2025-03-01T09:00:00Z' },
    { id: 'm0', type: 'maintenance', name: 'Closed before', status: 'in_progress', date: 'soon', updatedAt: '2025-03-01T09:00:00Z' },
  ],
};

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  localStorage.setItem('closedFrames', JSON.stringify(['m0']));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Captured before the fake timers: real waits let real work finish (the status client's code loading, the answer
// arriving) without moving the fake clock the stagger runs on.
const realSetTimeout = setTimeout;

/**
 * The app's wiring (src/app/noticesActor.ts) on a platform built for `origin`; the status page answers `page`.
 * Resolves once the first answer was applied (or refused), at fake time 0.
 */
async function startNotices(answer: () => Response = () => HttpResponse.json(page)) {
  const requests: Request[] = [];
  server.use(
    http.get(statusPage, ({ request }) => {
      requests.push(request);
      return answer();
    }),
  );
  const { protocol, hostname, port } = new URL(origin);
  // msw answers on the page's own origin, as the sandbox does (not the provider's cloud: spec §9).
  const platform = createPlatform(defaultConfig, resolveHosts({ protocol, hostname, port }, { ...defaultConfig, servedBySandbox: true }));
  const actor = createNoticesActor(platform);
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <NoticeArea actor={actor} />
      </MantineProvider>
    </I18nProvider>,
  );
  act(() => {
    actor.start();
  });
  for (let wait = 0; wait < 400 && actor.getSnapshot().matches({ polling: 'fetching' }); wait++) {
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 5)));
  }
  return { actor, requests };
}

const cards = () => within(screen.getByRole('region', { name: 'Service status' })).queryAllByRole('article');

describe('NoticeArea', () => {
  test('a polite live region labelled "Service status", present even when empty', async () => {
    await startNotices(() => HttpResponse.json({ activeIncidents: [], activeMaintenances: [] }));
    const region = screen.getByRole('region', { name: 'Service status' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(cards()).toHaveLength(0);
  });

  test('notices appear one at a time, 200 ms apart; closed ones never', async () => {
    await startNotices();
    expect(cards().map((card) => card.getAttribute('data-kind'))).toEqual(['incident']);
    await act(() => vi.advanceTimersByTimeAsync(noticeStagger - 1));
    expect(cards()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(cards()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(noticeStagger * 5));
    expect(cards()).toHaveLength(2);
    expect(screen.queryByText('Closed before')).toBeNull();
  });

  test('a card shows kind, name, status and dates in the active locale', async () => {
    await startNotices();
    await act(() => vi.advanceTimersByTimeAsync(noticeStagger));
    const incident = screen.getByRole('article', { name: 'Dashboards load slowly' });
    expect(within(incident).getByText('Incident')).toBeTruthy();
    expect(within(incident).getByText('Investigating')).toBeTruthy();
    const times = incident.querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual([
      '2025-03-04T10:00:00.000Z',
      '2025-03-04T10:30:00.000Z',
    ]);
    // 10:00 UTC is 11:00 in the test run's zone (Europe/Rome, CET; vite.config.ts). ICU versions differ in the space
    // before "AM" (U+0020 or U+202F).
    expect(times[0]!.textContent!.replace(/\s/g, ' ')).toBe('3/4/25, 11:00:00 AM');
    expect(times[1]!.textContent!.replace(/\s/g, ' ')).toBe('3/4/25, 11:30:00 AM');
    const maintenance = screen.getByRole('article', { name: 'VPN gateway upgrade' });
    expect(within(maintenance).getByText('Maintenance')).toBeTruthy();
    // Its status ("scheduled") and the label of its date.
    expect(within(maintenance).getAllByText(/Scheduled/)).toHaveLength(2);
  });

  test('dismiss slides the card out, removes it after 200 ms and remembers its id in closedFrames', async () => {
    await startNotices();
    await act(() => vi.advanceTimersByTimeAsync(noticeStagger));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice: Dashboards load slowly' }));
    const leaving = screen.getByRole('article', { name: 'Dashboards load slowly' });
    expect(leaving.hasAttribute('data-leaving')).toBe(true);
    expect(JSON.parse(localStorage.getItem('closedFrames')!)).toEqual(['m0']);

    await act(() => vi.advanceTimersByTimeAsync(noticeRemoveDelay - 1));
    expect(screen.queryByRole('article', { name: 'Dashboards load slowly' })).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('article', { name: 'Dashboards load slowly' })).toBeNull();
    expect(cards()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('closedFrames')!)).toEqual(['m0', 'i1']);
  });

  test('the status page is read without a token, and the closed notices are those stored earlier', async () => {
    localStorage.setItem('closedFrames', JSON.stringify(['m0', 'm1']));
    const { requests } = await startNotices();
    await act(() => vi.advanceTimersByTimeAsync(noticeStagger * 5));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.get('authorization')).toBeNull();
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Dashboards load slowly' })).toBeTruthy();
  });

  test('a status page that cannot be read shows no notice and is logged, not thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startNotices(() => new HttpResponse(null, { status: 503 }));
    await act(() => vi.advanceTimersByTimeAsync(noticeStagger * 5));
    expect(cards()).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('Status page could not be read');
  });

  test('a status page that is not the expected shape shows no notice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startNotices(() => HttpResponse.json({ activeIncidents: 'none' }));
    await act(() => vi.advanceTimersByTimeAsync(noticeStagger * 5));
    expect(cards()).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('the stylesheet uses the spec constants (card size, mobile breakpoint)', async () => {
    const css = readFileSync(resolve(__dirname, '../../src/features/notices/notices.module.css'), 'utf8');
    expect(css).toContain(`@media (max-width: ${mobileBreakpoint - 0.02}px)`);
    expect(css).toContain('width: var(--notice-card-width)');
    expect(css).toContain('height: var(--notice-card-height)');
    await startNotices();
    const region = screen.getByRole('region', { name: 'Service status' });
    expect(region.style.getPropertyValue('--notice-card-width')).toBe(`${noticeCardWidth}px`);
    expect(region.style.getPropertyValue('--notice-card-height')).toBe(`${noticeCardHeight}px`);
  });
});
