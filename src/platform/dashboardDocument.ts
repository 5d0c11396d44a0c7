// The dashboard document (facts §14), stored serialised in DashboardOut.json: a ProjectWgt root whose first child
// is the TagMgr and whose other children are PageWgts, each holding one grid GroupWgt that places the widgets.
// Widgets bind to tags through DataLinks whose source is the TagMgr; a tag is `<slot>/<tag path>`, the slot being
// a typed placeholder (model) that the viewer fills with a device. Names follow the platform (PageWgt0, GroupWgt0,
// ValueWgt3) so documents exported from the portal are recognisable to its tools. The platform compresses the
// stored JSON; the compression is not public, so the portal stores it plain (docs/decisions.md).

/** Widget types the portal draws. A gallery widget's type would carry its package prefix (facts §14). */
export const contentWidgetTypes = [
  'TextWgt',
  'ValueWgt',
  'GaugeWgt',
  'TrendWgt',
  'BarChartWgt',
  'ImageWgt',
  'DeviceTableWgt',
  'MapAlarmWgt',
] as const;
export type ContentWidgetType = (typeof contentWidgetTypes)[number];
export type StructureWidgetType = 'ProjectWgt' | 'TagMgr' | 'PageWgt' | 'GroupWgt';
export type WidgetType = StructureWidgetType | ContentWidgetType;

/** A cell range in the parent GroupWgt's grid, 0-based. */
export interface GridArea {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type PropValue = string | number | boolean | null | readonly string[];

export interface Widget {
  wgtId: string;
  type: WidgetType;
  name: string;
  props: Record<string, PropValue>;
  /** Place in the parent GroupWgt's grid; content widgets only. */
  layout?: GridArea;
  children: Widget[];
}

/** facts §14: readonly copies tag → widget, write widget → tag, read/write both. */
export type LinkPermission = 'readonly' | 'write' | 'read/write';

export interface DataLink {
  id: string;
  sourceId: 'TagMgr';
  /** The tag name, `<slot>/<tag path>`. */
  srcProp: string;
  targetId: string;
  tgtProp: string;
  permission: LinkPermission;
}

/** A typed device placeholder; `deviceId` is the default device, replaced by `ecc_device_<slot>` in the URL. */
export interface DeviceSlot {
  name: string;
  /** `<model name>:<major version>`, the prefix of the platform's model paths (facts §6). */
  model: string;
  modelName: string;
  modelVersion: string;
  deviceId?: string;
  properties: Record<string, { type: string; version: string }>;
}

export interface DashboardDocument {
  id: string;
  name: string;
  description: string;
  projectWgt: Widget;
  dataLinks: DataLink[];
  deviceSlots: Record<string, DeviceSlot>;
  dateCreated: number;
  dateModified: number;
  version: string;
  /** Format version of this document shape; documents are migrated on load when it grows (facts §14). */
  definitionVersion: number;
}

export const definitionVersion = 1;
export const tagManagerId = 'TagMgr';
/** Grid of a new page's GroupWgt. */
export const defaultGrid = { columns: 12, rows: 8 } as const;

/** A tag address as the TagMgr names it: `<slot>/<tag path>` (facts §14). */
export function tagName(slot: string, tagPath: string): string {
  return `${slot}/${tagPath}`;
}

export function splitTagName(tag: string): { slot: string; tagPath: string } | undefined {
  const separator = tag.indexOf('/');
  if (separator <= 0 || separator === tag.length - 1) return undefined;
  return { slot: tag.slice(0, separator), tagPath: tag.slice(separator + 1) };
}

export function pageWidget(index: number, title: string): Widget {
  return {
    wgtId: `PageWgt${index}`,
    type: 'PageWgt',
    name: `PageWgt${index}`,
    props: { title },
    children: [
      {
        wgtId: `GroupWgt${index}`,
        type: 'GroupWgt',
        name: `GroupWgt${index}`,
        props: { layout: 'grid', columns: defaultGrid.columns, rows: defaultGrid.rows },
        children: [],
      },
    ],
  };
}

/** An empty document with one page, as the editor's /new starts and the service stores on create. */
export function emptyDocument(fields: { id: string; name: string; description: string; pageTitle: string; now: number }): DashboardDocument {
  return {
    id: fields.id,
    name: fields.name,
    description: fields.description,
    projectWgt: {
      wgtId: 'ProjectWgt',
      type: 'ProjectWgt',
      name: 'ProjectWgt',
      props: {},
      children: [{ wgtId: tagManagerId, type: 'TagMgr', name: tagManagerId, props: { tags: [] }, children: [] }, pageWidget(0, fields.pageTitle)],
    },
    dataLinks: [],
    deviceSlots: {},
    dateCreated: fields.now,
    dateModified: fields.now,
    version: '1',
    definitionVersion,
  };
}
