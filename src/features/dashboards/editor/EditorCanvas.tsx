// The editor's grid: click to select (Ctrl/Shift adds), drag to move, drag the corner to resize, arrow keys to move
// the focused widget by a cell (Shift+arrows resize it). A move or resize is one history step when it ends. Widgets
// never overlap: a drop over another widget is refused (the preview turns red first) and said why; an arrow key moves
// a widget past the ones in its way to the next free place, and a resize over another widget is refused.
import { useLingui } from '@lingui/react/macro';
import { memo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { GridArea, Widget } from '../../../platform/dashboardDocument';
import { areaStyle, PageGrid } from '../canvas/PageGrid';
import { widgetName } from '../document/displayName';
import { clampArea } from '../document/operations';
import { collisions, insideGrid, nextFreeStep } from '../document/placement';
import { gridSize } from '../document/tree';
import { usePhoneWidth } from '../../../ui/phone';
import classes from './editor.module.css';
import phoneClasses from './editorPhone.module.css';

interface Drag {
  wgtId: string;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  origin: GridArea;
  preview: GridArea;
}

export interface CanvasProps {
  grid: Widget;
  selection: readonly string[];
  onSelect: (ids: readonly string[]) => void;
  onArea: (wgtId: string, area: GridArea, mode: 'move' | 'resize') => void;
  /** A move or resize refused, with the reason to tell the person. */
  onRefused: (reason: string) => void;
  renderWidget: (widget: Widget) => ReactNode;
  /** Changes when what a widget draws changes other than the widget itself (its bindings): keyed by widget id. */
  contentKey: (wgtId: string) => unknown;
}

interface ItemHandlers {
  pointerDown: (event: PointerEvent<HTMLElement>, widget: Widget, mode: Drag['mode']) => void;
  pointerMove: (event: PointerEvent<HTMLElement>) => void;
  pointerUp: () => void;
  /** The browser took the pointer away (a gesture of its own): the move or resize is dropped. */
  pointerCancel: () => void;
  keyDown: (event: KeyboardEvent<HTMLElement>, widget: Widget) => void;
  render: (widget: Widget) => ReactNode;
}

const gap = 8;
const rowHeight = 88;

export function EditorCanvas({ grid, selection, onSelect, onArea, onRefused, renderWidget, contentKey }: CanvasProps) {
  const { t, i18n } = useLingui();
  const gridElement = useRef<HTMLDivElement | null>(null);
  const [drag, setDrag] = useState<Drag>();
  const size = gridSize(grid);
  // Phones get the desktop grid, scrolling sideways, rather than the viewer's two columns: widgets are placed by the
  // cell of that grid (docs/decisions.md "Phones").
  const phone = usePhoneWidth();

  /** Pointer travel in whole cells. */
  const cells = (dx: number, dy: number) => {
    const width = gridElement.current?.clientWidth ?? 1;
    const column = (width - gap * (size.columns - 1)) / size.columns + gap;
    return { x: Math.round(dx / column), y: Math.round(dy / (rowHeight + gap)) };
  };

  const startDrag = (event: PointerEvent<HTMLElement>, widget: Widget, mode: Drag['mode']) => {
    if (event.button !== 0 || !widget.layout) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    const additive = event.ctrlKey || event.metaKey || event.shiftKey;
    if (additive) onSelect(selection.includes(widget.wgtId) ? selection.filter((id) => id !== widget.wgtId) : [...selection, widget.wgtId]);
    else if (!selection.includes(widget.wgtId)) onSelect([widget.wgtId]);
    setDrag({ wgtId: widget.wgtId, mode, startX: event.clientX, startY: event.clientY, origin: widget.layout, preview: widget.layout });
  };

  const moveDrag = (event: PointerEvent<HTMLElement>) => {
    if (!drag) return;
    const moved = cells(event.clientX - drag.startX, event.clientY - drag.startY);
    const { origin } = drag;
    const preview =
      drag.mode === 'move'
        ? clampArea({ ...origin, x: origin.x + moved.x, y: origin.y + moved.y }, size)
        : clampArea({ ...origin, w: origin.w + moved.x, h: origin.h + moved.y }, size);
    setDrag({ ...drag, preview });
  };

  /** The widgets a place would cover, named; empty when it is free. */
  const coveredBy = (wgtId: string, area: GridArea) => collisions(grid, area, wgtId).map((other) => widgetName(other, i18n));
  const nameOf = (wgtId: string) => {
    const widget = grid.children.find((child) => child.wgtId === wgtId);
    return widget ? widgetName(widget, i18n) : wgtId;
  };

  const endDrag = () => {
    if (!drag) return;
    const { origin, preview } = drag;
    setDrag(undefined);
    if (preview.x === origin.x && preview.y === origin.y && preview.w === origin.w && preview.h === origin.h) return;
    const covered = coveredBy(drag.wgtId, preview);
    if (covered.length === 0) onArea(drag.wgtId, preview, drag.mode);
    else {
      const name = nameOf(drag.wgtId);
      const others = covered.join(', ');
      onRefused(t`${name} stays where it was: it would overlap ${others}.`);
    }
  };

  const nudge = (event: KeyboardEvent<HTMLElement>, widget: Widget) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!step || !widget.layout || event.target !== event.currentTarget) {
      if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
        event.preventDefault();
        onSelect([widget.wgtId]);
      }
      return;
    }
    event.preventDefault();
    const [dx = 0, dy = 0] = step;
    const area = widget.layout;
    const name = widgetName(widget, i18n);
    if (!event.shiftKey) {
      // Past the widgets in the way to the next free place; nothing at the grid's edge.
      const next = nextFreeStep(grid, widget.wgtId, area, dx, dy);
      if (next) onArea(widget.wgtId, next, 'move');
      else if (insideGrid({ ...area, x: area.x + dx, y: area.y + dy }, size)) onRefused(t`No free place for ${name} that way.`);
      return;
    }
    const next = clampArea({ ...area, w: area.w + dx, h: area.h + dy }, size);
    if (next.w === area.w && next.h === area.h) return;
    const covered = coveredBy(widget.wgtId, next);
    if (covered.length === 0) onArea(widget.wgtId, next, 'resize');
    else {
      const others = covered.join(', ');
      onRefused(t`${name} keeps its size: it would overlap ${others}.`);
    }
  };

  // Items get one stable object and read the latest handlers through it, so a change re-renders only the items
  // whose widget, selection or content changed (undo on a 500-widget page touches one or two).
  const latest = useRef<ItemHandlers>(undefined as never);
  latest.current = {
    pointerDown: startDrag,
    pointerMove: moveDrag,
    pointerUp: endDrag,
    pointerCancel: () => setDrag(undefined),
    keyDown: nudge,
    render: renderWidget,
  };
  const [handlers] = useState<ItemHandlers>(() => ({
    pointerDown: (...args) => latest.current.pointerDown(...args),
    pointerMove: (...args) => latest.current.pointerMove(...args),
    pointerUp: () => latest.current.pointerUp(),
    pointerCancel: () => latest.current.pointerCancel(),
    keyDown: (...args) => latest.current.keyDown(...args),
    render: (widget) => latest.current.render(widget),
  }));

  const canvas = (
    <div
      className={classes.canvas}
      role="listbox"
      aria-multiselectable="true"
      aria-label={t`Widgets of this page`}
      data-selected={selection.includes(grid.wgtId)}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget || event.target === gridElement.current) onSelect([grid.wgtId]);
      }}
    >
      <PageGrid
        grid={grid}
        reflow={false}
        gridRef={(element) => {
          gridElement.current = element;
        }}
        empty={t`Add widgets from the palette.`}
        renderWidget={(widget) => (
          <Item widget={widget} selected={selection.includes(widget.wgtId)} content={contentKey(widget.wgtId)} handlers={handlers} />
        )}
      >
        {drag ? (
          <div
            className={classes.preview}
            data-refused={coveredBy(drag.wgtId, drag.preview).length > 0}
            style={areaStyle(drag.preview)}
            aria-hidden="true"
          />
        ) : null}
      </PageGrid>
    </div>
  );
  if (!phone) return canvas;
  return (
    <>
      <p className={phoneClasses.note} id="editor-phone-note">
        {t`The editor keeps the desktop grid on phones, so widgets are placed where wide screens show them; scroll the grid sideways. On phones the dashboard itself shows in one or two columns.`}
      </p>
      <div className={phoneClasses.scroller} role="region" aria-label={t`Page grid`} aria-describedby="editor-phone-note" tabIndex={0}>
        {canvas}
      </div>
    </>
  );
}

const Item = memo(function Item({
  widget,
  selected,
  handlers,
}: {
  widget: Widget;
  selected: boolean;
  /** Only compared: a new value draws the widget again. */
  content: unknown;
  handlers: ItemHandlers;
}) {
  const { t, i18n } = useLingui();
  const area = widget.layout ?? { x: 0, y: 0, w: 1, h: 1 };
  const name = widgetName(widget, i18n);
  return (
    <div
      className={classes.item}
      role="option"
      aria-selected={selected}
      aria-label={t`${name}, column ${area.x + 1}, row ${area.y + 1}, ${area.w} by ${area.h}`}
      tabIndex={0}
      data-wgt-id={widget.wgtId}
      onPointerDown={(event) => handlers.pointerDown(event, widget, 'move')}
      onPointerMove={handlers.pointerMove}
      onPointerUp={handlers.pointerUp}
      onPointerCancel={handlers.pointerCancel}
      onKeyDown={(event) => handlers.keyDown(event, widget)}
    >
      {handlers.render(widget)}
      {selected ? (
        <span
          className={classes.handle}
          role="presentation"
          title={t`Resize ${name}`}
          onPointerDown={(event) => handlers.pointerDown(event, widget, 'resize')}
        />
      ) : null}
    </div>
  );
});
