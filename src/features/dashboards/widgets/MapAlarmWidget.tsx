// The organisation's devices where they stand, coloured by their most severe open alarm (experimental switch "map
// alarm widget"). Drawn without map tiles, so it works offline; the list beside it says the same in words. A large
// fleet shows its first devices by label and says how many there are.
import { useLingui } from '@lingui/react/macro';
import type { Widget } from '../../../platform/dashboardDocument';
import { severityLabel } from '../../../ui/alarmSeverity';
import { markerColour, placeDevices } from './alarmMap';
import { useWidgetEnvironment } from './environment';
import classes from './widgets.module.css';

const width = 200;
const height = 120;

export function MapAlarmWidget({ widget }: { widget: Widget }) {
  const { t, i18n } = useLingui();
  const { alarms } = useWidgetEnvironment();
  const title = String(widget.props.title || t`Alarm map`);
  if (alarms?.state !== 'ready') {
    return (
      <>
        <p className={classes.title}>{title}</p>
        <p className={classes.muted}>{alarms?.state === 'failed' ? t`The alarms could not be read.` : t`Loading alarms`}</p>
      </>
    );
  }
  const { worst, devices, totalDevices } = alarms;
  const firstOf = (shown: number, total: number) => {
    const [count, all] = [i18n.number(shown), i18n.number(total)];
    return t`The first ${count} of ${all} devices`;
  };
  const placed = placeDevices(devices, width, height, 12);
  const labelOf = new Map(devices.map((device) => [device.deviceId, device.label]));
  const describe = (deviceId: string) => {
    const severity = worst[deviceId];
    if (severity === undefined) return t`no open alarms`;
    const level = severityLabel(i18n, severity);
    return t`open alarms up to ${level}`;
  };
  return (
    <>
      <p className={classes.title}>{title}</p>
      <svg className={classes.chart} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
        <rect width={width} height={height} fill="var(--mantine-color-gray-1)" rx="4" />
        {placed.map(({ deviceId, x, y }) => (
          <circle key={deviceId} cx={x} cy={y} r="5" fill={markerColour(worst[deviceId])} stroke="white" strokeWidth="1.5" />
        ))}
      </svg>
      <ul className={classes.legend} aria-label={title}>
        {placed.map(({ deviceId }) => (
          <li key={deviceId}>
            <span className={classes.swatch} style={{ background: markerColour(worst[deviceId]) }} aria-hidden="true" />
            {labelOf.get(deviceId)}: {describe(deviceId)}
          </li>
        ))}
      </ul>
      {totalDevices > devices.length ? (
        <p className={classes.muted}>{firstOf(devices.length, totalDevices)}</p>
      ) : null}
    </>
  );
}
