// @vitest-environment jsdom
// Path tests for machines/experimentalSwitches.machine.ts (spec §2 "Experimental features").
// Every generated path runs on a real actor with the real keyboard listener (src/features/experimental): the
// shortcut events are produced by dispatching Ctrl+Alt+Shift+E/D/S keydowns on window. Only the browser effects at
// the edge (`persist` to local storage, `reload`) are spies. After every event, the dialog shown and what was stored
// and reloaded is compared with an oracle replayed from the path's events.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { experimentalSwitchesMachine, selectAvailableKeys, selectSwitch } from '../../machines/experimentalSwitches.machine';
import type { StoredSwitches, SwitchPolicy } from '../../machines/experimentalFeatures';
import { shortcutListener } from '../../src/features/experimental/shortcutListener';
import { generatePaths, runPath, type Executors, type ModelEvent } from './pathTests';

type Machine = typeof experimentalSwitchesMachine;

// A deployment that whitelists a few keys; the user had already turned on one key outside the whitelist (kept
// available: "unless the user already set them locally").
const policy: SwitchPolicy = { whitelist: ['dataTable', 'credits', 'groupPolicies', 'structs'] };
const stored: StoredSwitches = { developerUi: true, groupPolicies: true };
const input = { stored, policy };
const selection: StoredSwitches = { credits: true, dataTable: false, ipFilter: true };

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'keys.enableAll' },
  { type: 'keys.disableAll' },
  { type: 'keys.select' },
  { type: 'user.confirm' },
  { type: 'user.cancel' },
  { type: 'user.save', switches: selection },
  { type: 'user.set', key: 'credits', value: true },
];

const { paths, coverage } = generatePaths(experimentalSwitchesMachine, {
  input,
  events: fixtures,
  describeEvent: (event) =>
    event.type === 'user.save' ? 'user.save(credits on, dataTable off)' : event.type === 'user.set' ? 'user.set(credits on)' : undefined,
  limit: 100,
});

/** What each confirmed choice stores, written out from the policy and the stored switches above. */
const afterEnableAll: StoredSwitches = { ...stored, dataTable: true, credits: true, groupPolicies: true, structs: true, developerUi: true };
// groupPolicies is exempt from disable-all; the locally set developerUi is available, so it is turned off.
const afterDisableAll: StoredSwitches = { dataTable: false, credits: false, groupPolicies: true, structs: false, developerUi: false };
// ipFilter is neither whitelisted nor set locally: the selection cannot switch it on.
const afterSave: StoredSwitches = { ...stored, credits: true, dataTable: false };

/**
 * The oracle, from spec §2 and the path's events: a shortcut asks first (only when nothing else is asked); cancel
 * changes nothing; confirming enable-all or disable-all stores the new switches once and reloads; confirming "select"
 * opens the dialog, whose save stores the choice once and reloads.
 */
function expectedAfter(events: ReadonlyArray<{ type: string }>) {
  let value: unknown = 'idle';
  let current = stored;
  const persisted: StoredSwitches[] = [];
  let reloads = 0;
  const apply = (next: StoredSwitches) => {
    value = 'reloading';
    current = next;
    persisted.push(next);
    reloads++;
  };
  for (const { type } of events) {
    if (value === 'reloading') break;
    const asking = typeof value === 'object' ? (value as { confirming: string }).confirming : undefined;
    switch (type) {
      case 'keys.enableAll':
      case 'keys.disableAll':
      case 'keys.select':
        if (value === 'idle') value = { confirming: type.slice('keys.'.length) };
        break;
      case 'user.cancel':
        if (asking || value === 'selecting') value = 'idle';
        break;
      case 'user.confirm':
        if (asking === 'enableAll') apply(afterEnableAll);
        else if (asking === 'disableAll') apply(afterDisableAll);
        else if (asking === 'select') value = 'selecting';
        break;
      case 'user.save':
        if (value === 'selecting') apply(afterSave);
        break;
      case 'user.set':
        // Kept at once without a reload, and only while no dialog is open.
        if (value === 'idle') {
          current = { ...current, credits: true };
          persisted.push(current);
        }
        break;
      default:
        throw new Error(`the oracle does not know ${type}`);
    }
  }
  return { value, status: value === 'reloading' ? 'done' : 'active', stored: current, persisted, reloads };
}

