// Two versions of a dashboard compared widget by widget (spec §4 versions): which widgets one version adds or
// removes, and which it changes — their properties, their place in the grid, their parent, and the data links that
// feed their properties. Widgets are matched by wgtId, which the editor keeps stable across saves (facts §14);
// links by the widget property they feed, because a property takes its value from one link at a time and link ids
// may be renumbered between saves.
import type { DashboardDocument, DataLink, GridArea, PropValue, Widget } from '../../../platform/dashboardDocument';
import { shownTitle } from '../document/displayName';

export interface WidgetSummary {
  wgtId: string;
  type: string;
  name: string;
  /** What the widget shows as its title (document/displayName.ts), for naming it to a person. */
  title?: string;
  /** The page the widget is on (its PageWgt's id); absent for the root, the tag manager and pages themselves. */
  page?: string;
  /** That page's title. */
  pageTitle?: string;
}

/** A link as the person reads it: which tag feeds the property, and in which direction. */
export interface LinkEnd {
  srcProp: string;
  permission: DataLink['permission'];
}

export interface LinkChange {
  /** The widget property the link feeds. */
  tgtProp: string;
  /** Absent: the property is newly linked. */
  before?: LinkEnd;
  /** Absent: the link was removed. */
  after?: LinkEnd;
}

export interface ChangedWidget extends WidgetSummary {
  /** Properties added, removed or given another value, by name. */
  props: string[];
  /** Its cell range in the grid differs. */
  layout: boolean;
  /** Another parent: moved to another page or group. */
  moved: boolean;
  renamed: boolean;
  links: LinkChange[];
}

export interface VersionDiff {
  added: WidgetSummary[];
  removed: WidgetSummary[];
  changed: ChangedWidget[];
  /** Widgets the same in both versions. */
  unchanged: number;
}

interface Placed {
  widget: Widget;
  parent?: string;
  page?: Widget;
}

/** Every widget of the tree in document order, with its parent and page. */
function flatten(root: Widget): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  const visit = (widget: Widget, parent: string | undefined, page: Widget | undefined) => {
    placed.set(widget.wgtId, { widget, ...(parent === undefined ? {} : { parent }), ...(page === undefined ? {} : { page }) });
    const childPage = widget.type === 'PageWgt' ? widget : page;
    for (const child of widget.children) visit(child, widget.wgtId, childPage);
  };
  visit(root, undefined, undefined);
  return placed;
}

function summary({ widget, page }: Placed): WidgetSummary {
  const title = shownTitle(widget);
  const pageTitle = page && shownTitle(page);
  return {
    wgtId: widget.wgtId,
    type: widget.type,
    name: widget.name,
    ...(title === undefined ? {} : { title }),
    ...(page === undefined ? {} : { page: page.wgtId }),
    ...(pageTitle === undefined ? {} : { pageTitle }),
  };
}

function samePropValue(a: PropValue | undefined, b: PropValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}

function changedProps(before: Widget['props'], after: Widget['props']): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.filter((name) => !samePropValue(before[name], after[name])).sort();
}

function sameArea(a: GridArea | undefined, b: GridArea | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h);
}

/** The links of a document by target widget, then by the property they feed. */
function linksByTarget(links: readonly DataLink[]): Map<string, Map<string, LinkEnd>> {
  const byTarget = new Map<string, Map<string, LinkEnd>>();
  for (const { targetId, tgtProp, srcProp, permission } of links) {
    const props = byTarget.get(targetId) ?? new Map<string, LinkEnd>();
    props.set(tgtProp, { srcProp, permission });
    byTarget.set(targetId, props);
  }
  return byTarget;
}

function linkChanges(before: Map<string, LinkEnd> | undefined, after: Map<string, LinkEnd> | undefined): LinkChange[] {
  const props = [...new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])])].sort();
  return props.flatMap((tgtProp): LinkChange[] => {
    const was = before?.get(tgtProp);
    const is = after?.get(tgtProp);
    if (was !== undefined && is !== undefined && was.srcProp === is.srcProp && was.permission === is.permission) return [];
    return [{ tgtProp, ...(was === undefined ? {} : { before: was }), ...(is === undefined ? {} : { after: is }) }];
  });
}

/** What `to` changes of `from`: added and changed widgets in `to`'s document order, removed ones in `from`'s. */
export function diffVersions(
  from: Pick<DashboardDocument, 'projectWgt' | 'dataLinks'>,
  to: Pick<DashboardDocument, 'projectWgt' | 'dataLinks'>,
): VersionDiff {
  const before = flatten(from.projectWgt);
  const after = flatten(to.projectWgt);
  const linksBefore = linksByTarget(from.dataLinks);
  const linksAfter = linksByTarget(to.dataLinks);
  const diff: VersionDiff = { added: [], removed: [], changed: [], unchanged: 0 };

  // A widget whose type changed under the same id is another widget: the old one went, the new one came.
  const sameWidget = (was: Placed | undefined, now: Placed | undefined) =>
    was !== undefined && now !== undefined && was.widget.type === now.widget.type;

  for (const [wgtId, now] of after) {
    const was = before.get(wgtId);
    if (was === undefined || !sameWidget(was, now)) {
      diff.added.push(summary(now));
      continue;
    }
    const change: ChangedWidget = {
      ...summary(now),
      props: changedProps(was.widget.props, now.widget.props),
      layout: !sameArea(was.widget.layout, now.widget.layout),
      moved: was.parent !== now.parent,
      renamed: was.widget.name !== now.widget.name,
      links: linkChanges(linksBefore.get(wgtId), linksAfter.get(wgtId)),
    };
    if (change.props.length > 0 || change.layout || change.moved || change.renamed || change.links.length > 0) {
      diff.changed.push(change);
    } else {
      diff.unchanged += 1;
    }
  }
  for (const [wgtId, was] of before) if (!sameWidget(was, after.get(wgtId))) diff.removed.push(summary(was));
  return diff;
}

/** Whether the two versions hold the same widgets, laid out and linked alike. */
export const isEmptyDiff = (diff: VersionDiff) => diff.added.length + diff.removed.length + diff.changed.length === 0;
