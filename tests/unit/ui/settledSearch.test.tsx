// @vitest-environment jsdom
// The device pickers' search (data exploration, security policies; machines/settledSearch.ts through
// src/ui/useSettledSearch.ts): one request per typing pause, an older text's request aborted, and an answer shown
// only while it belongs to the text in the field.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { querySettleDelay } from '../../../machines/liveQuery.machine';
import { createSettledSearchMachine } from '../../../machines/settledSearch';
import { useSettledSearch } from '../../../src/ui/useSettledSearch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function searcher() {
  const asked: { text: string; signal: AbortSignal; answer: (value: string) => void; fail: (error: unknown) => void }[] = [];
  const search = (text: string, signal: AbortSignal) =>
    new Promise<string>((answer, fail) => {
      asked.push({ text, signal, answer, fail });
    });
  return { asked, hook: renderHook(() => useSettledSearch(() => createSettledSearchMachine('search', search))) };
}

test('asks once the typing pauses, for the last text only, and nothing for a blank field', async () => {
  const { asked, hook } = searcher();
  act(() => hook.result.current.change('  '));
  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay * 2));
  expect(asked).toHaveLength(0);

  act(() => hook.result.current.change('Boi'));
  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay - 1));
  act(() => hook.result.current.change('Boiler '));
  expect(hook.result.current.text).toBe('Boiler ');
  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay));
  expect(asked.map(({ text }) => text)).toEqual(['Boiler']);

  await act(async () => asked[0]!.answer('two boilers'));
  expect(hook.result.current.answer).toBe('two boilers');
  expect(hook.result.current.failure).toBeUndefined();
});

test('a slower answer to an older text never shows, and its request is aborted', async () => {
  const { asked, hook } = searcher();
  act(() => hook.result.current.change('Boiler'));
  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay));
  act(() => hook.result.current.change('Pump'));
  expect(asked[0]!.signal.aborted).toBe(true);
  await act(async () => asked[0]!.answer('boilers'));
  expect(hook.result.current.answer).toBeUndefined();

  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay));
  await act(async () => asked[1]!.answer('pumps'));
  expect(hook.result.current.answer).toBe('pumps');
  act(() => hook.result.current.change(''));
  expect(hook.result.current.answer).toBeUndefined();
});

test('a failure is told, and the next answer clears it', async () => {
  const { asked, hook } = searcher();
  act(() => hook.result.current.change('Boiler'));
  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay));
  const refused = new Error('503');
  await act(async () => asked[0]!.fail(refused));
  expect(hook.result.current.answer).toBeUndefined();
  expect(hook.result.current.failure).toBe(refused);

  act(() => hook.result.current.change('Pump'));
  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay));
  await act(async () => asked[1]!.answer('pumps'));
  expect(hook.result.current.answer).toBe('pumps');
  expect(hook.result.current.failure).toBeUndefined();
});
