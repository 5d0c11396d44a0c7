// What an audit event means to a person: the kind of thing written (the service names it by its collection,
// `devices`, `userPreferences`), its name as the entity itself carries it, what was done (the service's event,
// CREATE, ACK…) and which field changed (`quietHours.start`), each in words in the person's language; the raw names
// stay for support.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AuditEvent } from '../../platform/auditTypes';

const entityTypes: Record<string, MessageDescriptor> = {
  alarms: msg`Alarm`,
  apiKeys: msg`API key`,
  apps: msg`App`,
  'apps like': msg`App rating`,
  assets: msg`Dashboard file`,
  dashboards: msg`Dashboard`,
  deviceGroups: msg`Device group`,
  deviceLicenses: msg`Device licence`,
  devices: msg`Device`,
  endpoints: msg`Remote access endpoint`,
  flows: msg`Flow`,
  gateways: msg`Gateway`,
  licenses: msg`Licence`,
  models: msg`Model`,
  notifications: msg`Notification rule`,
  organizations: msg`Organization`,
  preferences: msg`Organization setting`,
  presets: msg`Preset`,
  products: msg`Product`,
  roles: msg`Role`,
  securityPolicies: msg`Security policy`,
  tags: msg`Tag`,
  transactions: msg`Licence transaction`,
  triggers: msg`Trigger`,
  userGroups: msg`User group`,
  userPreferences: msg`Personal setting`,
  users: msg`User`,
  versions: msg`Dashboard version`,
  widgets: msg`Widget`,
};

const events: Record<string, MessageDescriptor> = {
  CREATE: msg`Created`,
  UPDATE: msg`Changed`,
  DELETE: msg`Deleted`,
  ACK: msg`Acknowledged`,
  ACKALL: msg`All acknowledged`,
  RESET: msg`Reset`,
  RESETALL: msg`All reset`,
  CLEAR: msg`Cleared`,
  CLEARALL: msg`All cleared`,
  ACTIVATE: msg`Activated`,
  CONNECT: msg`Connected`,
  DISCONNECT: msg`Disconnected`,
  MOVE: msg`Moved`,
  RENEW: msg`Renewed`,
  RESCHEDULE: msg`Rescheduled`,
  SYNC: msg`Synchronized`,
  UPLOAD: msg`Uploaded`,
  VALIDATE: msg`Validated`,
  PAYMENT: msg`Paid`,
};

/** The audit filter's events: those every write ends in, then the actions, in the order above. */
export const auditEventChoices = Object.keys(events);

export const entityTypeLabel = (type: string, i18n: I18n): string => {
  const label = entityTypes[type];
  return label ? i18n._(label) : i18n._(msg`Other record`);
};

/** The entity types a person can narrow the log to, by their labels. */
export const auditEntityTypeChoices = (i18n: I18n) =>
  Object.keys(entityTypes)
    .map((type) => ({ value: type, label: entityTypeLabel(type, i18n) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));

export const eventLabel = (event: string, i18n: I18n): string => {
  const label = events[event];
  return label ? i18n._(label) : i18n._(msg`Other action`);
};

/** The name the entity carries after the write (or before it, when deleted), if it carries one. */
export function auditEntityName(event: Pick<AuditEvent, 'before' | 'after'>): string | undefined {
  for (const side of [event.after, event.before]) {
    if (typeof side !== 'object' || side === null) continue;
    const record = side as Record<string, unknown>;
    const name = ['label', 'name', 'title', 'username', 'displayName'].map((key) => record[key]).find((value) => typeof value === 'string' && value !== '');
    if (typeof name === 'string') return name;
  }
  return undefined;
}

/** The entity as a person reads it: its kind, and its name when it has one ("Device: Boiler Hall A"). */
export function auditEntityText(event: Pick<AuditEvent, 'entityType' | 'before' | 'after'>, i18n: I18n): string {
  const type = entityTypeLabel(event.entityType, i18n);
  const name = auditEntityName(event);
  return name === undefined ? type : i18n._(msg`${type}: ${name}`);
}

/** The fields entities commonly carry, in words a translator can reach; any other key is split at its capitals. */
const fieldNames: Record<string, MessageDescriptor> = {
  actions: msg`Actions`,
  amount: msg`Amount`,
  autorenew: msg`Renews automatically`,
  channels: msg`Channels`,
  comment: msg`Comment`,
  dashboardId: msg`Dashboard`,
  dealer: msg`Dealer`,
  description: msg`Description`,
  deviceId: msg`Device`,
  editors: msg`Editors`,
  email: msg`Email`,
  enabled: msg`Enabled`,
  end: msg`End`,
  expirationDate: msg`Expires`,
  firstName: msg`First name`,
  groupPoliciesEnabled: msg`Group policies`,
  groups: msg`Groups`,
  hasOwnResources: msg`Own resources`,
  label: msg`Label`,
  lastName: msg`Last name`,
  latitude: msg`Latitude`,
  level: msg`Level`,
  locale: msg`Language`,
  longitude: msg`Longitude`,
  members: msg`Members`,
  modelId: msg`Model`,
  modelName: msg`Model`,
  modelVersion: msg`Model version`,
  name: msg`Name`,
  permissions: msg`Permissions`,
  planId: msg`Plan`,
  policy: msg`Condition`,
  position: msg`Position`,
  presetId: msg`Preset`,
  quantity: msg`Quantity`,
  quietHours: msg`Quiet hours`,
  readers: msg`Readers`,
  recipientFilters: msg`Recipient filters`,
  recipients: msg`Recipients`,
  rising: msg`Rising`,
  roles: msg`Roles`,
  severity: msg`Severity`,
  start: msg`Start`,
  status: msg`Status`,
  tag: msg`Tag`,
  tags: msg`Tags`,
  throttlingIntervalInMSec: msg`Repeat interval`,
  theme: msg`Theme`,
  title: msg`Title`,
  type: msg`Type`,
  url: msg`Address`,
  username: msg`User name`,
  value: msg`Value`,
  version: msg`Version`,
  widgets: msg`Widgets`,
};

/** A key no table names, split at its capitals ("throttlingInterval" → "Throttling interval"). */
const splitKey = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A changed field's path as words: each key by its name in the person's language where the table knows it, else
 * split at its capitals; list positions counted from one; parts joined by "›" ("Recipient filters › 2").
 */
export function fieldText(path: string, i18n: I18n): string {
  return path
    .split(/\.|\[(\d+)\]/)
    .filter((part): part is string => part !== undefined && part !== '')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : fieldNames[part] ? i18n._(fieldNames[part]) : splitKey(part)))
    .join(' › ');
}
