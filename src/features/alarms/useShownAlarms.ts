// A page's alarms as the table shows them: each value with its tag's unit once the device's tags are read (the flow
// `units`, asked for the devices of the page shown). The rows are shown at once; the units follow them.
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { selectAnswer } from '../../../machines/liveQuery.machine';
import type { Alarm } from '../../platform/alarmTypes';
import type { DeviceTagInfo } from '../../platform/platformTypes';
import { useActorRef } from '../../platform/actorFactory';
import type { AlarmFlows } from './flows';
import { tagUnit, type ShownAlarm } from './tagUnits';

export function useShownAlarms(units: AlarmFlows['units'], alarms: readonly Alarm[] | undefined): ShownAlarm[] | undefined {
  const devices = useMemo(() => [...new Set(alarms?.map((alarm) => alarm.deviceId))].sort(), [alarms]);
  const key = devices.join('\n');
  const reader = useActorRef(units, { input: { query: [] as readonly string[] } });
  useEffect(() => {
    if (key !== '') reader.send({ type: 'query.change', query: key.split('\n') });
  }, [reader, key]);
  const tags = useSelector(reader, selectAnswer<ReadonlyMap<string, readonly DeviceTagInfo[]>>);
  return useMemo(
    () =>
      alarms?.map((alarm) => {
        const unit = tagUnit(tags?.get(alarm.deviceId) ?? [], alarm.tag);
        return unit === undefined ? alarm : { ...alarm, unit };
      }),
    [alarms, tags],
  );
}
