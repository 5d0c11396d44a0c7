// Seeded notification rules, settings and failed deliveries of acme, its sub-organisation acme-north and initech.
// Failed deliveries name the simulated devices of sandbox/devices/fleet.ts and their alarms as the alarms service
// does (sandbox/alarms/definitions.ts: one name, one severity and one id per alarm definition and device), and are
// dated relative to the seeding moment, so the log always shows recent failures. The rules' name filters and minimum
// severities let the alarms they delivered through.
import type { FailedDelivery, NotificationRule, NotificationSettings } from '../../src/platform/notificationTypes';
import { alarmDefinitions, type AlarmDefinition } from '../alarms/definitions';
import { fleet } from '../devices/fleet';
import { sandboxRealm } from '../identity/realm';

export interface NotificationState {
  rules: NotificationRule[];
  /** Keyed by organisation resourceId; an organisation without an entry has the defaults. */
  settings: Record<string, NotificationSettings>;
  failedDeliveries: FailedDelivery[];
}

export const defaultNotificationSettings: NotificationSettings = {
  enabledChannels: ['EMAIL'],
  senderName: 'IoT portal',
  defaultRecipients: [],
  quietHours: null,
};

const weekdaysOnly: NotificationRule['days'] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const everyDay: NotificationRule['days'] = [...weekdaysOnly, 'SATURDAY', 'SUNDAY'];

type RuleSeed = Pick<NotificationRule, 'id' | 'orgResourceId' | 'name' | 'minimumSeverity' | 'recipientFilters'> &
  Partial<NotificationRule>;

function rule(seed: RuleSeed, updatedAt: number): NotificationRule {
  return {
    realmId: sandboxRealm,
    description: '',
    ackTime: 0,
    enabled: true,
    updatedAt,
    nameFilters: [],
    extraFilters: [],
    deviceGroupFilters: [],
    days: everyDay,
    ...seed,
  };
}

function seedRules(now: number): NotificationRule[] {
  const day = 24 * 60 * 60 * 1000;
  return [
    rule(
      {
        id: '1',
        orgResourceId: 'acme',
        name: 'Boiler over-temperature',
        description: 'Boiler halls: temperature and pressure alarms not acknowledged within 15 minutes.',
        minimumSeverity: 4,
        ackTime: 15,
        days: weekdaysOnly,
        nameFilters: ['HighTemperature', 'HighPressure'],
        deviceGroupFilters: ['Boiler rooms'],
        recipientFilters: ['maintenance@acme.example', '+390212345678'],
      },
      now - 20 * day,
    ),
    rule(
      {
        id: '2',
        orgResourceId: 'acme',
        name: 'Conveyor safety stop',
        description: 'Every safety stop of a conveyor line, at once.',
        minimumSeverity: 4,
        nameFilters: ['Safety*'],
        recipientFilters: ['shift-lead@acme.example'],
      },
      now - 12 * day,
    ),
    rule(
      {
        id: '3',
        orgResourceId: 'acme',
        name: 'Weekend watch',
        description: 'Lower-severity alarms at the weekend, after an hour without acknowledgement.',
        minimumSeverity: 2,
        ackTime: 60,
        enabled: false,
        days: ['SATURDAY', 'SUNDAY'],
        recipientFilters: ['alice@acme.example'],
      },
      now - 3 * day,
    ),
    rule(
      {
        id: '4',
        orgResourceId: 'acme.acme-north',
        name: 'North boiler pressure',
        minimumSeverity: 3,
        ackTime: 10,
        nameFilters: ['HighPressure'],
        recipientFilters: ['north-desk@acme.example'],
      },
      now - 5 * day,
    ),
    rule(
      {
        id: '5',
        orgResourceId: 'initech',
        name: 'Conveyor jam',
        minimumSeverity: 5,
        recipientFilters: ['ops@initech.example'],
      },
      now - 8 * day,
    ),
  ];
}

const settings: Record<string, NotificationSettings> = {
  acme: {
    enabledChannels: ['EMAIL', 'SMS'],
    senderName: 'Acme plant alarms',
    defaultRecipients: ['maintenance@acme.example'],
    quietHours: { start: '22:00', end: '06:00' },
  },
};

/** What went wrong, by channel: the providers' own wording. */
const failures = [
  { recipient: 'maintenance@acme.example', channel: 'EMAIL', reason: '550 5.1.1 Mailbox unavailable' },
  { recipient: '+390212345678', channel: 'SMS', reason: 'Carrier rejected the message: number not reachable' },
  { recipient: 'shift-lead@acme.example', channel: 'EMAIL', reason: 'SMTP server did not answer within 30 s' },
] as const satisfies readonly Pick<FailedDelivery, 'recipient' | 'channel' | 'reason'>[];

/** The alarm definition of a device's model by name, as the alarms service names and rates it. */
function alarmOf(model: string, name: string): AlarmDefinition {
  const definition = alarmDefinitions[model]?.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`${model} has no alarm ${name}`);
  return definition;
}

/** 24 failures in acme (more than one page) and two in acme-north, one every 47 minutes, newest first. */
function seedFailedDeliveries(rules: readonly NotificationRule[], now: number): FailedDelivery[] {
  const minute = 60 * 1000;
  const acmeDevices = fleet.filter((device) => device.orgResourceId === 'acme');
  const acme = Array.from({ length: 24 }, (_, index): FailedDelivery => {
    const device = acmeDevices[index % acmeDevices.length]!;
    const boiler = device.model.name === 'Boiler';
    const matched = rules[boiler ? 0 : 1]!;
    const failure = failures[index % failures.length]!;
    const alarm = alarmOf(device.model.name, boiler ? 'HighTemperature' : 'SafetyStop');
    return {
      id: `fd-acme-${index + 1}`,
      orgResourceId: 'acme',
      ruleId: matched.id,
      ruleName: matched.name,
      alarmId: `${device.deviceId}.${alarm.name}`,
      alarmName: alarm.name,
      deviceLabel: device.label,
      severity: alarm.severity,
      ...failure,
      failedAt: now - (index + 1) * 47 * minute,
      attempts: 3,
    };
  });
  const north = fleet.find((device) => device.orgResourceId === 'acme.acme-north')!;
  const northRule = rules.find((candidate) => candidate.orgResourceId === 'acme.acme-north')!;
  const pressure = alarmOf(north.model.name, 'HighPressure');
  const acmeNorth = [1, 2].map(
    (index): FailedDelivery => ({
      id: `fd-north-${index}`,
      orgResourceId: north.orgResourceId,
      ruleId: northRule.id,
      ruleName: northRule.name,
      alarmId: `${north.deviceId}.${pressure.name}`,
      alarmName: pressure.name,
      deviceLabel: north.label,
      severity: pressure.severity,
      recipient: 'north-desk@acme.example',
      channel: 'EMAIL',
      reason: '552 5.2.2 Mailbox full',
      failedAt: now - index * 90 * minute,
      attempts: 3,
    }),
  );
  return [...acme, ...acmeNorth];
}

export function seedNotifications(now: number): NotificationState {
  const rules = seedRules(now);
  return { rules, settings: structuredClone(settings), failedDeliveries: seedFailedDeliveries(rules, now) };
}
