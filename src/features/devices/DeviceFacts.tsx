// What a device is: its id and serial number, model and preset, whether its configuration reached it, where it
// stands, its description and tags, as a description list. The experimental switches "hide device serial number"
// and "hide device description" leave those out.
import { Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import { useLingui } from '@lingui/react/macro';
import type { DeviceRecord } from '../../platform/mappingClient';
import { useSwitch } from '../../kit/useSwitch';
import { Name } from '../../ui/Bidi';
import classes from './devices.module.css';

export function DeviceFacts({ device }: { device: DeviceRecord }) {
  const { t, i18n } = useLingui();
  const coordinate = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 4, maximumFractionDigits: 6 });
  const configuration = device.configurationApplied
    ? t`Applied`
    : device.configurationSent
      ? t`Sent, not applied yet`
      : t`Not sent yet`;
  const tags = device.tags ?? [];
  const groups = device.groups ?? [];
  const showSerialNumber = !useSwitch('hideDeviceSerialNumber');
  const showDescription = !useSwitch('hideDeviceDescription');
  return (
    <dl className={classes.facts}>
      <dt>{t`Device ID`}</dt>
      <dd className={classes.id}>{device.deviceId}</dd>
      {showSerialNumber && (
        <>
          <dt>{t`Serial number`}</dt>
          <dd className={classes.id}>{device.serialNumber || <Text span c="dimmed">{t`None`}</Text>}</dd>
        </>
      )}
      <dt>{t`Model`}</dt>
      <dd>
        {device.modelName} {device.modelVersion}
      </dd>
      <dt>{t`Preset`}</dt>
      <dd>{device.presetName || t`None`}</dd>
      <dt>{t`Configuration`}</dt>
      <dd>{configuration}</dd>
      <dt>{t`Position`}</dt>
      <dd>
        {device.position
          ? t`Latitude ${coordinate.format(device.position.lat)}, longitude ${coordinate.format(device.position.lon)}`
          : t`Not placed on the map`}
      </dd>
      {showDescription && (
        <>
          <dt>{t`Description`}</dt>
          <dd>{device.description ? <Name>{device.description}</Name> : <Text span c="dimmed">{t`None`}</Text>}</dd>
        </>
      )}
      <dt>{t`Groups`}</dt>
      <dd>{groups.length > 0 ? groups.join(', ') : <Text span c="dimmed">{t`None`}</Text>}</dd>
      <dt>{t`Tags`}</dt>
      <dd>
        {tags.length > 0 ? (
          <ul className={classes.tags}>
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : (
          <Text span c="dimmed">{t`None`}</Text>
        )}
      </dd>
    </dl>
  );
}
