// The facts' answer shapes (platform-facts.md §3 and the DTOs beside each call), written from the facts alone so the
// portal's readers and the sandbox are held to them, not to each other. Objects are loose: the facts list fields,
// and a service may send more.
import * as v from 'valibot';

/** Facts §3: the core's Spring-style page. */
export const corePage = <T extends v.GenericSchema>(item: T) =>
  v.object({
    content: v.array(item),
    number: v.number(),
    size: v.number(),
    numberOfElements: v.number(),
    totalElements: v.number(),
    totalPages: v.number(),
    first: v.boolean(),
    last: v.boolean(),
  });

/** Facts §3: mappings, alarms and notifications pages, items under `data`. */
export const dataPage = <T extends v.GenericSchema>(item: T) =>
  v.object({ data: v.array(item), number: v.number(), totalElements: v.number(), totalPages: v.number(), last: v.boolean() });

/** Facts §12.1: names and titles are Localizable, or plain strings (the CCA template's manifest). */
export const localizable = v.union([v.string(), v.object({ value: v.string(), i18n: v.optional(v.string()) })]);

/** Facts §12.1 `APP_ORGANIZATION_STATUS`. */
export const installStatus = v.picklist([
  'INSTALLATION',
  'INSTALLED',
  'INSTALLATION_FAILED',
  'UNINSTALLATION',
  'UNINSTALLATION_FAILED',
  'MANUAL_UPGRADABLE',
  'FREE_TRIAL',
  'PAYMENT_REQUIRED',
  'RENEWAL_AND_PAYMENT_REQUIRED',
  'RENEWAL_REQUIRED',
]);

/** Facts §12.1 `Application`, with the parts of its `Manifest` LOCAL reads (`manifest.baseUrl`). */
export const application = v.object({
  id: v.number(),
  key: v.string(),
  name: localizable,
  version: v.string(),
  description: localizable,
  coverImageUrl: v.string(),
  status: v.string(),
  globalPage: v.object({ id: v.string(), url: v.string(), iconUrl: v.string(), title: localizable }),
  manifest: v.object({ key: v.string(), baseUrl: v.string() }),
});

/** Facts §12.1 `AppOrganizationOutDTO`. */
export const appOrganization = v.object({
  id: v.number(),
  organizationId: v.number(),
  status: installStatus,
  createdAt: v.union([v.string(), v.number()]),
  updatedAt: v.union([v.string(), v.number()]),
  app: application,
  manifestFrom: v.picklist(['STORE', 'CUSTOM']),
  canAccess: v.boolean(),
  planId: v.optional(v.string()),
});

/** Facts §8.1 `AlarmIn`: the fields a list reads. `status` is text: the facts' sources disagree on its words. */
export const alarmIn = v.object({
  id: v.string(),
  orgResourceId: v.string(),
  deviceId: v.string(),
  name: v.string(),
  description: v.string(),
  tag: v.string(),
  severity: v.number(),
  updatedAt: v.number(),
  eventTimestamp: v.number(),
  status: v.string(),
  ack: v.picklist(['REQUIRED', 'NOT_REQUIRED']),
  reset: v.picklist(['REQUIRED', 'NOT_REQUIRED']),
});

/** Facts §8.1 `AlarmPage`: a data page with the paging fields of PaginationDTO. */
export const alarmPage = v.object({
  ...dataPage(alarmIn).entries,
  first: v.boolean(),
  numberOfElements: v.number(),
  size: v.number(),
});

/** Facts §8.1 `AlarmDetail`. CLEAR is ours: a person's clear (spec), which the facts' operations name (`clearAlarm`). */
export const alarmDetail = v.object({
  ack: v.picklist(['REQUIRED', 'NOT_REQUIRED']),
  reset: v.picklist(['REQUIRED', 'NOT_REQUIRED']),
  action: v.optional(v.picklist(['ACK', 'NO_ACK', 'RESET', 'CLEAR'])),
  enabled: v.picklist(['ENABLED', 'NOT_ENABLED']),
  status: v.string(),
  description: v.string(),
  updatedAt: v.union([v.number(), v.string()]),
  value: v.optional(v.string()),
});

/** Facts §8.1 `AlarmSeverityByDevice`: a cursor page of severity counts per device. */
export const severityByDevice = v.object({
  data: v.array(v.record(v.string(), v.array(v.object({ severity: v.number(), count: v.number() })))),
  last: v.boolean(),
  next: v.optional(v.string()),
});

/** Facts §3: the VPN actions' page. */
export const actionPage = <T extends v.GenericSchema>(item: T) => v.object({ records: v.number(), page: v.number(), total: v.number(), content: v.array(item) });

/** Facts §11.2: the server-side action DTO (snake_case), the fields every application has. */
export const actionDto = v.object({ id: v.string(), name: v.string(), port: v.number(), protocol: v.string() });

/** Facts §10 DashboardOut: no organisation, creation date or version. */
export const dashboardOut = v.object({
  id: v.string(),
  type: v.picklist(['DASHBOARD', 'WIDGET', '']),
  name: v.string(),
  description: v.string(),
  json: v.string(),
  manifest: v.object({ assets: v.array(v.object({ name: v.string() })) }),
  updatedAt: v.optional(v.number()),
  owner: v.optional(v.string()),
  readers: v.optional(v.array(v.string())),
  editors: v.optional(v.array(v.string())),
});
