// machines/appPayment.machine.ts: an embedded app's payment requests, one shown at a time. Two requests at
// once are never confused: the second waits until the first is decided and each is answered once, in order; a
// request being authorised cannot be rejected, so an app is never told "rejected" for a payment that is then made;
// giving up after an authorisation whose outcome is unknown is said to be unknown, after a refusal a rejection; a
// sixth request while five are held is refused at once; trying again repeats the same request.
import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createAppPaymentMachine, type PaymentOutcome } from '../../machines/appPayment.machine';

interface Reply {
  request: string;
  outcome: PaymentOutcome;
  authorized?: unknown;
}

/** The machine with an authorisation the test settles by hand, recording every answer and every attempt. */
function payments({ unknownOutcome = false } = {}) {
  const replies: Reply[] = [];
  const attempts: { request: string; id: number }[] = [];
  const settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const actor = createActor(
    createAppPaymentMachine<string>('payments').provide({
      actors: {
        authorize: fromPromise<unknown, { request: string; id: number }>(({ input }) => {
          attempts.push(input);
          return new Promise((resolve, reject) => settle.push({ resolve, reject }));
        }),
      },
      actions: { reply: (_, { request, outcome, authorized }) => replies.push({ request, outcome, ...(authorized === undefined ? {} : { authorized }) }) },
      guards: { outcomeUnknown: () => unknownOutcome },
    }),
  ).start();
  const shown = () => actor.getSnapshot().context.held[0]?.request;
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, replies, attempts, settle, shown, settled };
}

describe('appPayment', () => {
  test('a second request waits for the first to be decided; each is answered once, in order', async () => {
    const { actor, replies, settle, shown, settled } = payments();
    actor.send({ type: 'request', request: 'gaskets' });
    actor.send({ type: 'request', request: 'filters' });
    expect(shown()).toBe('gaskets');
    actor.send({ type: 'reject' });
    expect(replies).toEqual([{ request: 'gaskets', outcome: 'USER_REJECTED' }]);
    expect(shown()).toBe('filters');
    actor.send({ type: 'authorize' });
    settle[0]!.resolve([{ id: 7 }]);
    await settled();
    expect(replies).toEqual([
      { request: 'gaskets', outcome: 'USER_REJECTED' },
      { request: 'filters', outcome: 'AUTHORIZED', authorized: [{ id: 7 }] },
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  test('while the authorisation runs nothing rejects it: the app is told "authorized" only', async () => {
    const { actor, replies, settle, settled } = payments();
    actor.send({ type: 'request', request: 'gaskets' });
    actor.send({ type: 'authorize' });
    actor.send({ type: 'reject' });
    expect(replies).toEqual([]);
    settle[0]!.resolve([{ id: 1 }]);
    await settled();
    expect(replies).toEqual([{ request: 'gaskets', outcome: 'AUTHORIZED', authorized: [{ id: 1 }] }]);
  });

  test('trying again after a failure repeats the same request; giving up after a refusal is a rejection', async () => {
    const { actor, replies, attempts, settle, settled } = payments();
    actor.send({ type: 'request', request: 'gaskets' });
    actor.send({ type: 'authorize' });
    settle[0]!.reject(new Error('refused'));
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'authorize' });
    expect(attempts).toEqual([
      { request: 'gaskets', id: 1 },
      { request: 'gaskets', id: 1 },
    ]);
    settle[1]!.reject(new Error('refused again'));
    await settled();
    actor.send({ type: 'reject' });
    expect(replies).toEqual([{ request: 'gaskets', outcome: 'USER_REJECTED' }]);
  });

  test('giving up after an authorisation whose outcome is unknown is never "rejected"', async () => {
    const { actor, replies, settle, settled } = payments({ unknownOutcome: true });
    actor.send({ type: 'request', request: 'gaskets' });
    actor.send({ type: 'authorize' });
    settle[0]!.reject(new Error('no answer'));
    await settled();
    actor.send({ type: 'reject' });
    expect(replies).toEqual([{ request: 'gaskets', outcome: 'ERROR_OUTCOME_UNKNOWN' }]);
  });

  test('a sixth request while five are held is refused at once; the five are still answered', () => {
    const { actor, replies, shown } = payments();
    for (const request of ['a', 'b', 'c', 'd', 'e', 'f']) actor.send({ type: 'request', request });
    expect(replies).toEqual([{ request: 'f', outcome: 'ERROR_TOO_MANY_REQUESTS' }]);
    for (let index = 0; index < 5; index += 1) actor.send({ type: 'reject' });
    expect(replies.map(({ request, outcome }) => `${request} ${outcome}`)).toEqual([
      'f ERROR_TOO_MANY_REQUESTS',
      'a USER_REJECTED',
      'b USER_REJECTED',
      'c USER_REJECTED',
      'd USER_REJECTED',
      'e USER_REJECTED',
    ]);
    expect(shown()).toBeUndefined();
  });
});
