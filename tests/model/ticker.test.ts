// Path tests for machines/ticker.machine.ts: every path of beats runs on a real actor, each beat delivered as the
// runtime would; the ticks reported are one a beat, and nothing else happens.
import { describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { tickerMachine } from '../../machines/ticker.machine';
import { generatePaths, runPath, type ModelEvent } from './pathTests';

type Machine = typeof tickerMachine;

const beat = 'xstate.after.interval.ticker.waiting';
const fixtures: ReadonlyArray<ModelEvent<Machine>> = [{ type: beat }];
const { paths, coverage } = generatePaths(tickerMachine, { events: fixtures, limit: 10 });

describe(`ticker paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    let ticks = 0;
    const actor = createActor(tickerMachine.provide({ actions: { tick: () => (ticks += 1) } })).start();
    await runPath(actor, path, {}, (done) => {
      expect({ value: actor.getSnapshot().value, ticks }, `after ${done} event(s)`).toEqual({ value: 'waiting', ticks: done });
    });
    actor.stop();
  });

  test('coverage', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
  });
});

test('a tick comes once an interval has passed, and again after each', () => {
  vi.useFakeTimers();
  try {
    let ticks = 0;
    const actor = createActor(tickerMachine.provide({ actions: { tick: () => (ticks += 1) }, delays: { interval: 10_000 } })).start();
    vi.advanceTimersByTime(9_999);
    expect(ticks).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ticks).toBe(1);
    vi.advanceTimersByTime(20_000);
    expect(ticks).toBe(3);
    actor.stop();
    vi.advanceTimersByTime(60_000);
    expect(ticks).toBe(3);
  } finally {
    vi.useRealTimers();
  }
});
