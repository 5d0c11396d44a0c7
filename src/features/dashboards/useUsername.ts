// The signed-in person's user name, which the lists compare with owners and sharing lists.
import { useSelector } from '@xstate/react';
import { usePortal } from '../../portal/portal';
import { selectUsername } from '../../portal/selectors';

export function useUsername(): string | undefined {
  return useSelector(usePortal().actors.session, selectUsername);
}
