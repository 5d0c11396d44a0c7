// The wiring every hook over a section's flow starts with (useFormFlow, useSubmitFlow, useKeptSetting,
// useSettledSearch): the machine the flows entry makes, made once for the view's life and started with it, stopped
// when the view goes.
import { useState } from 'react';
import type { ActorOptions, AnyActorLogic, SnapshotFrom } from 'xstate';
import { useActorRef } from '../platform/actorFactory';

export function useStartedFlow<TLogic extends AnyActorLogic>(
  create: () => TLogic,
  options?: ActorOptions<TLogic>,
  observer?: (snapshot: SnapshotFrom<TLogic>) => void,
) {
  const [machine] = useState(create);
  // useActorRef's tuple type asks for the input only where the logic needs one; the caller's options carry it.
  return useActorRef(...([machine, options, observer] as unknown as Parameters<typeof useActorRef<TLogic>>));
}
