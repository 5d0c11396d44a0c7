// @vitest-environment jsdom
// A live value that stopped updating looks stale: dimmed, with the time of the value, when the live query's
// refresh failed or the newest sample is older than a few refresh intervals (viewer/staleness.ts). A value
// tile takes the colour of the most severe open alarm on its own value, and says it in words.
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
import { alarmDevices } from '../../../src/features/dashboards/viewer/WidgetEnvironmentProvider';
import { WidgetEnvironmentContext } from '../../../src/features/dashboards/widgets/environment';
import { WidgetView } from '../../../src/features/dashboards/widgets/WidgetView';
import { severityLevel } from '../../../src/ui/alarmSeverity';
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

describe('a value tile and the alarms on its value', () => {
  const tile = (wgtId: string, title: string): Widget => ({ wgtId, type: 'ValueWgt', name: wgtId, props: { title, unit: '°C', decimals: 1 }, children: [] });
  const dataOf = (deviceId: string) => ({
    values: { value: [at, 71.4] as const },
    series: {},
    sources: { value: { deviceId, modelPath: 'Boiler:1/Boiler/Temperature' } },
  });

  test('takes the colour of its own tag\'s most severe open alarm and names it; another tag\'s alarm leaves it plain', () => {
    const deviceAlarms = {
      byTag: { 'dev-b|Boiler:1/Boiler/Temperature': 5, 'dev-c|Boiler:1/Boiler/BurnerOn': 1 },
      byDevice: { 'dev-b': 5, 'dev-c': 1 },
    };
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <WidgetEnvironmentContext.Provider value={{ organization: 'acme', assetUrl: () => undefined, deviceAlarms }}>
            <WidgetView widget={tile('ValueWgt0', 'Hall A')} data={dataOf('dev-b')} />
            <WidgetView widget={tile('ValueWgt1', 'Hall C')} data={dataOf('dev-c')} />
          </WidgetEnvironmentContext.Provider>
        </MantineProvider>
      </I18nProvider>,
    );
    const [alarmed, quiet] = [...container.querySelectorAll<HTMLElement>('[data-widget-type="ValueWgt"]')];
    expect(alarmed?.dataset.severity).toBe('5');
    expect(alarmed?.style.getPropertyValue('--severity')).toBe(severityLevel(5).colour);
    expect(alarmed?.textContent).toContain('5 Critical');
    expect(quiet?.dataset.severity).toBeUndefined();
    expect(quiet?.style.getPropertyValue('--severity')).toBe('');
    expect(quiet?.textContent).not.toMatch(/Critical|Notice/);
  });

  test('the alarms read are those of the devices the page\'s value tiles and slots show, each once', () => {
    const grid: Widget = {
      wgtId: 'GroupWgt0',
      type: 'GroupWgt',
      name: 'GroupWgt0',
      props: {},
      children: [tile('ValueWgt0', 'A'), tile('ValueWgt1', 'B'), { ...tile('TrendWgt0', 'T'), type: 'TrendWgt' }, tile('ValueWgt2', 'unbound')],
    };
    const bound = (deviceId: string) => new Map([['value', { deviceId, modelPath: 'Boiler:1/Boiler/Temperature' }]]);
    const bindings = new Map([
      ['ValueWgt0', bound('dev-z')],
      ['ValueWgt1', bound('dev-a')],
      ['TrendWgt0', bound('dev-t')],
    ]);
    expect(alarmDevices(grid, bindings, [])).toEqual(['dev-a', 'dev-z']);
    expect(alarmDevices({ ...grid, children: [tile('ValueWgt0', 'A')] }, new Map([['ValueWgt0', bound('dev-z')]]), ['dev-s', 'dev-z', undefined])).toEqual(['dev-s', 'dev-z']);
    expect(alarmDevices(undefined, bindings, [])).toEqual([]);
  });
});
