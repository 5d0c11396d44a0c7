// Document edits (src/features/dashboards/document): what a person does in the editor, as the platform's widget tree
// records it (facts §14), with pages and groups protected and unchanged widgets kept by identity.
import { describe, expect, test } from 'vitest';
import { emptyDocument, type DashboardDocument } from '../../../src/platform/dashboardDocument';
import {
  addPage,
  addWidget,
  bindTag,
  clampArea,
  copyWidgets,
  ensureSlot,
  isRemovable,
  pasteClip,
  removePage,
  removeWidgets,
  setArea,
} from '../../../src/features/dashboards/document/operations';
import { freeArea, nextFreeStep, placeProblem } from '../../../src/features/dashboards/document/placement';
import { findWidget, gridOf, pagesOf } from '../../../src/features/dashboards/document/tree';

const boiler = { name: 'Boiler', model: 'Boiler:1', modelName: 'Boiler', modelVersion: '1.0.0', deviceId: 'dev-1', properties: {} };
const start = () => ensureSlot(emptyDocument({ id: 'd', name: 'D', description: '', pageTitle: 'Main', now: 0 }), boiler);
const widgetsOf = (document: DashboardDocument, pageId = 'PageWgt0') => gridOf(findWidget(document, pageId)!)!.children;

describe('dashboard document operations', () => {
  test('a new document has the tag manager first, then one page holding one grid group', () => {
    const { projectWgt } = start();
    expect(projectWgt.children.map((child) => child.type)).toEqual(['TagMgr', 'PageWgt']);
    expect(projectWgt.children[1]?.children.map((child) => `${child.type}:${child.name}`)).toEqual(['GroupWgt:GroupWgt0']);
  });

  test('widgets are named like the platform: type and the first free number', () => {
    let document = start();
    for (let index = 0; index < 2; index++) document = addWidget(document, 'PageWgt0', 'ValueWgt', { x: index, y: 0, w: 1, h: 1 }, {}).document;
    document = addWidget(document, 'PageWgt0', 'GaugeWgt', { x: 3, y: 0, w: 2, h: 2 }, {}).document;
    expect(widgetsOf(document).map((widget) => widget.name)).toEqual(['ValueWgt0', 'ValueWgt1', 'GaugeWgt0']);
  });

  test('an edit copies only the path to the changed widget', () => {
    const base = addWidget(addWidget(start(), 'PageWgt0', 'ValueWgt', { x: 0, y: 0, w: 1, h: 1 }, {}).document, 'PageWgt0', 'TextWgt', { x: 1, y: 0, w: 1, h: 1 }, {}).document;
    const moved = setArea(base, 'TextWgt0', { x: 5, y: 2, w: 1, h: 1 });
    expect(findWidget(moved, 'TextWgt0')?.layout).toEqual({ x: 5, y: 2, w: 1, h: 1 });
    expect(findWidget(moved, 'ValueWgt0')).toBe(findWidget(base, 'ValueWgt0'));
    expect(moved.projectWgt.children[0]).toBe(base.projectWgt.children[0]);
    expect(base).not.toBe(moved);
  });

  test('areas stay inside the grid and at least one cell large', () => {
    expect(clampArea({ x: -3, y: 9, w: 0, h: 20 }, { columns: 12, rows: 8 })).toEqual({ x: 0, y: 0, w: 1, h: 8 });
    expect(clampArea({ x: 11, y: 7, w: 4, h: 2 }, { columns: 12, rows: 8 })).toEqual({ x: 8, y: 6, w: 4, h: 2 });
  });

  test('binding adds a read-only link from the tag manager and declares the tag; binding again replaces it', () => {
    const added = addWidget(start(), 'PageWgt0', 'ValueWgt', { x: 0, y: 0, w: 1, h: 1 }, {});
    const bound = bindTag(added.document, added.wgtId, 'value', 'Boiler', 'Boiler/Temperature');
    expect(bound.dataLinks).toEqual([
      { id: 'ValueWgt0.value', sourceId: 'TagMgr', srcProp: 'Boiler/Boiler/Temperature', targetId: 'ValueWgt0', tgtProp: 'value', permission: 'readonly' },
    ]);
    expect(findWidget(bound, 'TagMgr')?.props.tags).toEqual(['Boiler/Boiler/Temperature']);
    expect(bindTag(bound, added.wgtId, 'value', 'Boiler', 'Boiler/Temperature')).toBe(bound);
    const rebound = bindTag(bound, added.wgtId, 'value', 'Boiler', 'Boiler/Pressure');
    expect(rebound.dataLinks.map((link) => link.srcProp)).toEqual(['Boiler/Boiler/Pressure']);
  });

  test('pages and groups are never removed with the widgets; removing a widget drops its links', () => {
    const added = addWidget(start(), 'PageWgt0', 'ValueWgt', { x: 0, y: 0, w: 1, h: 1 }, {});
    const bound = bindTag(added.document, added.wgtId, 'value', 'Boiler', 'Boiler/Temperature');
    expect(isRemovable(bound, 'PageWgt0')).toBe(false);
    expect(isRemovable(bound, 'GroupWgt0')).toBe(false);
    expect(removeWidgets(bound, ['PageWgt0', 'GroupWgt0'])).toBe(bound);
    const removed = removeWidgets(bound, ['PageWgt0', 'ValueWgt0']);
    expect(pagesOf(removed)).toHaveLength(1);
    expect(widgetsOf(removed)).toEqual([]);
    expect(removed.dataLinks).toEqual([]);
  });

  test('copy and paste make new widgets with their own links, one cell down and right when free, else on a free place', () => {
    const added = addWidget(start(), 'PageWgt0', 'GaugeWgt', { x: 0, y: 0, w: 2, h: 2 }, { title: 'P' });
    const bound = bindTag(added.document, added.wgtId, 'value', 'Boiler', 'Boiler/Pressure');
    const clip = copyWidgets(bound, ['GaugeWgt0', 'GroupWgt0']);
    expect(clip?.widgets.map((widget) => widget.name)).toEqual(['GaugeWgt0']);
    const pasted = pasteClip(bound, 'PageWgt0', clip!);
    expect(pasted.ids).toEqual(['GaugeWgt1']);
    // One cell down and right would overlap the original: the first free place of its size instead.
    expect(findWidget(pasted.document, 'GaugeWgt1')).toMatchObject({ layout: { x: 2, y: 0, w: 2, h: 2 }, props: { title: 'P' } });
    const onAnotherPage = addPage(bound, 'Copy');
    expect(findWidget(pasteClip(onAnotherPage.document, onAnotherPage.pageId, clip!).document, 'GaugeWgt1')?.layout).toEqual({ x: 1, y: 1, w: 2, h: 2 });
    expect(pasted.document.dataLinks.map((link) => `${link.targetId}<-${link.srcProp}`)).toEqual([
      'GaugeWgt0<-Boiler/Boiler/Pressure',
      'GaugeWgt1<-Boiler/Boiler/Pressure',
    ]);
  });

  test('pages are added under fresh names and removed with their widgets, but never the last one', () => {
    const second = addPage(start(), 'Trends');
    expect(second.pageId).toBe('PageWgt1');
    const withWidget = addWidget(second.document, 'PageWgt1', 'TrendWgt', { x: 0, y: 0, w: 6, h: 3 }, {});
    const bound = bindTag(withWidget.document, withWidget.wgtId, 'value', 'Boiler', 'Boiler/Pressure');
    const removed = removePage(bound, 'PageWgt1');
    expect(pagesOf(removed).map((page) => page.props.title)).toEqual(['Main']);
    expect(removed.dataLinks).toEqual([]);
    expect(removePage(removed, 'PageWgt0')).toBe(removed);
  });
});

