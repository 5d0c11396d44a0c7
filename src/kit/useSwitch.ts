// Whether one of the experimental switches (src/features/experimental) is on for this person now.
import { useSelector } from '@xstate/react';
import { switchValue, type ExperimentalKey } from '../../machines/experimentalFeatures';
import { usePortal } from '../portal/portal';

export function useSwitch(feature: ExperimentalKey): boolean {
  const { experimental } = usePortal().actors;
  return useSelector(experimental, (snapshot) => switchValue(snapshot.context.stored, snapshot.context.policy, feature));
}
