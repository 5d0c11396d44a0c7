// The person's favourite applications in this organisation: read while shown, added and removed with a request id
// each (a retry after a failure is the same request), read again after each change.
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { FavouriteApplication } from '../../platform/vpnClient';
import { usePortal } from '../../portal/portal';
import { selectUsername } from '../../portal/selectors';
import { useSubmitFlow } from '../../ui/useSubmitFlow';
import { useVpnFlows, type FavouriteChange } from './flows';

export type FavouriteFields = Extract<FavouriteChange, { add: unknown }>['add'];

export function useFavourites(organization: string) {
  const flows = useVpnFlows();
  const username = useSelector(usePortal().actors.session, selectUsername) ?? '';
  const [queryMachine] = useState(() => flows.favourites(organization, username));
  const query = useActorRef(queryMachine, { input: { query: { username } } });
  const stage = useSelector(query, selectQueryStage);
  const favourites = useSelector(query, selectAnswer<FavouriteApplication[]>);
  const error = useSelector(query, selectQueryError);
  // One change at a time (the flow ignores a double click), the list read again after each.
  const change = useSubmitFlow(
    () => flows.favouriteChange(organization, username),
    () => query.send({ type: 'query.refresh' }),
  );

  return {
    stage,
    favourites,
    error,
    retry: () => query.send({ type: 'query.retry' }),
    changing: change.submitting,
    changeError: change.error,
    add: (favourite: FavouriteFields) => change.submit({ add: favourite }),
    remove: (id: string) => change.submit({ remove: id }),
  };
}
