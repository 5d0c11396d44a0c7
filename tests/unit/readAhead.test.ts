// src/portal/readAhead.ts: answers read ahead are taken once, by key; a replaced or cleared read is aborted.
import { describe, expect, test, vi } from 'vitest';
import { createReadAhead } from '../../src/portal/readAhead';

describe('createReadAhead', () => {
  test('an answer is taken once; a key never started has none', async () => {
    const ahead = createReadAhead();
    ahead.start('theme acme', async () => 'dark');
    expect(ahead.take('locale acme')).toBeUndefined();
    await expect(ahead.take('theme acme')).resolves.toBe('dark');
    expect(ahead.take('theme acme')).toBeUndefined();
  });

  test('a failed read fails the step that takes it, and nothing else', async () => {
    const ahead = createReadAhead();
    ahead.start('agreements acme', async () => {
      throw new Error('GET agreements/check answered 500');
    });
    await expect(ahead.take('agreements acme')).rejects.toThrow('GET agreements/check answered 500');
  });

  test('clearing aborts what nobody took; starting a key again aborts the older read', () => {
    const ahead = createReadAhead();
    const signals: AbortSignal[] = [];
    const read = async (signal: AbortSignal) => void signals.push(signal);
    ahead.start('locale acme', read);
    ahead.start('locale acme', read);
    ahead.start('theme acme', read);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false, false]);
    void ahead.take('theme acme');
    ahead.clear();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true, false]);
  });

  test('an answer older than its age limit is not taken but aborted: the step reads afresh', () => {
    vi.useFakeTimers({ now: new Date('2025-03-03T09:00:00Z') });
    try {
      const ahead = createReadAhead(10_000);
      const signals: AbortSignal[] = [];
      const read = async (signal: AbortSignal) => void signals.push(signal);
      ahead.start('dashboard dsh-1', read);
      ahead.start('overview acme', read);
      vi.setSystemTime(new Date('2025-03-03T09:00:10Z'));
      expect(ahead.take('dashboard dsh-1')).toBeDefined();
      vi.setSystemTime(new Date('2025-03-03T09:00:10.001Z'));
      expect(ahead.take('overview acme')).toBeUndefined();
      expect(signals.map((signal) => signal.aborted)).toEqual([false, true]);
    } finally {
      vi.useRealTimers();
    }
  });
});
