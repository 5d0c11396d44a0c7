// Spec §9's mobile layout of a dashboard page: below 600 px the page's grid (12 columns by default) is two columns.
// Widgets keep their reading order (row by row, left to right, as on the desktop grid); one at most half the grid
// wide takes one column beside the next such widget, anything wider, or a narrow one with no narrow neighbour,
// takes the whole width. Two widgets side by side get the height of the taller, so no hole is left under either.
// The viewer shows this; the editor keeps the desktop grid (docs/decisions.md "Phones").
import type { Widget } from '../../../platform/dashboardDocument';

export interface PhonePlace {
  /** Position in reading order. */
  order: number;
  /** Columns of the two taken. */
  span: 1 | 2;
  /** Grid rows taken: the widget's own, or its neighbour's when that is taller. */
  rows: number;
}

export function phoneLayout(widgets: readonly Widget[], columns: number): Map<string, PhonePlace> {
  const placed = widgets
    .filter((widget) => widget.layout !== undefined)
    .sort((a, b) => (a.layout?.y ?? 0) - (b.layout?.y ?? 0) || (a.layout?.x ?? 0) - (b.layout?.x ?? 0));
  const narrow = (widget: Widget | undefined) => widget?.layout !== undefined && widget.layout.w * 2 <= columns;
  const places = new Map<string, PhonePlace>();
  for (let index = 0; index < placed.length; index++) {
    const widget = placed[index] as Widget;
    const next = placed[index + 1];
    const rows = widget.layout?.h ?? 1;
    if (narrow(widget) && narrow(next) && next) {
      const paired = Math.max(rows, next.layout?.h ?? 1);
      places.set(widget.wgtId, { order: index, span: 1, rows: paired });
      places.set(next.wgtId, { order: index + 1, span: 1, rows: paired });
      index++;
    } else {
      places.set(widget.wgtId, { order: index, span: 2, rows });
    }
  }
  return places;
}
