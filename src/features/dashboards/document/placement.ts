// Where a widget may stand on its page's grid: inside the grid and on cells no other widget covers. Like a grid
// layout library, the editor never lets two widgets overlap; a place that would is refused, never clamped or shifted.
import type { DashboardDocument, GridArea, Widget } from '../../../platform/dashboardDocument';
import { gridOf, gridSize, pagesOf } from './tree';

export type GridSize = { columns: number; rows: number };

export function overlaps(a: GridArea, b: GridArea): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Whole cells, at least one large, within the grid's columns and rows. */
export function insideGrid(area: GridArea, grid: GridSize): boolean {
  const whole = [area.x, area.y, area.w, area.h].every(Number.isInteger);
  return whole && area.w >= 1 && area.h >= 1 && area.x >= 0 && area.y >= 0 && area.x + area.w <= grid.columns && area.y + area.h <= grid.rows;
}

/** The widgets of a grid group that `area` would cover, other than the one being placed. */
export function collisions(group: Widget, area: GridArea, except?: string): Widget[] {
  return group.children.filter((widget) => widget.wgtId !== except && widget.layout !== undefined && overlaps(area, widget.layout));
}

/** The grid group that holds a widget. */
export function groupOf(document: DashboardDocument, wgtId: string): Widget | undefined {
  return pagesOf(document)
    .map(gridOf)
    .find((group) => group?.children.some((child) => child.wgtId === wgtId));
}

export type PlaceProblem = { kind: 'outside'; grid: GridSize } | { kind: 'overlap'; widgets: Widget[] };

/** Why `area` is no place for the widget `wgtId` in `group`, or undefined when it is free. */
export function placeProblem(group: Widget, area: GridArea, wgtId?: string): PlaceProblem | undefined {
  const grid = gridSize(group);
  if (!insideGrid(area, grid)) return { kind: 'outside', grid };
  const covered = collisions(group, area, wgtId);
  return covered.length > 0 ? { kind: 'overlap', widgets: covered } : undefined;
}

/** The first free place of this size on the group's grid, scanning rows top to bottom; undefined when none is left. */
export function freeArea(group: Widget, size: Pick<GridArea, 'w' | 'h'>, except?: string): GridArea | undefined {
  const { columns, rows } = gridSize(group);
  for (let y = 0; y + size.h <= rows; y++) {
    for (let x = 0; x + size.w <= columns; x++) {
      const area = { x, y, ...size };
      if (collisions(group, area, except).length === 0) return area;
    }
  }
  return undefined;
}

/**
 * A keyboard move by one cell in a direction: the next free place that way, stepping over widgets in the path (as a
 * person would carry it past them); undefined at the grid's edge or when every place that way is taken.
 */
export function nextFreeStep(group: Widget, wgtId: string, area: GridArea, dx: number, dy: number): GridArea | undefined {
  const grid = gridSize(group);
  for (let step = 1; ; step++) {
    const candidate = { ...area, x: area.x + dx * step, y: area.y + dy * step };
    if (!insideGrid(candidate, grid)) return undefined;
    if (collisions(group, candidate, wgtId).length === 0) return candidate;
  }
}
