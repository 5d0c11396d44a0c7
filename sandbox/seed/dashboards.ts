// Seeded dashboards, flows, gallery and preferences (documented in sandbox/README.md). Documents follow the
// widget-tree model (src/platform/dashboardDocument.ts): a page's grid GroupWgt holds Text/Value/Gauge/Trend/Image
// widgets bound through data links to a device slot whose default device is a simulated one (devices/fleet.ts).
import {
  defaultGrid,
  emptyDocument,
  pageWidget,
  tagManagerId,
  tagName,
  type DashboardDocument,
  type DataLink,
  type DeviceSlot,
  type GridArea,
  type PropValue,
  type Widget,
  type WidgetType,
} from '../../src/platform/dashboardDocument';
import type { DashboardPreference, DashboardType, Flow } from '../../src/platform/dashboardTypes';
import type { DashboardsState, StoredAsset, StoredDashboard, StoredGalleryAsset, StoredVersion } from '../dashboards/state';
import { simulatedModels, type SimulatedModel } from '../devices/fleet';

const day = 86_400_000;
/** Seed dates are fixed so tests and screenshots do not drift. */
const seededAt = Date.UTC(2025, 0, 6, 9, 0, 0);

function model(name: string): SimulatedModel {
  const found = simulatedModels.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`No simulated model ${name}`);
  return found;
}

/** A slot typed by a simulated model, its properties being the model's tags. */
function slot(name: string, of: SimulatedModel, deviceId: string): DeviceSlot {
  const major = of.version.split('.')[0] ?? '1';
  return {
    name,
    model: `${of.name}:${major}`,
    modelName: of.name,
    modelVersion: of.version,
    deviceId,
    properties: Object.fromEntries(of.tags.map((tag) => [tag.name, { type: tag.type, version: of.version }])),
  };
}

/** What a content widget shows and where; `tag` binds its `value` to `<slot>/<tag path>`. */
interface Cell {
  type: WidgetType;
  layout: GridArea;
  props: Record<string, PropValue>;
  tag?: { slot: string; path: string };
}

interface Page {
  title: string;
  cells: Cell[];
}

/** Builds a document with the platform's naming: PageWgt<n>/GroupWgt<n>, content widgets numbered across pages. */
function serialisedDocument(fields: { id: string; name: string; description: string; version: string; slots: DeviceSlot[]; pages: Page[] }): string {
  const base: DashboardDocument = emptyDocument({ ...fields, pageTitle: '', now: seededAt });
  const dataLinks: DataLink[] = [];
  const tags = new Set<string>();
  let counter = 0;
  const pages = fields.pages.map((page, index): Widget => {
    const shell = pageWidget(index, page.title);
    const children = page.cells.map((cell): Widget => {
      counter += 1;
      const wgtId = `${cell.type}${counter}`;
      if (cell.tag !== undefined) {
        const tag = tagName(cell.tag.slot, cell.tag.path);
        tags.add(tag);
        dataLinks.push({
          id: `DataLink${dataLinks.length + 1}`,
          sourceId: tagManagerId,
          srcProp: tag,
          targetId: wgtId,
          tgtProp: 'value',
          permission: 'readonly',
        });
      }
      return { wgtId, type: cell.type, name: wgtId, props: cell.props, layout: cell.layout, children: [] };
    });
    const [group] = shell.children;
    return { ...shell, children: group === undefined ? [] : [{ ...group, children }] };
  });
  const [tagManager] = base.projectWgt.children;
  const projectWgt: Widget = {
    ...base.projectWgt,
    children: [...(tagManager === undefined ? [] : [{ ...tagManager, props: { tags: [...tags] } }]), ...pages],
  };
  return JSON.stringify({
    ...base,
    version: fields.version,
    projectWgt,
    dataLinks,
    deviceSlots: Object.fromEntries(fields.slots.map((each) => [each.name, each])),
  } satisfies DashboardDocument);
}

const full = (y: number, h: number): GridArea => ({ x: 0, y, w: defaultGrid.columns, h });
const quarter = (x: number, y: number): GridArea => ({ x, y, w: 3, h: 3 });

const boiler = model('Boiler');
const conveyor = model('Conveyor');
const boilerSlot = slot('Boiler', boiler, 'dev-acme-boiler-1');
const conveyorSlot = (deviceId: string) => slot('Line', conveyor, deviceId);
const onBoiler = (path: string) => ({ slot: boilerSlot.name, path });
const onLine = (path: string) => ({ slot: 'Line', path });

