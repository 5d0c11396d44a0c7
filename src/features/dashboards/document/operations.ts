// Edits of a dashboard document as pure functions returning a new document. Only the path from the root to the
// changed widget is copied (structural sharing), so history snapshots are cheap and unchanged widgets keep their
// identity, which lets React skip re-rendering them.
import {
  pageWidget,
  tagManagerId,
  tagName,
  type DashboardDocument,
  type DataLink,
  type DeviceSlot,
  type GridArea,
  type PropValue,
  type Widget,
  type ContentWidgetType,
} from '../../../platform/dashboardDocument';
import { freeArea, groupOf, placeProblem } from './placement';
import { findWidget, gridOf, nextName, pagesOf, protectedTypes, usedNames } from './tree';

/** What copy and cut put on the clipboard: widgets with the links that feed them. */
export interface Clip {
  widgets: Widget[];
  links: DataLink[];
}

function mapWidget(node: Widget, wgtId: string, change: (widget: Widget) => Widget): Widget {
  if (node.wgtId === wgtId) return change(node);
  let changed = false;
  const children = node.children.map((child) => {
    const next = mapWidget(child, wgtId, change);
    if (next !== child) changed = true;
    return next;
  });
  return changed ? { ...node, children } : node;
}

function withTree(document: DashboardDocument, wgtId: string, change: (widget: Widget) => Widget): DashboardDocument {
  const projectWgt = mapWidget(document.projectWgt, wgtId, change);
  return projectWgt === document.projectWgt ? document : { ...document, projectWgt };
}

/** Keeps an area inside the grid, at least one cell large: where a drag's pointer went past the grid's edge. */
export function clampArea(area: GridArea, grid: { columns: number; rows: number }): GridArea {
  const w = Math.min(Math.max(1, Math.round(area.w)), grid.columns);
  const h = Math.min(Math.max(1, Math.round(area.h)), grid.rows);
  return {
    x: Math.min(Math.max(0, Math.round(area.x)), grid.columns - w),
    y: Math.min(Math.max(0, Math.round(area.y)), grid.rows - h),
    w,
    h,
  };
}

/** Adds a widget on a free place of the page (placement.ts `freeArea`); any other place is a caller's mistake. */
export function addWidget(
  document: DashboardDocument,
  pageId: string,
  type: ContentWidgetType,
  area: GridArea,
  props: Record<string, PropValue>,
): { document: DashboardDocument; wgtId: string } {
  const page = findWidget(document, pageId);
  const grid = page && gridOf(page);
  if (!grid) throw new Error(`No grid on page ${pageId}`);
  if (placeProblem(grid, area)) throw new Error(`No free place on page ${pageId} at ${JSON.stringify(area)}`);
  const name = nextName(type, usedNames(document));
  const widget: Widget = { wgtId: name, type, name, props, layout: area, children: [] };
  return {
    document: withTree(document, grid.wgtId, (group) => ({ ...group, children: [...group.children, widget] })),
    wgtId: name,
  };
}

/** Places a widget; a place outside the grid or over another widget leaves the document as it was (placement.ts says why). */
export function setArea(document: DashboardDocument, wgtId: string, area: GridArea): DashboardDocument {
  const grid = groupOf(document, wgtId);
  if (!grid || placeProblem(grid, area, wgtId)) return document;
  return withTree(document, wgtId, (widget) => ({ ...widget, layout: { ...area } }));
}

export function setProps(document: DashboardDocument, wgtId: string, props: Record<string, PropValue>): DashboardDocument {
  return withTree(document, wgtId, (widget) => ({ ...widget, props: { ...widget.props, ...props } }));
}

/** Removes content widgets and the links that fed them; pages, groups and the tag manager are never removed here. */
export function removeWidgets(document: DashboardDocument, ids: readonly string[]): DashboardDocument {
  const removable = new Set(ids.filter((id) => {
    const widget = findWidget(document, id);
    return widget !== undefined && !protectedTypes.has(widget.type);
  }));
  if (removable.size === 0) return document;
  const prune = (node: Widget): Widget => {
    const kept = node.children.filter((child) => !removable.has(child.wgtId));
    const children = kept.map(prune);
    const same = kept.length === node.children.length && children.every((child, index) => child === node.children[index]);
    return same ? node : { ...node, children };
  };
  return {
    ...document,
    projectWgt: prune(document.projectWgt),
    dataLinks: document.dataLinks.filter((link) => !removable.has(link.targetId)),
  };
}

export function isRemovable(document: DashboardDocument, wgtId: string): boolean {
  const widget = findWidget(document, wgtId);
  return widget !== undefined && !protectedTypes.has(widget.type);
}

function withTag(document: DashboardDocument, tag: string): DashboardDocument {
  return withTree(document, tagManagerId, (manager) => {
    const tags = Array.isArray(manager.props.tags) ? (manager.props.tags as readonly string[]) : [];
    return tags.includes(tag) ? manager : { ...manager, props: { ...manager.props, tags: [...tags, tag] } };
  });
}

