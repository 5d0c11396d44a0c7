// A steady beat while a view is shown: `tick` every `interval`, from the first one after start, until the view goes
// (its actor stops, and the timer with it). The triggers list reads its counters again by it; the view provides what
// a tick does and how often.
import { setup } from 'xstate';

export const tickerMachine = setup({
  actions: { tick: () => {} },
  delays: { interval: 60_000 },
}).createMachine({
  id: 'ticker',
  initial: 'waiting',
  states: {
    waiting: { after: { interval: { target: 'waiting', reenter: true, actions: 'tick' } } },
  },
});