const boilerTiles: Cell[] = [
  { type: 'TextWgt', layout: full(0, 1), props: { text: 'Boiler hall A' } },
  { type: 'ValueWgt', layout: quarter(0, 1), props: { title: 'Temperature', unit: '°C', decimals: 1 }, tag: onBoiler('Boiler/Temperature') },
  { type: 'GaugeWgt', layout: quarter(3, 1), props: { title: 'Pressure', unit: 'bar', min: 0, max: 4, warning: 3, alarm: 3.5 }, tag: onBoiler('Boiler/Pressure') },
];
const boilerStatus: Cell[] = [
  { type: 'ValueWgt', layout: quarter(6, 1), props: { title: 'Burner', unit: '', decimals: 0 }, tag: onBoiler('Boiler/BurnerOn') },
  { type: 'ValueWgt', layout: quarter(9, 1), props: { title: 'Mode', unit: '', decimals: 0 }, tag: onBoiler('Boiler/Mode') },
  { type: 'TrendWgt', layout: full(4, 4), props: { title: 'Temperature, last hour', unit: '°C', minutes: 60, warning: 85, alarm: 92 }, tag: onBoiler('Boiler/Temperature') },
];
const trendsPage: Page = {
  title: 'Trends',
  cells: [
    { type: 'TrendWgt', layout: full(0, 4), props: { title: 'Pressure, last 6 hours', unit: 'bar', minutes: 360 }, tag: onBoiler('Boiler/Pressure') },
    { type: 'ImageWgt', layout: { x: 0, y: 4, w: 3, h: 3 }, props: { asset: 'hall-a.svg', alt: 'Plan of boiler hall A' } },
  ],
};

function version(
  dashboard: { id: string; name: string; description: string; slots: DeviceSlot[] },
  name: string,
  pages: Page[],
  extra: { author?: string; description?: string; parentVersion?: string; creationDate: number },
): StoredVersion {
  return {
    version: name,
    description: extra.description ?? '',
    creationDate: extra.creationDate,
    author: extra.author ?? 'alice',
    ...(extra.parentVersion === undefined ? {} : { parentVersion: extra.parentVersion }),
    json: serialisedDocument({ ...dashboard, version: name, pages }),
  };
}

interface DashboardSeed {
  id: string;
  type?: DashboardType;
  name: string;
  description: string;
  orgResourceId: string;
  owner: string;
  readers?: string[];
  editors?: string[];
  slots: DeviceSlot[];
  currentVersion?: string;
  /** Pages of each version, oldest first: version n+1 is saved over version n. */
  versions: Page[][];
  /** Descriptions by version name. */
  notes?: Record<string, string>;
}

function dashboard(seed: DashboardSeed): StoredDashboard {
  const versions = seed.versions.map((pages, index) =>
    version(seed, String(index + 1), pages, {
      author: seed.owner,
      description: seed.notes?.[String(index + 1)] ?? '',
      creationDate: seededAt + index * day,
      ...(index === 0 ? {} : { parentVersion: String(index) }),
    }),
  );
  const updatedAt = versions.at(-1)?.creationDate ?? seededAt;
  return {
    id: seed.id,
    type: seed.type ?? 'DASHBOARD',
    name: seed.name,
    description: seed.description,
    orgResourceId: seed.orgResourceId,
    owner: seed.owner,
    readers: seed.readers ?? [],
    editors: seed.editors ?? [],
    creationDate: seededAt,
    updatedAt,
    currentVersion: seed.currentVersion ?? String(versions.length),
    versions,
  };
}

const hallA: StoredDashboard = dashboard({
  id: 'dsh-boiler-hall-a',
  name: 'Boiler hall A',
  description: 'Temperature, pressure and burner of the hall A boiler',
  orgResourceId: 'acme',
  owner: 'alice',
  readers: ['bob'],
  slots: [boilerSlot],
  // 1: the first tiles; 2 (current): burner, mode and trend added; 3 (LATEST, not current): a trends page.
  currentVersion: '2',
  versions: [
    [{ title: 'Overview', cells: boilerTiles }],
    [{ title: 'Overview', cells: [...boilerTiles, ...boilerStatus] }],
    [{ title: 'Overview', cells: [...boilerTiles, ...boilerStatus] }, trendsPage],
  ],
  notes: { '1': 'First tiles', '2': 'Burner, mode and trend', '3': 'Trends page, under review' },
});

