// A page's grid group (facts §14: one GroupWgt per page, widgets placed in its cells). The viewer and the editor
// draw the same grid; the editor wraps each widget with its selection and handles.
import type { CSSProperties, ReactNode } from 'react';
import type { GridArea, Widget } from '../../../platform/dashboardDocument';
import { gridSize } from '../document/tree';
import classes from './canvas.module.css';

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
}: {
  grid: Widget;
  renderWidget: (widget: Widget) => ReactNode;
  empty?: ReactNode;
  /** Drawn over the grid (the editor's drop preview). */
  children?: ReactNode;
  gridRef?: (element: HTMLDivElement | null) => void;
}) {
  const { columns, rows } = gridSize(grid);
  const lowest = grid.children.reduce((bottom, widget) => Math.max(bottom, (widget.layout?.y ?? 0) + (widget.layout?.h ?? 1)), 0);
  return (
    <div
      ref={gridRef}
      className={classes.grid}
      style={{ '--grid-columns': columns, '--grid-rows': Math.max(rows, lowest) } as CSSProperties}
    >
      {grid.children.length === 0 && empty ? <p className={classes.empty}>{empty}</p> : null}
      {grid.children.map((widget) =>
        widget.layout ? (
          <div key={widget.wgtId} className={classes.cell} style={areaStyle(widget.layout)}>
            {renderWidget(widget)}
          </div>
        ) : null,
      )}
      {children}
    </div>
  );
}
