// One request id per attempt of a person's action (src/platform/requestIds.ts): a retry of the same request keeps
// it, anything else gets a new one.
import { describe, expect, it } from 'vitest';
import { requestAttempts, sameRequest, type Attempt } from '../../../src/platform/requestAttempts';
import { requestIdHeaders } from '../../../src/platform/requestIds';

/** Sends `request` through `send` and hands back the attempt it ran under; `fail` makes the call fail. */
async function attemptOf(send: ReturnType<typeof requestAttempts>, request: unknown, fail = false): Promise<Attempt> {
  let seen: Attempt | undefined;
  await send(request, async (attempt) => {
    seen = attempt;
    if (fail) throw new Error('timeout');
  }).catch(() => undefined);
  return seen as Attempt;
}

describe('request attempts', () => {
  it('keeps the id when the same request is sent again after a failure, until it succeeds', async () => {
    const send = requestAttempts();
    const first = await attemptOf(send, { name: 'Line 1', steps: [1, 2] }, true);
    const retry = await attemptOf(send, { name: 'Line 1', steps: [1, 2] }, true);
    const success = await attemptOf(send, { steps: [1, 2], name: 'Line 1' });
    expect(retry.requestId).toBe(first.requestId);
    expect(success.requestId).toBe(first.requestId);
    // Done: the same request again is a new action.
    expect((await attemptOf(send, { name: 'Line 1', steps: [1, 2] })).requestId).not.toBe(first.requestId);
  });

  it('gives another request a new id, and does not go back to the earlier one', async () => {
    const send = requestAttempts();
    const first = await attemptOf(send, { name: 'Line 1' }, true);
    const changed = await attemptOf(send, { name: 'Line 2' }, true);
    expect(changed.requestId).not.toBe(first.requestId);
    expect((await attemptOf(send, { name: 'Line 1' }, true)).requestId).not.toBe(first.requestId);
  });

  it('tells files apart by identity, not by name', async () => {
    const file = new Blob(['a']);
    expect(sameRequest({ file }, { file })).toBe(true);
    expect(sameRequest({ file }, { file: new Blob(['a']) })).toBe(false);
    expect(sameRequest({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameRequest([1, 2], { 0: 1, 1: 2 })).toBe(false);
  });

  it('works a value out once per attempt, and again after it failed to', async () => {
    const send = requestAttempts();
    let made = 0;
    const make = async () => {
      made += 1;
      if (made === 1) throw new Error('list failed');
      return `v${made}`;
    };
    const values: unknown[] = [];
    for (let round = 0; round < 3; round++) {
      await send('derive', async (attempt) => {
        values.push(await attempt.once('to', make).catch(() => 'failed'));
        throw new Error('lost answer');
      }).catch(() => undefined);
    }
    expect(values).toEqual(['failed', 'v2', 'v2']);
  });

  it('sends the id in the Idempotency-Key header', () => {
    expect(requestIdHeaders('abc')).toEqual({ 'Idempotency-Key': 'abc' });
  });
});
