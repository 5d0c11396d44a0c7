// The fleet's columns for the person signed in: their kept choice (the defaults until it is read, or when it cannot
// be), a new choice shown at once and kept for them (machines/keptSetting.machine.ts); one that could not be kept
// stays on screen with the reason.
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { usePortal } from '../../portal/portal';
import { selectUsername } from '../../portal/selectors';
import { defaultFleetColumns, parseFleetColumns, serialiseFleetColumns, type FleetColumn } from './fleetColumns';
import { useKeptSetting } from '../../ui/useKeptSetting';
import { useDeviceFlows } from './flows';

export function useFleetColumns(organization: string) {
  const { actors } = usePortal();
  const username = useSelector(actors.session, selectUsername) ?? '';
  const flows = useDeviceFlows();
  const { value, error, change } = useKeptSetting(() => flows.fleetColumns({ organization, username }), serialiseFleetColumns(defaultFleetColumns));
  // Before the person chooses, a failed read only leaves the defaults on screen: the reason shown is a save's.
  const [chose, setChose] = useState(false);
  const shown = useMemo(() => parseFleetColumns(value), [value]);

  const choose = (columns: FleetColumn[]) => {
    setChose(true);
    change(serialiseFleetColumns(columns));
  };
  return { shown, choose, saveError: chose ? error : undefined };
}
