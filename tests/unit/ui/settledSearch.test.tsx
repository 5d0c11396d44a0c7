// @vitest-environment jsdom
// The device pickers' search (data exploration, security policies): one request per typing pause, an older text's
// request aborted, and an answer shown only while it belongs to the text in the field.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { querySettleDelay } from '../../../machines/liveQuery.machine';
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
  return { asked, search };
}

test('asks once the typing pauses, for the last text only, and nothing for a blank field', async () => {
  const { asked, search } = searcher();
  const hook = renderHook(({ text }) => useSettledSearch(text, search), { initialProps: { text: '  ' } });
  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay * 2));
  expect(asked).toHaveLength(0);

  hook.rerender({ text: 'Boi' });
  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay - 1));
  hook.rerender({ text: 'Boiler ' });
  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay));
  expect(asked.map(({ text }) => text)).toEqual(['Boiler']);

  await act(async () => asked[0]!.answer('two boilers'));
  expect(hook.result.current).toEqual({ answer: 'two boilers', failure: undefined });
});

test('a slower answer to an older text never shows, and its request is aborted', async () => {
  const { asked, search } = searcher();
  const hook = renderHook(({ text }) => useSettledSearch(text, search), { initialProps: { text: 'Boiler' } });
  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay));
  hook.rerender({ text: 'Pump' });
  expect(asked[0]!.signal.aborted).toBe(true);
  await act(async () => asked[0]!.answer('boilers'));
  expect(hook.result.current.answer).toBeUndefined();

  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay));
  await act(async () => asked[1]!.answer('pumps'));
  expect(hook.result.current.answer).toBe('pumps');
  hook.rerender({ text: '' });
  expect(hook.result.current.answer).toBeUndefined();
});

test('a failure is told, and the next answer clears it', async () => {
  const { asked, search } = searcher();
  const hook = renderHook(({ text }) => useSettledSearch(text, search), { initialProps: { text: 'Boiler' } });
  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay));
  const refused = new Error('503');
  await act(async () => asked[0]!.fail(refused));
  expect(hook.result.current).toEqual({ answer: undefined, failure: refused });

  hook.rerender({ text: 'Pump' });
  await act(() => vi.advanceTimersByTimeAsync(querySettleDelay));
  await act(async () => asked[1]!.answer('pumps'));
  expect(hook.result.current).toEqual({ answer: 'pumps', failure: undefined });
});
