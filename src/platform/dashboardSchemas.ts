// Response schemas of the dashboard service and the platform controller (answers that drive logic: lists and
// their paging, versions, share lists, signed URLs, the stored document). `satisfies Schema<T>` ties each to the
// contract in dashboardTypes.ts / platformTypes.ts / dashboardDocument.ts, so a drift fails type-checking.
import * as v from 'valibot';
import {
  contentWidgetTypes,
  type DashboardDocument,
  type DataLink,
  type DeviceSlot,
  type PropValue,
  type Widget,
  type WidgetType,
} from './dashboardDocument';
import type {
  AssetStorageStatus,
  DashboardItem,
  DashboardOut,
  DashboardPreference,
  DashboardVersion,
  Flow,
  GalleryAssetManifest,
  GalleryWidget,
  OrganizationManifest,
  SignedUrl,
} from './dashboardTypes';
import type { DeviceDetails, DeviceDetailsPage, DeviceTagInfo, PlatformTags, TagSample } from './platformTypes';
import { type Schema } from './schemas';
import { dataPageSchema } from './dataPageSchema';

const dashboardTypeSchema = v.picklist(['DASHBOARD', 'WIDGET']);
const names = v.array(v.string());

const manifestSchema = v.object({
  assets: v.optional(
    v.array(
      v.object({
        name: v.string(),
        signedUrl: v.optional(v.string()),
        counter: v.optional(v.number()),
        generation: v.optional(v.number()),
      }),
    ),
    [],
  ),
});

const dashboardItemEntries = {
  id: v.pipe(v.string(), v.minLength(1)),
  type: dashboardTypeSchema,
  name: v.string(),
  description: v.optional(v.string(), ''),
  orgResourceId: v.string(),
  owner: v.string(),
  readers: v.optional(names, []),
  editors: v.optional(names, []),
  creationDate: v.number(),
  updatedAt: v.number(),
  version: v.string(),
  manifest: v.optional(manifestSchema, { assets: [] }),
};

export const dashboardItemSchema = v.object(dashboardItemEntries) satisfies Schema<DashboardItem>;
/**
 * Facts §10 DashboardOut: a dashboard with its document carries no `orgResourceId`, `creationDate` or `version`, so a
 * screen shows them only when the service sends them.
 */
export const dashboardOutSchema = v.object({
  ...dashboardItemEntries,
  orgResourceId: v.optional(v.string()),
  creationDate: v.optional(v.number()),
  version: v.optional(v.string()),
  json: v.string(),
}) satisfies Schema<DashboardOut>;
export const dashboardsPageSchema = dataPageSchema(dashboardItemSchema);

export const dashboardVersionSchema = v.object({
  version: v.string(),
  description: v.optional(v.string(), ''),
  creationDate: v.number(),
  author: v.string(),
  current: v.boolean(),
  parentVersion: v.optional(v.string()),
}) satisfies Schema<DashboardVersion>;

export const signedUrlSchema = v.object({ value: v.pipe(v.string(), v.url()) }) satisfies Schema<SignedUrl>;

export const assetStorageStatusSchema = v.object({ enabled: v.boolean() }) satisfies Schema<AssetStorageStatus>;

export const galleryAssetManifestSchema = v.object({
  asset: v.string(),
  lib: v.string(),
  url: v.string(),
  manifest: v.object({
    resources: v.object({ images: v.optional(names), icon: v.optional(names) }),
    source: v.optional(v.string()),
    widgets: v.optional(names),
  }),
}) satisfies Schema<GalleryAssetManifest>;

export const organizationManifestSchema = v.object({
  assets: v.array(galleryAssetManifestSchema),
}) satisfies Schema<OrganizationManifest>;

export const galleryWidgetSchema = v.object({
  name: v.string(),
  main: v.object({ url: v.string() }),
  widgets: v.optional(names, []),
}) satisfies Schema<GalleryWidget>;

export const dashboardPreferenceSchema = v.object({
  id: v.string(),
  username: v.string(),
  orgResourceId: v.string(),
  dashboardId: v.string(),
}) satisfies Schema<DashboardPreference>;

