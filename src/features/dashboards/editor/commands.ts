// What the editor's buttons and shortcuts do to the document: each returns the edit to record (with the label the
// history list shows), or nothing when there is nothing to do, so a shortcut that does nothing leaves its key alone.
import type { ContentWidgetType, DashboardDocument, GridArea } from '../../../platform/dashboardDocument';
import { addWidget, copyWidgets, isRemovable, pasteClip, removeWidgets, type Clip } from '../document/operations';
import { findWidget, gridOf, gridSize } from '../document/tree';
import { kindOf } from '../widgets/catalog';

export interface Edit {
  label: string;
  document: DashboardDocument;
  selection?: readonly string[];
}

export interface Labels {
  add: (kind: string) => string;
  remove: (count: number) => string;
  paste: (count: number) => string;
  cut: (count: number) => string;
}

/** The first free place for a widget of this size on the page's grid, scanning rows top to bottom; below all else. */
export function freeArea(document: DashboardDocument, pageId: string, size: Pick<GridArea, 'w' | 'h'>): GridArea {
  const page = findWidget(document, pageId);
  const grid = page && gridOf(page);
  if (!grid) return { x: 0, y: 0, ...size };
  const { columns, rows } = gridSize(grid);
  const taken = grid.children.flatMap((widget) => (widget.layout ? [widget.layout] : []));
  const overlaps = (area: GridArea) =>
    taken.some((other) => area.x < other.x + other.w && other.x < area.x + area.w && area.y < other.y + other.h && other.y < area.y + area.h);
  for (let y = 0; y + size.h <= rows; y++) {
    for (let x = 0; x + size.w <= columns; x++) {
      const area = { x, y, ...size };
      if (!overlaps(area)) return area;
    }
  }
  return { x: 0, y: Math.min(rows - size.h, taken.reduce((bottom, area) => Math.max(bottom, area.y + area.h), 0)), ...size };
}

export function addKind(document: DashboardDocument, pageId: string, type: ContentWidgetType, label: string, at?: Pick<GridArea, 'x' | 'y'>): Edit | undefined {
  const kind = kindOf(type);
  if (!kind) return undefined;
  const area = at ? { ...at, ...kind.size } : freeArea(document, pageId, kind.size);
  const added = addWidget(document, pageId, type, area, kind.props);
  return { label, document: added.document, selection: [added.wgtId] };
}

/** Content widgets of the selection; pages and groups are never removed, copied or cut by the shortcuts. */
export const removableOf = (document: DashboardDocument, selection: readonly string[]) => selection.filter((id) => isRemovable(document, id));

export function removeSelection(document: DashboardDocument, selection: readonly string[], labels: Labels): Edit | undefined {
  const ids = removableOf(document, selection);
  if (ids.length === 0) return undefined;
  return { label: labels.remove(ids.length), document: removeWidgets(document, ids), selection: [] };
}

export function copySelection(document: DashboardDocument, selection: readonly string[]): Clip | undefined {
  return copyWidgets(document, removableOf(document, selection));
}

export function cutSelection(document: DashboardDocument, selection: readonly string[], labels: Labels): (Edit & { clip: Clip }) | undefined {
  const clip = copySelection(document, selection);
  if (!clip) return undefined;
  return { clip, label: labels.cut(clip.widgets.length), document: removeWidgets(document, clip.widgets.map((widget) => widget.wgtId)), selection: [] };
}

export function pasteOnto(document: DashboardDocument, pageId: string, clip: Clip | undefined, labels: Labels): Edit | undefined {
  if (!clip) return undefined;
  const pasted = pasteClip(document, pageId, clip);
  if (pasted.ids.length === 0) return undefined;
  return { label: labels.paste(pasted.ids.length), document: pasted.document, selection: pasted.ids };
}