const keyCodes: Record<string, string> = { 'keys.enableAll': 'KeyE', 'keys.disableAll': 'KeyD', 'keys.select': 'KeyS' };
const pressShortcut = (event: { type: string }) => {
  window.dispatchEvent(
    new KeyboardEvent('keydown', { code: keyCodes[event.type], ctrlKey: true, altKey: true, shiftKey: true, bubbles: true }),
  );
};
const executors: Executors = {
  'keys.enableAll': pressShortcut,
  'keys.disableAll': pressShortcut,
  'keys.select': pressShortcut,
};

function start() {
  const persist = vi.fn<(stored: StoredSwitches) => void>();
  const reload = vi.fn<() => void>();
  const actor = createActor(
    experimentalSwitchesMachine.provide({
      actors: { shortcutListener },
      actions: { persist: (_, params) => persist(params.stored), reload },
    }),
    { input },
  );
  actor.start();
  return { actor, persist, reload };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`experimentalSwitches paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, persist, reload } = start();
    running = actor;
    await runPath(actor, path, executors, (done) => {
      const snapshot = actor.getSnapshot();
      expect(
        {
          value: snapshot.value,
          status: snapshot.status,
          stored: snapshot.context.stored,
          persisted: persist.mock.calls.map(([switches]) => switches),
          reloads: reload.mock.calls.length,
        },
        `after ${done} event(s)`,
      ).toEqual(expectedAfter(path.events.slice(0, done)));
    });

    const end = actor.getSnapshot();
    const setOnce = path.events.some((event) => event.type === 'user.set');
    if (end.status === 'done') {
      // Applied, persisted with exactly the new choices, then reloaded once.
      expect(persist).toHaveBeenLastCalledWith(end.context.stored);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(persist.mock.invocationCallOrder.at(-1)).toBeLessThan(reload.mock.invocationCallOrder[0]!);
    } else if (!setOnce) {
      expect(persist).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
      expect(end.context.stored).toEqual(stored);
    } else {
      // A switch set from its screen is kept without a reload.
      expect(reload).not.toHaveBeenCalled();
    }
    const last = path.events.at(-2)?.type;
    if (end.status === 'done' && last === 'keys.enableAll') {
      expect(end.context.stored).toEqual({ ...stored, dataTable: true, credits: true, groupPolicies: true, structs: true, developerUi: true });
    }
    if (end.status === 'done' && last === 'keys.disableAll') {
      // groupPolicies is exempt from disable-all; the locally set developerUi is available, so it is turned off.
      expect(end.context.stored).toEqual({ dataTable: false, credits: false, groupPolicies: true, structs: false, developerUi: false });
    }
    if (end.status === 'done' && path.events.at(-1)?.type === 'user.save') {
      // ipFilter is neither whitelisted nor set locally: the selection cannot switch it on.
      expect(end.context.stored).toEqual({ ...stored, credits: true, dataTable: false });
      expect(selectSwitch('ipFilter')(end)).toBe(false);
    }
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
  });
});

describe('experimentalSwitches outside the model', () => {
  test('the shortcut needs all of Ctrl, Alt and Shift, and is matched by physical key', () => {
    const { actor } = start();
    running = actor;
    window.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyE', key: 'e', ctrlKey: true, shiftKey: true }));
    expect(actor.getSnapshot().value).toBe('idle');
    // On some layouts Alt changes `key` (here to '€'); the physical key still matches.
    window.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyE', key: '€', ctrlKey: true, altKey: true, shiftKey: true }));
    expect(actor.getSnapshot().value).toEqual({ confirming: 'enableAll' });
  });

  test('a stopped actor stops listening', () => {
    const { actor } = start();
    actor.stop();
    pressShortcut({ type: 'keys.select' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  test('selectors: effective switch and available keys', () => {
    const { actor } = start();
    running = actor;
    const snapshot = actor.getSnapshot();
    expect(selectSwitch('dataTable')(snapshot)).toBe(true);
    expect(selectSwitch('developerUi')(snapshot)).toBe(true);
    expect(selectSwitch('ipFilter')(snapshot)).toBe(false);
    expect(selectAvailableKeys(snapshot)).toEqual(['structs', 'developerUi', 'dataTable', 'groupPolicies', 'credits']);
  });
});