export const flowSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  description: v.optional(v.string(), ''),
  orgResourceId: v.string(),
  owner: v.string(),
  readers: v.optional(names, []),
  editors: v.optional(names, []),
  creationDate: v.number(),
  updatedAt: v.number(),
  steps: v.array(
    v.object({ id: v.string(), dashboardId: v.string(), version: v.optional(v.string()), label: v.string() }),
  ),
}) satisfies Schema<Flow>;
export const flowsPageSchema = dataPageSchema(flowSchema);

// The stored document (dashboardDocument.ts). The viewer and the editor trust its shape, so it is checked when read.
const widgetTypeSchema = v.picklist([
  'ProjectWgt',
  'TagMgr',
  'PageWgt',
  'GroupWgt',
  ...contentWidgetTypes,
] satisfies WidgetType[]);

const propValueSchema = v.union([
  v.string(),
  v.number(),
  v.boolean(),
  v.null(),
  v.array(v.string()),
]) satisfies Schema<PropValue>;

const gridAreaSchema = v.object({ x: v.number(), y: v.number(), w: v.number(), h: v.number() });

export const widgetSchema: Schema<Widget> = v.object({
  wgtId: v.pipe(v.string(), v.minLength(1)),
  type: widgetTypeSchema,
  name: v.string(),
  props: v.record(v.string(), propValueSchema),
  layout: v.optional(gridAreaSchema),
  children: v.array(v.lazy(() => widgetSchema)),
});

const dataLinkSchema = v.object({
  id: v.string(),
  sourceId: v.literal('TagMgr'),
  srcProp: v.string(),
  targetId: v.string(),
  tgtProp: v.string(),
  permission: v.picklist(['readonly', 'write', 'read/write']),
}) satisfies Schema<DataLink>;

const deviceSlotSchema = v.object({
  name: v.string(),
  model: v.string(),
  modelName: v.string(),
  modelVersion: v.string(),
  deviceId: v.optional(v.string()),
  properties: v.record(v.string(), v.object({ type: v.string(), version: v.string() })),
}) satisfies Schema<DeviceSlot>;

export const dashboardDocumentSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  projectWgt: widgetSchema,
  dataLinks: v.array(dataLinkSchema),
  deviceSlots: v.record(v.string(), deviceSlotSchema),
  dateCreated: v.number(),
  dateModified: v.number(),
  version: v.string(),
  definitionVersion: v.number(),
}) satisfies Schema<DashboardDocument>;

export const platformTagsSchema = v.object({
  deviceId: v.string(),
  modelPath: v.string(),
  header: v.array(v.string()),
  types: v.optional(v.array(v.string())),
  // Facts §6 `timestampFormat: 'unix' | 'iso8601'`: an ISO instant reads as its epoch milliseconds. A `null` value is
  // a gap the platform left (`USE_NULL`, `paddingPolicy: NULL`), kept as a gap: not a zero, not a failure.
  data: v.array(
    v.pipe(
      v.tuple([v.union([v.number(), v.pipe(v.string(), v.isoTimestamp())]), v.nullable(v.union([v.number(), v.boolean(), v.string()]))]),
      v.transform((sample): TagSample => [typeof sample[0] === 'number' ? sample[0] : Date.parse(sample[0]), sample[1]]),
    ),
  ),
}) satisfies Schema<PlatformTags>;

export const deviceTagInfoSchema = v.object({
  name: v.string(),
  type: v.string(),
  unit: v.optional(v.string()),
  writable: v.optional(v.boolean()),
  min: v.optional(v.number()),
  max: v.optional(v.number()),
}) satisfies Schema<DeviceTagInfo>;

export const deviceDetailsSchema = v.object({
  deviceId: v.string(),
  label: v.string(),
  orgResourceId: v.string(),
  modelName: v.string(),
  modelVersion: v.string(),
  connected: v.boolean(),
  position: v.optional(v.object({ latitude: v.number(), longitude: v.number() })),
}) satisfies Schema<DeviceDetails>;

export const deviceDetailsPageSchema = v.object({
  data: v.array(deviceDetailsSchema),
  links: v.object({ self: v.string(), next: v.nullable(v.string()) }),
}) satisfies Schema<DeviceDetailsPage>;