describe('widgets never overlap', () => {
  const placed = () => {
    let document = start();
    document = addWidget(document, 'PageWgt0', 'ValueWgt', { x: 0, y: 0, w: 3, h: 2 }, {}).document;
    document = addWidget(document, 'PageWgt0', 'GaugeWgt', { x: 3, y: 0, w: 3, h: 3 }, {}).document;
    return document;
  };
  const group = (document: DashboardDocument) => gridOf(findWidget(document, 'PageWgt0')!)!;

  test('a place over another widget or outside the grid leaves the document as it was, not clamped', () => {
    const document = placed();
    for (const area of [
      { x: 2, y: 0, w: 3, h: 2 },
      { x: 4, y: 2, w: 1, h: 1 },
      { x: -5, y: 0, w: 3, h: 2 },
      { x: 0, y: 0, w: 3, h: 50 },
      { x: 10, y: 0, w: 3, h: 2 },
      { x: 0.5, y: 3, w: 3, h: 2 },
    ]) {
      expect(setArea(document, 'ValueWgt0', area), JSON.stringify(area)).toBe(document);
    }
    expect(findWidget(setArea(document, 'ValueWgt0', { x: 0, y: 2, w: 3, h: 6 }), 'ValueWgt0')?.layout).toEqual({ x: 0, y: 2, w: 3, h: 6 });
    // Its own cells do not count: a widget grows over where it stands.
    expect(findWidget(setArea(document, 'ValueWgt0', { x: 0, y: 0, w: 3, h: 4 }), 'ValueWgt0')?.layout).toEqual({ x: 0, y: 0, w: 3, h: 4 });
  });

  test('why a place is refused: the widgets it would cover, or the grid it leaves', () => {
    const grid = group(placed());
    expect(placeProblem(grid, { x: 2, y: 1, w: 2, h: 1 }, 'TextWgt0')).toEqual({ kind: 'overlap', widgets: [grid.children[0], grid.children[1]] });
    expect(placeProblem(grid, { x: 11, y: 0, w: 2, h: 1 })).toEqual({ kind: 'outside', grid: { columns: 12, rows: 8 } });
    expect(placeProblem(grid, { x: 6, y: 0, w: 6, h: 8 })).toBeUndefined();
  });

  test('adding takes the first free place and refuses a taken one; a full page has none', () => {
    const document = placed();
    expect(freeArea(group(document), { w: 3, h: 2 })).toEqual({ x: 6, y: 0, w: 3, h: 2 });
    expect(freeArea(group(document), { w: 7, h: 2 })).toEqual({ x: 0, y: 3, w: 7, h: 2 });
    expect(() => addWidget(document, 'PageWgt0', 'TextWgt', { x: 1, y: 1, w: 2, h: 1 }, {})).toThrow(/No free place/);
    const full = addWidget(document, 'PageWgt0', 'TrendWgt', { x: 0, y: 3, w: 12, h: 5 }, {}).document;
    const rest = addWidget(full, 'PageWgt0', 'TrendWgt', { x: 6, y: 0, w: 6, h: 3 }, {}).document;
    expect(freeArea(group(rest), { w: 1, h: 1 })).toEqual({ x: 0, y: 2, w: 1, h: 1 });
    expect(freeArea(group(rest), { w: 2, h: 2 })).toBeUndefined();
  });

  test('a keyboard move steps past the widgets in its way to the next free place, and stops at the edge', () => {
    const grid = group(placed());
    const value = { x: 0, y: 0, w: 3, h: 2 };
    expect(nextFreeStep(grid, 'ValueWgt0', value, 1, 0)).toEqual({ x: 6, y: 0, w: 3, h: 2 });
    expect(nextFreeStep(grid, 'ValueWgt0', value, 0, 1)).toEqual({ x: 0, y: 1, w: 3, h: 2 });
    expect(nextFreeStep(grid, 'ValueWgt0', value, -1, 0)).toBeUndefined();
    expect(nextFreeStep(grid, 'GaugeWgt0', { x: 3, y: 0, w: 3, h: 3 }, -1, 0)).toBeUndefined();
  });
});
