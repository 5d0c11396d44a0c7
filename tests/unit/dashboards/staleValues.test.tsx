// @vitest-environment jsdom
// Issue 9: a live value that stopped updating looks stale: dimmed, with the time of the value, when the live query's
// refresh failed or the newest sample is older than a few refresh intervals (viewer/staleness.ts).
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import type { Widget } from '../../../src/platform/dashboardDocument';
import { LiveWidget } from '../../../src/features/dashboards/viewer/LiveWidget';
import { sampleKey, type Binding, type LiveQuery, type LiveSamples } from '../../../src/features/dashboards/viewer/liveSources';
import { staleAfterMs, staleSince } from '../../../src/features/dashboards/viewer/staleness';
import { installJsdomShims } from '../jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const binding: Binding = { deviceId: 'dev-b', modelPath: 'Boiler:1/Boiler/Temperature' };
const bindings = new Map([['value', binding]]);
const key = sampleKey(binding.deviceId, binding.modelPath);
const at = Date.parse('2025-03-03T09:41:07Z');
const samples = (ts: number): LiveSamples => new Map([[key, [[ts, 71.4] as const]]]);

describe('staleSince', () => {
  test('fresh while the newest sample is recent and the refreshes work', () => {
    expect(staleSince(bindings, { data: samples(at), failing: false }, at + staleAfterMs)).toBeUndefined();
  });

  test('stale, since the time of that sample, once it is older than five refreshes', () => {
    expect(staleSince(bindings, { data: samples(at), failing: false }, at + staleAfterMs + 1)).toBe(at);
  });

  test('stale at once when the refresh failed, however recent the sample', () => {
    expect(staleSince(bindings, { data: samples(at), failing: true }, at)).toBe(at);
  });

  test('nothing to say before the first value, or for a widget bound to nothing', () => {
    expect(staleSince(bindings, { data: new Map(), failing: true }, at)).toBeUndefined();
    expect(staleSince(new Map(), { data: samples(at), failing: true }, at)).toBeUndefined();
  });
});

describe('a live value widget', () => {
  const widget: Widget = { wgtId: 'ValueWgt0', type: 'ValueWgt', name: 'ValueWgt0', props: { title: 'Temperature', unit: '°C', decimals: 1 }, children: [] };

  test('is dimmed with the time of its value when the refresh fails, and fresh again when it works', async () => {
    vi.useFakeTimers({ now: at, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    let failing = false;
    const machine = createLiveQueryMachine<LiveQuery, LiveSamples>('liveTags').provide({
      actors: {
        fetch: fromPromise(async () => {
          if (failing) throw new Error('503');
          return samples(Date.now());
        }),
      },
      delays: { pollInterval: 1000 },
    });
    const live = createActor(machine, { input: { query: { org: 'acme', sources: [] } } }).start();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <LiveWidget widget={widget} bindings={bindings} live={live} />
        </MantineProvider>
      </I18nProvider>,
    );
    const box = container.querySelector('[data-widget-type="ValueWgt"]') as HTMLElement;
    expect(box.dataset.stale).toBeUndefined();
    expect(screen.queryByText('Not updating')).toBeNull();

    failing = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(box.dataset.stale).toBe('true');
    // The value stays on screen, with the time it was read (Europe/Rome, as the tests run).
    expect(screen.getByText('71.4')).toBeTruthy();
    expect(screen.getByText('Not updating')).toBeTruthy();
    expect(screen.getByText('10:41:07 AM').getAttribute('datetime')).toBe('2025-03-03T09:41:07.000Z');

    failing = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(box.dataset.stale).toBeUndefined();
    expect(screen.queryByText('Not updating')).toBeNull();
    live.stop();
  });
});
