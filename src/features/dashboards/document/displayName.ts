// The name a person reads for a widget: what it shows (its title, a page's title, the first line of a text, an
// image's description), else its
// kind in words with a number ("Value 1"). The document keeps the platform's internal names (ValueWgt0, PageWgt0…,
// facts §14) for its ids and links; those are never shown where a name will do.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Widget } from '../../../platform/dashboardDocument';
import { kindOf } from '../widgets/catalog';

/** What naming a widget needs; `title` is what it shows (`shownTitle`), absent when it shows none. */
export interface Nameable {
  wgtId: string;
  type: string;
  name: string;
  title?: string;
}

/** A longer text is named by its beginning; the widget itself keeps all of it. */
const textNameLength = 40;

const structureLabels: Record<string, MessageDescriptor> = {
  ProjectWgt: msg`Dashboard`,
  TagMgr: msg`Tag manager`,
  PageWgt: msg`Page`,
  GroupWgt: msg`Grid`,
};

/** The title a widget shows, if any: its own title (pages' and content widgets'), an image's description, or a text widget's first line. */
export function shownTitle(widget: Pick<Widget, 'type' | 'props'>): string | undefined {
  const { title, text, alt } = widget.props;
  if (typeof title === 'string' && title.trim() !== '') return title.trim();
  if (widget.type === 'ImageWgt' && typeof alt === 'string' && alt.trim() !== '') return alt.trim();
  if (widget.type !== 'TextWgt' || typeof text !== 'string') return undefined;
  const line = text.trim().split('\n')[0]?.trim() ?? '';
  if (line === '') return undefined;
  return line.length > textNameLength ? `${line.slice(0, textNameLength).trimEnd()}…` : line;
}

export const nameable = (widget: Widget): Nameable => {
  const title = shownTitle(widget);
  return { wgtId: widget.wgtId, type: widget.type, name: widget.name, ...(title === undefined ? {} : { title }) };
};

/** The number a person counts from 1 in the platform's name `<type><n>` (ValueWgt0 is Value 1); undefined for other ids. */
export function ordinalOf({ wgtId, type }: Pick<Nameable, 'wgtId' | 'type'>): number | undefined {
  if (!wgtId.startsWith(type)) return undefined;
  const digits = wgtId.slice(type.length);
  return /^\d+$/.test(digits) ? Number(digits) + 1 : undefined;
}

export function displayName(widget: Nameable, i18n: I18n): string {
  if (widget.title !== undefined) return widget.title;
  const label = kindOf(widget.type)?.label ?? structureLabels[widget.type];
  const number = ordinalOf(widget);
  // A gallery widget, or one under an id of another shape (imported), keeps the name it came with.
  if (!label || number === undefined) return widget.name;
  const kind = i18n._(label);
  return i18n._(msg`${kind} ${number}`);
}

/** The name of a widget of the document as it stands. */
export const widgetName = (widget: Widget, i18n: I18n) => displayName(nameable(widget), i18n);
