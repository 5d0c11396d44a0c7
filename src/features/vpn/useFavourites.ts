// The person's favourite applications in this organisation: read while shown, added and removed with a request id
// each (a retry after a failure is the same request), read again after each change.
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { FavouriteApplication } from '../../platform/vpnClient';
import { usePortal } from '../../portal/portal';
import { selectUsername } from '../../portal/selectors';
import { useVpnFlows } from './flows';

export type FavouriteFields = Omit<FavouriteApplication, 'id' | 'username' | 'orgResourceId'>;

export function useFavourites(organization: string) {
  const flows = useVpnFlows();
  const username = useSelector(usePortal().actors.session, selectUsername) ?? '';
  const [machines] = useState(() => ({
    query: flows.favourites(organization, username),
    add: flows.addFavourite(organization, username),
    remove: flows.removeFavourite(organization),
  }));
  const query = useActorRef(machines.query, { input: { query: { username } } });
  const stage = useSelector(query, selectQueryStage);
  const favourites = useSelector(query, selectAnswer<FavouriteApplication[]>);
  const error = useSelector(query, selectQueryError);
  const [changing, setChanging] = useState(false);
  const [changeError, setChangeError] = useState<unknown>();
  // One change at a time: a double click adds or removes once.
  const underway = useRef(false);

  const change = async (work: () => Promise<unknown>) => {
    if (underway.current) return;
    underway.current = true;
    setChanging(true);
    setChangeError(undefined);
    try {
      await work();
      query.send({ type: 'query.refresh' });
    } catch (failure) {
      setChangeError(failure);
    } finally {
      underway.current = false;
      setChanging(false);
    }
  };

  return {
    stage,
    favourites,
    error,
    retry: () => query.send({ type: 'query.retry' }),
    changing,
    changeError,
    add: (favourite: FavouriteFields) => void change(() => machines.add(favourite)),
    remove: (id: string) => void change(() => machines.remove(id)),
  };
}
