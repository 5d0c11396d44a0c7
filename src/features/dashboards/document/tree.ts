// Reading the widget tree (facts §14): pages under the ProjectWgt, each page's grid GroupWgt, the widgets placed on it.
import type { DashboardDocument, Widget } from '../../../platform/dashboardDocument';
import type { SlotDevices } from '../../../../machines/dashboardLoad.machine';

export const protectedTypes: ReadonlySet<Widget['type']> = new Set(['ProjectWgt', 'TagMgr', 'PageWgt', 'GroupWgt']);

export function pagesOf(document: DashboardDocument): Widget[] {
  return document.projectWgt.children.filter((child) => child.type === 'PageWgt');
}

/** The grid group of a page (the default layout has exactly one). */
export function gridOf(page: Widget): Widget | undefined {
  return page.children.find((child) => child.type === 'GroupWgt');
}

export function gridSize(grid: Widget): { columns: number; rows: number } {
  return { columns: Number(grid.props.columns) || 12, rows: Number(grid.props.rows) || 8 };
}

/** Each slot's own device, as the document names it (the URL may put another in its place). */
export function defaultSlots(document: DashboardDocument): SlotDevices {
  return Object.fromEntries(Object.values(document.deviceSlots).map((slot) => [slot.name, slot.deviceId]));
}

export function findWidget(document: DashboardDocument, wgtId: string): Widget | undefined {
  const search = (node: Widget): Widget | undefined => {
    if (node.wgtId === wgtId) return node;
    for (const child of node.children) {
      const found = search(child);
      if (found) return found;
    }
    return undefined;
  };
  return search(document.projectWgt);
}

/** The page that holds a widget (a page holds itself). */
export function pageOf(document: DashboardDocument, wgtId: string): Widget | undefined {
  return pagesOf(document).find((page) => page.wgtId === wgtId || findWidgetIn(page, wgtId));
}

function findWidgetIn(node: Widget, wgtId: string): boolean {
  return node.children.some((child) => child.wgtId === wgtId || findWidgetIn(child, wgtId));
}

/** Every widget id and name in use, so new ones never collide. */
export function usedNames(document: DashboardDocument): Set<string> {
  const names = new Set<string>();
  const visit = (node: Widget) => {
    names.add(node.wgtId);
    names.add(node.name);
    node.children.forEach(visit);
  };
  visit(document.projectWgt);
  return names;
}

/** The platform's naming: the type followed by the first free number (ValueWgt0, ValueWgt1…). */
export function nextName(type: string, used: Set<string>): string {
  let index = 0;
  while (used.has(`${type}${index}`)) index++;
  used.add(`${type}${index}`);
  return `${type}${index}`;
}
