// The organisation's devices where they stand, on the same map as the device map (src/kit/map), each place
// coloured by its most severe open alarm (experimental switch "map alarm widget"). The list under the map says the
// same in words for the keyboard and screen readers. A large fleet shows its first devices by label and says how
// many there are. On the editor's canvas the map holds still: a widget there is one selectable option.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { DevicePosition } from '../../../platform/mappingTypes';
import type { Widget } from '../../../platform/dashboardDocument';
import { useOrgHref } from '../../../portal/portal';
import { boundsOf } from '../../../kit/map/clusters';
import type { MapControls } from '../../../kit/map/MapCanvas';
import { placeColours, usePlaceWords } from '../../../kit/map/placeWords';
import { useClusters } from '../../../kit/map/useClusters';
import { severityLabel } from '../../../ui/alarmSeverity';
import { Spinner } from '../../../ui/Spinner';
import { useWidgetEnvironment, type AlarmMapData } from './environment';
import classes from './widgets.module.css';

const MapCanvas = lazy(() => import('../../../kit/map/MapCanvas'));

export function MapAlarmWidget({ widget }: { widget: Widget }) {
  const { t } = useLingui();
  const { alarms } = useWidgetEnvironment();
  const title = String(widget.props.title || t`Alarm map`);
  return (
    <>
      <p className={classes.title}>{title}</p>
      {alarms?.state === 'ready' ? (
        <AlarmMap title={title} data={alarms} />
      ) : (
        <p className={classes.muted}>{alarms?.state === 'failed' ? t`The alarms could not be read.` : t`Loading alarms`}</p>
      )}
    </>
  );
}

function AlarmMap({ title, data: { worst, devices, totalDevices } }: { title: string; data: AlarmMapData }) {
  const { t, i18n } = useLingui();
  const words = usePlaceWords();
  const orgHref = useOrgHref();
  const { controls: interactive = true } = useWidgetEnvironment();
  const positions: DevicePosition[] = devices.flatMap(({ deviceId, label, position }) =>
    position ? [{ deviceId, label, lat: position.latitude, lon: position.longitude, maxSeverity: worst[deviceId] }] : [],
  );
  // The alarms are read again every few seconds: the map starts afresh only when a place or its colour changed.
  const key = positions.map(({ deviceId, lat, lon, maxSeverity }) => `${deviceId}:${lat}:${lon}:${maxSeverity ?? ''}`).join('|');
  const [kept, keep] = useState({ key, positions });
  if (kept.key !== key) keep({ key, positions });
  const placed = kept.positions;
  const bounds = useMemo(() => boundsOf(placed), [placed]);
  const clusters = useClusters(placed);
  const controls = useRef<MapControls>(null);

  const describe = (deviceId: string) => {
    const severity = worst[deviceId];
    if (severity === undefined) return t`no open alarms`;
    const level = severityLabel(i18n, severity);
    return t`open alarms up to ${level}`;
  };
  const firstOf = (shown: number, total: number) => {
    const [count, all] = [i18n.number(shown), i18n.number(total)];
    return t`The first ${count} of ${all} devices`;
  };
  return (
    <>
      <div className={classes.chart}>
        {clusters && (
          <Suspense fallback={<Spinner label={t`Loading the map`} />}>
            <MapCanvas
              compact
              interactive={interactive}
              clusters={clusters}
              bounds={bounds}
              label={title}
              words={words}
              deviceHref={(deviceId) => `${orgHref('/devices')}&device=${encodeURIComponent(deviceId)}`}
              onPlaces={() => undefined}
              controls={controls}
            />
          </Suspense>
        )}
      </div>
      <ul className={classes.legend} aria-label={title}>
        {placed.map(({ deviceId, label }) => (
          <li key={deviceId}>
            <span className={classes.swatch} style={{ background: placeColours(worst[deviceId]).colour }} aria-hidden="true" />
            {label}: {describe(deviceId)}
          </li>
        ))}
      </ul>
      {totalDevices > devices.length ? <p className={classes.muted}>{firstOf(devices.length, totalDevices)}</p> : null}
    </>
  );
}