/** Declares a device slot (a typed placeholder) the first time a tag of it is bound. */
export function ensureSlot(document: DashboardDocument, slot: DeviceSlot): DashboardDocument {
  if (document.deviceSlots[slot.name]) return document;
  return { ...document, deviceSlots: { ...document.deviceSlots, [slot.name]: slot } };
}

/** Binds a widget property to `<slot>/<tag path>` through a read-only link from the tag manager. */
export function bindTag(document: DashboardDocument, wgtId: string, tgtProp: string, slot: string, tagPath: string): DashboardDocument {
  const tag = tagName(slot, tagPath);
  if (document.dataLinks.some((existing) => existing.targetId === wgtId && existing.tgtProp === tgtProp && existing.srcProp === tag)) return document;
  const link: DataLink = { id: `${wgtId}.${tgtProp}`, sourceId: 'TagMgr', srcProp: tag, targetId: wgtId, tgtProp, permission: 'readonly' };
  const others = document.dataLinks.filter((existing) => !(existing.targetId === wgtId && existing.tgtProp === tgtProp));
  return withTag({ ...document, dataLinks: [...others, link] }, tag);
}

export function unbind(document: DashboardDocument, wgtId: string, tgtProp: string): DashboardDocument {
  return { ...document, dataLinks: document.dataLinks.filter((link) => !(link.targetId === wgtId && link.tgtProp === tgtProp)) };
}

export function linksOf(document: DashboardDocument, wgtId: string): DataLink[] {
  return document.dataLinks.filter((link) => link.targetId === wgtId);
}

export function addPage(document: DashboardDocument, title: string): { document: DashboardDocument; pageId: string } {
  const used = usedNames(document);
  let index = 0;
  while (used.has(`PageWgt${index}`) || used.has(`GroupWgt${index}`)) index++;
  const page = pageWidget(index, title);
  return { document: { ...document, projectWgt: { ...document.projectWgt, children: [...document.projectWgt.children, page] } }, pageId: page.wgtId };
}

export function renamePage(document: DashboardDocument, pageId: string, title: string): DashboardDocument {
  return setProps(document, pageId, { title });
}

/** Removes a page with its widgets; the last page stays (a dashboard always has one). */
export function removePage(document: DashboardDocument, pageId: string): DashboardDocument {
  const pages = pagesOf(document);
  const page = pages.find((candidate) => candidate.wgtId === pageId);
  if (!page || pages.length === 1) return document;
  const gone = new Set<string>();
  const collect = (node: Widget) => {
    gone.add(node.wgtId);
    node.children.forEach(collect);
  };
  collect(page);
  return {
    ...document,
    projectWgt: { ...document.projectWgt, children: document.projectWgt.children.filter((child) => child !== page) },
    dataLinks: document.dataLinks.filter((link) => !gone.has(link.targetId)),
  };
}

/** Copies content widgets (protected ones are skipped) with their links. */
export function copyWidgets(document: DashboardDocument, ids: readonly string[]): Clip | undefined {
  const widgets = ids.map((id) => findWidget(document, id)).filter((widget): widget is Widget => widget !== undefined && !protectedTypes.has(widget.type));
  if (widgets.length === 0) return undefined;
  const copied = new Set(widgets.map((widget) => widget.wgtId));
  return { widgets, links: document.dataLinks.filter((link) => copied.has(link.targetId)) };
}

/**
 * Pastes a clip onto a page under fresh names, links included: each widget one cell down and right of its original
 * when that place is free, else on the first free place of its size; widgets that find no room are left out.
 */
export function pasteClip(document: DashboardDocument, pageId: string, clip: Clip): { document: DashboardDocument; ids: string[] } {
  const page = findWidget(document, pageId);
  const grid = page && gridOf(page);
  if (!grid) return { document, ids: [] };
  const used = usedNames(document);
  const renamed = new Map<string, string>();
  const pasted: Widget[] = [];
  for (const widget of clip.widgets) {
    const area = widget.layout ?? { x: 0, y: 0, w: 3, h: 2 };
    // Placed one by one against the page as it grows, so pasted widgets do not overlap each other either.
    const placing = { ...grid, children: [...grid.children, ...pasted] };
    const offset = { ...area, x: area.x + 1, y: area.y + 1 };
    const layout = placeProblem(placing, offset) ? freeArea(placing, { w: area.w, h: area.h }) : offset;
    if (!layout) continue;
    const name = nextName(widget.type, used);
    renamed.set(widget.wgtId, name);
    pasted.push({ ...widget, wgtId: name, name, layout });
  }
  const links = clip.links.flatMap((link) => {
    const targetId = renamed.get(link.targetId);
    return targetId ? [{ ...link, id: `${targetId}.${link.tgtProp}`, targetId }] : [];
  });
  const withWidgets = withTree(document, grid.wgtId, (group) => ({ ...group, children: [...group.children, ...pasted] }));
  const result = links.reduce((current, link) => withTag(current, link.srcProp), { ...withWidgets, dataLinks: [...withWidgets.dataLinks, ...links] });
  return { document: result, ids: [...renamed.values()] };
}
