// One paged list's actor for a view, with the narrow reads every list view makes. The machine is made once per
// mount (a new organisation or dashboard remounts the view).
import { useActorRef } from '../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  selectActionError,
  selectListError,
  selectListPage,
  selectListQuery,
  selectListStage,
  selectPendingAction,
  selectRowActionStage,
  type ListSort,
  type createPagedListMachine,
} from '../../machines/pagedList.machine';

export function usePagedList<Item, Action>(
  make: () => ReturnType<typeof createPagedListMachine<Item, Action>>,
  input: { pageSize: number; sort?: ListSort; filter?: string },
) {
  const [machine] = useState(make);
  const list = useActorRef(machine, { input });
  const stage = useSelector(list, selectListStage);
  const rowStage = useSelector(list, selectRowActionStage);
  const page = useSelector(list, selectListPage<Item, Action>);
  const query = useSelector(list, selectListQuery<Item, Action>);
  const error = useSelector(list, selectListError<Item, Action>);
  const pending = useSelector(list, selectPendingAction<Item, Action>);
  const actionError = useSelector(list, selectActionError<Item, Action>);
  return {
    list,
    stage,
    rowStage,
    page,
    query,
    error,
    /** The action awaiting confirmation or under way. */
    pending,
    actionError,
    /** A row action waits for confirmation or runs: no other may start. */
    busy: rowStage === 'confirming' || rowStage === 'acting',
    confirming: rowStage === 'confirming',
    acting: rowStage === 'acting',
  };
}
