// The organisation's devices with their model and connection (experimental switch "device table widget").
import { useLingui } from '@lingui/react/macro';
import type { Widget } from '../../../platform/dashboardDocument';
import { useWidgetEnvironment } from './environment';
import classes from './widgets.module.css';

export function DeviceTableWidget({ widget }: { widget: Widget }) {
  const { t } = useLingui();
  const { devices } = useWidgetEnvironment();
  const title = String(widget.props.title || t`Devices`);
  return (
    <>
      <p className={classes.title}>{title}</p>
      {devices.length === 0 ? (
        <p className={classes.muted}>{t`No devices`}</p>
      ) : (
        <table className={classes.table} aria-label={title}>
          <thead>
            <tr>
              <th scope="col">{t`Device`}</th>
              <th scope="col">{t`Model`}</th>
              <th scope="col">{t`Connection`}</th>
            </tr>
          </thead>
          <tbody>
            {devices.map((device) => (
              <tr key={device.deviceId}>
                <td>{device.label}</td>
                <td>{device.model}</td>
                <td>{device.connected === undefined ? '–' : device.connected ? t`Connected` : t`Disconnected`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
