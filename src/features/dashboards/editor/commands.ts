// What the editor's buttons and shortcuts do to the document: each returns the edit to record (with the label the
// history list shows), or nothing when there is nothing to do, so a shortcut that does nothing leaves its key alone.
import type { ContentWidgetType, DashboardDocument } from '../../../platform/dashboardDocument';
import { addWidget, copyWidgets, isRemovable, pasteClip, removeWidgets, type Clip } from '../document/operations';
import { freeArea } from '../document/placement';
import { findWidget, gridOf } from '../document/tree';
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

/** A new widget of this kind on the first free place of the page; nothing when no place of its size is free. */
export function addKind(document: DashboardDocument, pageId: string, type: ContentWidgetType, label: string): Edit | undefined {
  const kind = kindOf(type);
  const page = findWidget(document, pageId);
  const group = page && gridOf(page);
  const area = kind && group && freeArea(group, kind.size);
  if (!kind || !area) return undefined;
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
