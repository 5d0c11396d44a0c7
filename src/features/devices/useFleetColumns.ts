// The fleet's columns for the person signed in: their kept choice (the defaults until it is read, or when it cannot
// be), a new choice shown at once and kept for them (machines/keptSetting.machine.ts); one that could not be kept
// stays on screen with the reason.
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { usePortal } from '../../portal/portal';
import { selectUsername } from '../../portal/selectors';
import { defaultFleetColumns, parseFleetColumns, serialiseFleetColumns, type FleetColumn } from './fleetColumns';
import { useDeviceFlows } from './flows';

export function useFleetColumns(organization: string) {
  const { actors } = usePortal();
  const username = useSelector(actors.session, selectUsername) ?? '';
  const flows = useDeviceFlows();
  const [machine] = useState(() => flows.fleetColumns({ organization, username }));
  const setting = useActorRef(machine, { input: { defaults: serialiseFleetColumns(defaultFleetColumns) } });
  const value = useSelector(setting, (snapshot) => snapshot.context.value);
  const error = useSelector(setting, (snapshot) => snapshot.context.error);
  // Before the person chooses, a failed read only leaves the defaults on screen: the reason shown is a save's.
  const [chose, setChose] = useState(false);
  const shown = useMemo(() => parseFleetColumns(value), [value]);

  const choose = (columns: FleetColumn[]) => {
    setChose(true);
    setting.send({ type: 'setting.change', value: serialiseFleetColumns(columns) });
  };
  return { shown, choose, saveError: chose ? error : undefined };
}