const fleetView = dashboard({
  id: 'dsh-boiler-fleet',
  name: 'Boiler pressure',
  description: 'Pressure of one boiler at a glance; pick another boiler in the viewer',
  orgResourceId: 'acme',
  owner: 'alice',
  slots: [boilerSlot],
  versions: [
    [
      {
        title: 'Pressure',
        cells: [
          { type: 'GaugeWgt', layout: { x: 0, y: 0, w: 6, h: 4 }, props: { title: 'Pressure', unit: 'bar', min: 0, max: 4 }, tag: onBoiler('Boiler/Pressure') },
          { type: 'TrendWgt', layout: { x: 6, y: 0, w: 6, h: 4 }, props: { title: 'Pressure, last hour', unit: 'bar', minutes: 60 }, tag: onBoiler('Boiler/Pressure') },
        ],
      },
    ],
  ],
});

const lineCells: Cell[] = [
  { type: 'ValueWgt', layout: quarter(0, 0), props: { title: 'Speed', unit: 'm/s', decimals: 2 }, tag: onLine('Drive/Speed') },
  { type: 'ValueWgt', layout: quarter(3, 0), props: { title: 'Pieces', unit: 'pcs', decimals: 0 }, tag: onLine('Counter/Pieces') },
  { type: 'TrendWgt', layout: full(3, 4), props: { title: 'Drive current, last hour', unit: 'A', minutes: 60 }, tag: onLine('Drive/Current') },
];

const conveyorLine = dashboard({
  id: 'dsh-conveyor-line-1',
  name: 'Conveyor line 1',
  description: 'Speed, output and drive current',
  orgResourceId: 'acme',
  owner: 'alice',
  slots: [conveyorSlot('dev-acme-conveyor-1')],
  versions: [[{ title: 'Line', cells: lineCells }]],
});

const boilerTile = dashboard({
  id: 'wgt-boiler-tile',
  type: 'WIDGET',
  name: 'Boiler tile',
  description: 'Composed widget: temperature and pressure of a boiler',
  orgResourceId: 'acme',
  owner: 'alice',
  slots: [boilerSlot],
  versions: [[{ title: 'Tile', cells: boilerTiles.slice(1) }]],
});

const initechLine = dashboard({
  id: 'dsh-initech-conveyor',
  name: 'Initech conveyor',
  description: "Carol's view of the Initech conveyor",
  orgResourceId: 'initech',
  owner: 'carol',
  slots: [conveyorSlot('dev-initech-conveyor-1')],
  versions: [[{ title: 'Line', cells: lineCells }]],
});

const encoder = new TextEncoder();

/** The image of hall A's trends page (ImageWgt `asset`). */
const hallPlan: StoredAsset = {
  dashboardId: hallA.id,
  name: 'hall-a.svg',
  widgetId: 'ImageWgt8',
  generation: 1,
  contentType: 'image/svg+xml',
  bytes: encoder.encode(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#eef"/>' +
      '<rect x="10" y="10" width="40" height="30" fill="#c33"/><text x="60" y="70" font-size="10">Hall A</text></svg>',
  ),
};

const galleryPackage: StoredGalleryAsset = {
  orgResourceId: 'acme',
  asset: 'acme-widgets',
  contentType: 'text/javascript',
  bytes: encoder.encode('export const widgets = ["acme-widgets.TankLevel"];\n'),
  manifest: { resources: { images: [], icon: [] }, source: 'acme-widgets.zip', widgets: ['acme-widgets.TankLevel'] },
};

const boilerFlow: Flow = {
  id: 'flw-acme-boilers',
  name: 'Boiler round',
  description: 'Hall A, then the pressure view',
  orgResourceId: 'acme',
  owner: 'alice',
  readers: [],
  editors: [],
  creationDate: seededAt,
  updatedAt: seededAt,
  steps: [
    { id: 'step-1', dashboardId: hallA.id, label: 'Hall A' },
    { id: 'step-2', dashboardId: fleetView.id, version: '1', label: 'Pressure' },
  ],
};

const alicesDefault: DashboardPreference = { id: 'pref-1', username: 'alice', orgResourceId: 'acme', dashboardId: hallA.id };

/** A fresh copy of the seed (the store is rebuilt from it on every reset). */
export function seedDashboardsState(): DashboardsState {
  return structuredClone({
    dashboards: [hallA, fleetView, conveyorLine, boilerTile, initechLine],
    assets: [hallPlan],
    gallery: [galleryPackage],
    preferences: [alicesDefault],
    flows: [boilerFlow],
  });
}

