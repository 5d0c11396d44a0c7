// How many alarms of each device match the other filters, a page of devices at a time (the service pages them with
// a cursor); picking a device shows only its alarms.
import { Button, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DeviceSeverities } from '../../platform/alarmList';
import { SeverityBadge } from '../../ui/SeverityBadge';
import classes from './alarms.module.css';
import { Name } from '../../ui/Bidi';

export interface DeviceCountsProps {
  entries: readonly DeviceSeverities[];
  last: boolean;
  deviceId?: string;
  deviceLabel: (deviceId: string) => string | undefined;
  /** Undefined: every device again. */
  onPick: (deviceId: string | undefined) => void;
  onMore: () => void;
}

export function DeviceCounts({ entries, last, deviceId, deviceLabel, onPick, onMore }: DeviceCountsProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="alarm-devices" className={classes.devices}>
      <span id="alarm-devices" className={classes.facetLabel}>
        {t`By device`}
      </span>
      {entries.length === 0 ? (
        <Text size="sm">{t`No device has matching alarms.`}</Text>
      ) : (
        <ul className={classes.deviceList}>
          {entries.map((entry) => {
            const name = deviceLabel(entry.deviceId) ?? entry.deviceId;
            const highest = Math.max(...entry.counts.map((count) => count.severity));
            return (
              <li key={entry.deviceId}>
                <UnstyledButton
                  className={classes.device}
                  aria-pressed={entry.deviceId === deviceId}
                  onClick={() => onPick(entry.deviceId === deviceId ? undefined : entry.deviceId)}
                >
                  <span className={classes.deviceName}>
                    <Name>{name}</Name>
                  </span>
                  <span className={classes.deviceTotal}>
                    {t({ message: plural(entry.total, { one: '# alarm', other: '# alarms' }) })}
                  </span>
                  <SeverityBadge severity={highest} title={t`Highest severity`} />
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      )}
      {!last && (
        <Button variant="default" size="xs" onClick={onMore}>
          {t`More devices`}
        </Button>
      )}
    </section>
  );
}
