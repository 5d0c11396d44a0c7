// The wiring every view over a kept setting repeats (machines/keptSetting.machine.ts): the flow started once for the
// view's life on the defaults, the value on screen and why it could not be read or kept, and a change sent to it.
import { useSelector } from '@xstate/react';
import type { createKeptSettingMachine } from '../../machines/keptSetting.machine';
import { useStartedFlow } from './useStartedFlow';

export function useKeptSetting(create: () => ReturnType<typeof createKeptSettingMachine>, defaults: string) {
  const kept = useStartedFlow(create, { input: { defaults } });
  return {
    value: useSelector(kept, (snapshot) => snapshot.context.value),
    error: useSelector(kept, (snapshot) => snapshot.context.error),
    change: (value: string) => kept.send({ type: 'setting.change', value }),
  };
}
