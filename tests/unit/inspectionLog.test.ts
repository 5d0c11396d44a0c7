// The local inspector's log (src/features/inspector/inspectionLog.ts) fed by a real actor's inspection events.
import { describe, expect, test } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { createInspectionLog } from '../../src/features/inspector/inspectionLog';

const machine = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'user.open': 'opening' } },
    opening: { invoke: { id: 'unlock', src: fromPromise(() => new Promise<void>(() => {})) }, on: { 'user.cancel': 'closed' } },
  },
});

describe('the inspection log', () => {
  test('lists a running actor and what it invoked, with the events it received, secrets masked, until it stops', () => {
    const log = createInspectionLog((notify) => notify());
    let heard = 0;
    log.subscribe(() => heard++);
    const door = createActor(machine, { inspect: log.record });
    expect(log.live()).toEqual([]);
    door.start();
    door.send({ type: 'user.open', password: 'alice', note: 'shift change' } as never);
    expect(log.live().map((actor) => [actor.name, actor.parent])).toEqual([
      ['door', undefined],
      ['unlock', 'door'],
    ]);
    const [events] = log.live().map((actor) => actor.events);
    expect(events?.map((event) => [event.type, event.payload && JSON.parse(event.payload)])).toEqual([
      ['user.open', { password: '•••', note: 'shift change' }],
      ['xstate.init', { input: undefined }],
    ]);
    expect(heard).toBeGreaterThan(0);

    door.send({ type: 'user.cancel' });
    expect(log.live().map((actor) => actor.name)).toEqual(['door']);
    door.stop();
    expect(log.live()).toEqual([]);
  });
});
