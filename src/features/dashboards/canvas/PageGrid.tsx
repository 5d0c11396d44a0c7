// A page's grid group (facts §14: one GroupWgt per page, widgets placed in its cells). The viewer and the editor
// draw the same grid; the editor wraps each widget with its selection and handles. Below the mobile breakpoint
// (spec §9) the viewer's grid reflows to two columns (phoneLayout.ts); the editor keeps the desktop grid.
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import type { GridArea, Widget } from '../../../platform/dashboardDocument';
import { gridSize } from '../document/tree';
import classes from './canvas.module.css';
import { phoneLayout } from './phoneLayout';

export const areaStyle = ({ x, y, w, h }: GridArea): CSSProperties => ({
  gridColumn: `${x + 1} / span ${w}`,
  gridRow: `${y + 1} / span ${h}`,
});

export function PageGrid({
  grid,
  renderWidget,
  empty,
  children,
  gridRef,
  reflow = true,
}: {
  grid: Widget;
  renderWidget: (widget: Widget) => ReactNode;
  empty?: ReactNode;
  /** Drawn over the grid (the editor's drop preview). */
  children?: ReactNode;
  gridRef?: (element: HTMLDivElement | null) => void;
  /** Two columns on phones (the viewer); false keeps the desktop grid on every screen (the editor). */
  reflow?: boolean;
}) {
  const { columns, rows } = gridSize(grid);
  const lowest = grid.children.reduce((bottom, widget) => Math.max(bottom, (widget.layout?.y ?? 0) + (widget.layout?.h ?? 1)), 0);
  const phone = useMemo(() => (reflow ? phoneLayout(grid.children, columns) : undefined), [reflow, grid.children, columns]);
  return (
    <div
      ref={gridRef}
      className={reflow ? `${classes.grid} ${classes.reflow}` : classes.grid}
      style={{ '--grid-columns': columns, '--grid-rows': Math.max(rows, lowest) } as CSSProperties}
    >
      {grid.children.length === 0 && empty ? <p className={classes.empty}>{empty}</p> : null}
      {grid.children.map((widget) => {
        if (!widget.layout) return null;
        const place = phone?.get(widget.wgtId);
        const phoneStyle = place ? { '--phone-order': place.order, '--phone-span': place.span, '--phone-rows': place.rows } : {};
        return (
          <div key={widget.wgtId} className={classes.cell} style={{ ...areaStyle(widget.layout), ...phoneStyle } as CSSProperties}>
            {renderWidget(widget)}
          </div>
        );
      })}
      {children}
    </div>
  );
}
