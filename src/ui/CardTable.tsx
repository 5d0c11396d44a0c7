// The container of a list table that holds on every screen. From the mobile breakpoint up (spec §9) its table is a
// table, scrolling sideways inside the container when the window is narrower than `minWidth`; below it every row is
// a card: the row's header cell (`<Table.Th scope="row">`) is the card's title and each other cell sits under its
// column's name, so no column (the row's actions least of all) is behind a sideways scroll. The column names come
// from the table's own header row: a cell is labelled with its column's header text unless that text is empty (a
// "select all" checkbox) or is all the cell says (an "Actions" menu under an Actions column). Table semantics stay:
// Chromium and Firefox keep the table, row and cell roles of restyled table elements, and the header row is only
// visually hidden. Use it in place of `Table.ScrollContainer`, around one Mantine `Table`.
import { Table } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import classes from './cardTable.module.css';

export interface CardTableProps {
  /** The width below which the table scrolls sideways inside its container on wider screens. */
  minWidth?: number;
  /** One Mantine `Table`. */
  children: ReactNode;
}

export function CardTable({ minWidth, children }: CardTableProps) {
  const container = useRef<HTMLDivElement>(null);
  // After every render: rows and columns may have come or gone (a column shown only with a permission).
  useLayoutEffect(() => {
    const table = container.current?.querySelector('table');
    if (table) labelCells(table);
  });
  return (
    <Table.ScrollContainer ref={container} minWidth={minWidth ?? 0} type="native" className={classes.cards}>
      {children}
    </Table.ScrollContainer>
  );
}

/** Writes each body cell's column name into its `data-label`, which the phone layout shows above the cell. */
export function labelCells(table: HTMLTableElement): void {
  const headers = [...(table.tHead?.rows[0]?.cells ?? [])].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim());
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      if (row.dataset.spacer !== undefined) continue;
      [...row.cells].forEach((cell, index) => {
        const label = headers[index] ?? '';
        const isTitle = cell.tagName === 'TH' && cell.getAttribute('scope') === 'row';
        if (label === '' || isTitle || words(label) === words(cell.textContent)) delete cell.dataset.label;
        else if (cell.dataset.label !== label) cell.dataset.label = label;
      });
    }
  }
}

/** What a text says in words, without spacing or signs (the ▾ of a menu button). */
const words = (text: string | null) => (text ?? '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
