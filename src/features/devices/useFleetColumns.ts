// The fleet's columns for the person signed in: their kept choice (the defaults until it is read, or when it cannot
// be), a new choice shown at once and kept for them; one that could not be kept stays on screen with the reason.
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer } from '../../../machines/liveQuery.machine';
import { usePortal } from '../../portal/portal';
import { selectUsername } from '../../portal/selectors';
import { defaultFleetColumns, type FleetColumn } from './fleetColumns';
import { useDeviceFlows } from './flows';

export function useFleetColumns(organization: string) {
  const { actors } = usePortal();
  const username = useSelector(actors.session, selectUsername) ?? '';
  const flows = useDeviceFlows();
  const [owner] = useState(() => ({ organization, username }));
  const [machine] = useState(() => flows.fleetColumns());
  const [save] = useState(() => flows.saveFleetColumns(owner));
  const query = useActorRef(machine, { input: { query: owner } });
  const kept = useSelector(query, selectAnswer<FleetColumn[]>);
  const [chosen, setChosen] = useState<FleetColumn[]>();
  const [saveError, setSaveError] = useState<unknown>();

  const choose = (columns: FleetColumn[]) => {
    setChosen(columns);
    setSaveError(undefined);
    save(columns).then(
      () => query.send({ type: 'query.refresh' }),
      (error: unknown) => setSaveError(error),
    );
  };
  return { shown: chosen ?? kept ?? defaultFleetColumns, choose, saveError };
}
