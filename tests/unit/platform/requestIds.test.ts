// One request id per attempt of a person's action (src/platform/requestIds.ts): a retry of the same request keeps
// it, anything else gets a new one.
import { describe, expect, it } from 'vitest';
import { PlatformError, type PlatformErrorKind } from '../../../src/platform/errors';
import { requestAttempts, sameRequest, type Attempt, type Write } from '../../../src/platform/requestAttempts';
import { type RequestId, requestIdHeaders } from '../../../src/platform/requestIds';

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

  describe('a write sent again', () => {
    const failure = (kind: PlatformErrorKind) => new PlatformError({ kind, method: 'POST', path: '/roles' });
    /** A create whose first sends fail as `failures` say, on a service holding `held` (what was applied); counts reads. */
    function roleCreate(failures: PlatformErrorKind[]) {
      const log: string[] = [];
      let held: string | undefined;
      const write: Write<string> = {
        service: 'core',
        async send(requestId, repeat) {
          log.push(`send ${requestId}${repeat ? ' repeat' : ''}`);
          const kind = failures.shift();
          // A lost answer (timeout, network, 5xx) after the service applied it; a refusal applies nothing.
          if (kind === undefined || kind === 'timeout' || kind === 'server') held = 'Shift leads';
          if (kind !== undefined) throw failure(kind);
          return 'created';
        },
        async readBack() {
          log.push('read back');
          return held === undefined ? undefined : 'found';
        },
      };
      return { log, write };
    }
    const attemptTwice = async (send: ReturnType<typeof requestAttempts>, write: Write<string>) => {
      const first = await send('Shift leads', (attempt) => attempt.write(write)).catch(() => 'failed');
      const retry = await send('Shift leads', (attempt) => attempt.write(write)).catch(() => 'failed');
      return [first, retry];
    };

    it('reads back after a lost answer and is done when the service holds it, without sending again', async () => {
      const { log, write } = roleCreate(['timeout']);
      expect(await attemptTwice(requestAttempts(), write)).toEqual(['failed', 'found']);
      expect(log).toEqual([expect.stringMatching(/^send /), 'read back']);
    });

    it('sends again when the read-back finds nothing, and never reads back after a refusal', async () => {
      const lostUnapplied = roleCreate(['network']);
      expect(await attemptTwice(requestAttempts(), lostUnapplied.write)).toEqual(['failed', 'created']);
      expect(lostUnapplied.log.map((entry) => entry.split(' ')[0])).toEqual(['send', 'read', 'send']);
      const refused = roleCreate(['conflict']);
      expect(await attemptTwice(requestAttempts(), refused.write)).toEqual(['failed', 'created']);
      expect(refused.log.map((entry) => entry.split(' ')[0])).toEqual(['send', 'send']);
    });

    it('repeats the same id to a service that answers repeats, and reads nothing back', async () => {
      const { log, write } = roleCreate(['server']);
      expect(await attemptTwice(requestAttempts(['core']), write)).toEqual(['failed', 'created']);
      const [first, retry] = log;
      expect(retry).toBe(`${first!} repeat`);
    });
  });

  it('sends the id in the Idempotency-Key header', () => {
    expect(requestIdHeaders('abc' as RequestId)).toEqual({ 'Idempotency-Key': 'abc' });
  });
});
