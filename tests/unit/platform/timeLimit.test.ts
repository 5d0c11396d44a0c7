// A call's time limit fires whatever the garbage collector does meanwhile: Node's `AbortSignal.timeout` joined with a
// caller's signal by `AbortSignal.any` is collected and never fires, and the call then waits for ever.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { timeLimit } from '../../../src/platform/timeLimit';

/**
 * Full collections, as a busy test machine may run in the middle of a call: one after the current job, which keeps
 * what it made weakly held alive until it ends.
 */
async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  await new Promise((resolve) => setTimeout(resolve, 0));
  gc();
}

const reasonOf = (signal: AbortSignal) =>
  new Promise<unknown>((resolve) => signal.addEventListener('abort', () => resolve(signal.reason), { once: true }));

it('times out after a collection, with a TimeoutError', async () => {
  const caller = new AbortController();
  const limited = timeLimit(50, caller.signal);
  const reason = reasonOf(limited.signal);
  await collectGarbage();
  expect(await reason).toMatchObject({ name: 'TimeoutError' });
});

it("ends with the caller's reason when the caller aborts first", async () => {
  const caller = new AbortController();
  const limited = timeLimit(60_000, caller.signal);
  const reason = reasonOf(limited.signal);
  const left = new Error('left the state');
  caller.abort(left);
  expect(await reason).toBe(left);
  limited.release();
});

it('starts aborted when the caller already aborted', () => {
  const caller = new AbortController();
  caller.abort('gone');
  expect(timeLimit(60_000, caller.signal).signal.reason).toBe('gone');
});

it('fires no more once released', async () => {
  const limited = timeLimit(10);
  limited.release();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(limited.signal.aborted).toBe(false);
});
