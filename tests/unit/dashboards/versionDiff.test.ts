// The version comparison (spec §4): widgets added, removed and changed between two versions, with the properties,
// grid places and data links that changed.
import { describe, expect, it } from 'vitest';
import { emptyDocument, pageWidget, type DashboardDocument, type DataLink, type Widget } from '../../../src/platform/dashboardDocument';
import { diffVersions, isEmptyDiff } from '../../../src/features/dashboards/versions/versionDiff';
import { seedDashboardsState } from '../../../sandbox/seed/dashboards';

const value = (wgtId: string, props: Widget['props'] = {}, layout = { x: 0, y: 0, w: 3, h: 3 }): Widget => ({
  wgtId,
  type: 'ValueWgt',
  name: wgtId,
  props: { label: 'Temperature', unit: '°C', ...props },
  layout,
  children: [],
});

const link = (targetId: string, srcProp: string, extra: Partial<DataLink> = {}): DataLink => ({
  id: `DataLink-${targetId}`,
  sourceId: 'TagMgr',
  srcProp,
  targetId,
  tgtProp: 'value',
  permission: 'readonly',
  ...extra,
});

/** A document whose pages hold the given widgets in their grid group. */
function documentWith(pages: Widget[][], dataLinks: DataLink[] = []): DashboardDocument {
  const base = emptyDocument({ id: 'd', name: 'D', description: '', pageTitle: 'Page', now: 0 });
  const [tagManager] = base.projectWgt.children;
  const pageWidgets = pages.map((children, index) => {
    const page = pageWidget(index, `Page ${index + 1}`);
    const [group] = page.children;
    return { ...page, children: [{ ...group!, children }] };
  });
  return { ...base, projectWgt: { ...base.projectWgt, children: [tagManager!, ...pageWidgets] }, dataLinks };
}

describe('diffVersions', () => {
  it('finds nothing between a version and itself', () => {
    const document = documentWith([[value('ValueWgt1')]], [link('ValueWgt1', 'Boiler/Temperature')]);
    const diff = diffVersions(document, structuredClone(document));
    expect(isEmptyDiff(diff)).toBe(true);
    // Root, tag manager, page, group and the value widget.
    expect(diff.unchanged).toBe(5);
  });

  it('names added and removed widgets with their page', () => {
    const from = documentWith([[value('ValueWgt1'), value('ValueWgt2')]]);
    const to = documentWith([[value('ValueWgt1'), value('ValueWgt3')]]);
    const diff = diffVersions(from, to);
    expect(diff.added).toEqual([{ wgtId: 'ValueWgt3', type: 'ValueWgt', name: 'ValueWgt3', page: 'PageWgt0', pageTitle: 'Page 1' }]);
    expect(diff.removed).toEqual([{ wgtId: 'ValueWgt2', type: 'ValueWgt', name: 'ValueWgt2', page: 'PageWgt0', pageTitle: 'Page 1' }]);
    expect(diff.changed).toEqual([]);
  });

  it('carries what each widget and its page show, so the comparison names them as the editor does', () => {
    const from = documentWith([[value('ValueWgt1')]]);
    const to = documentWith([[value('ValueWgt1'), value('ValueWgt2', { title: 'Flow rate' }), { ...value('TextWgt0'), type: 'TextWgt', props: { text: 'Shift notes' } }]]);
    const diff = diffVersions(from, to);
    expect(diff.added.map(({ name, title, pageTitle }) => ({ name, title, pageTitle }))).toEqual([
      { name: 'ValueWgt2', title: 'Flow rate', pageTitle: 'Page 1' },
      { name: 'TextWgt0', title: 'Shift notes', pageTitle: 'Page 1' },
    ]);
  });

  it('lists the properties whose values differ, including added and dropped ones and lists of strings', () => {
    const from = documentWith([[value('ValueWgt1', { decimals: 1, colors: ['red', 'green'] })]]);
    const to = documentWith([[{ ...value('ValueWgt1'), props: { label: 'Temperature', unit: '°F', colors: ['red', 'blue'], min: 0 } }]]);
    const [changed] = diffVersions(from, to).changed;
    expect(changed).toMatchObject({ wgtId: 'ValueWgt1', props: ['colors', 'decimals', 'min', 'unit'], layout: false, moved: false });
  });

  it('tells a widget placed elsewhere in the grid, moved to another page or renamed', () => {
    const from = documentWith([[value('ValueWgt1'), value('ValueWgt2')], []]);
    const to = documentWith([
      [{ ...value('ValueWgt1', {}, { x: 3, y: 0, w: 3, h: 3 }), name: 'Boiler temperature' }],
      [value('ValueWgt2')],
    ]);
    const diff = diffVersions(from, to);
    expect(diff.changed).toEqual([
      expect.objectContaining({ wgtId: 'ValueWgt1', layout: true, moved: false, renamed: true, props: [] }),
      expect.objectContaining({ wgtId: 'ValueWgt2', page: 'PageWgt1', layout: false, moved: true }),
    ]);
  });

  it('compares links by the property they feed: relinked, new, dropped and turned writable', () => {
    const from = documentWith(
      [[value('ValueWgt1'), value('ValueWgt2'), value('ValueWgt3')]],
      [link('ValueWgt1', 'Boiler/Temperature'), link('ValueWgt2', 'Boiler/Pressure'), link('ValueWgt3', 'Boiler/Mode')],
    );
    const to = documentWith(
      [[value('ValueWgt1'), value('ValueWgt2'), value('ValueWgt3')]],
      [
        // Renumbered ids do not count as a change.
        link('ValueWgt1', 'Boiler/Pressure', { id: 'DataLink9' }),
        link('ValueWgt2', 'Boiler/Pressure', { id: 'DataLink8', tgtProp: 'label' }),
        link('ValueWgt3', 'Boiler/Mode', { id: 'DataLink7', permission: 'read/write' }),
      ],
    );
    const byWidget = Object.fromEntries(diffVersions(from, to).changed.map((change) => [change.wgtId, change.links]));
    expect(byWidget).toEqual({
      ValueWgt1: [
        { tgtProp: 'value', before: { srcProp: 'Boiler/Temperature', permission: 'readonly' }, after: { srcProp: 'Boiler/Pressure', permission: 'readonly' } },
      ],
      ValueWgt2: [
        { tgtProp: 'label', after: { srcProp: 'Boiler/Pressure', permission: 'readonly' } },
        { tgtProp: 'value', before: { srcProp: 'Boiler/Pressure', permission: 'readonly' } },
      ],
      ValueWgt3: [
        { tgtProp: 'value', before: { srcProp: 'Boiler/Mode', permission: 'readonly' }, after: { srcProp: 'Boiler/Mode', permission: 'read/write' } },
      ],
    });
  });

  it('takes a widget whose type changed under the same id as removed and added', () => {
    const from = documentWith([[value('Wgt1')]]);
    const to = documentWith([[{ ...value('Wgt1'), type: 'GaugeWgt' }]]);
    const diff = diffVersions(from, to);
    expect(diff.removed.map((widget) => widget.type)).toEqual(['ValueWgt']);
    expect(diff.added.map((widget) => widget.type)).toEqual(['GaugeWgt']);
    expect(diff.changed).toEqual([]);
  });

  it('reads the seeded hall A versions: 2 adds burner, mode and trend tiles; 3 adds a trends page', () => {
    const hallA = seedDashboardsState().dashboards.find((dashboard) => dashboard.id === 'dsh-boiler-hall-a')!;
    const documents = Object.fromEntries(hallA.versions.map((version) => [version.version, JSON.parse(version.json) as DashboardDocument]));
    const second = diffVersions(documents['1']!, documents['2']!);
    expect(second.added.map((widget) => widget.type)).toEqual(['ValueWgt', 'ValueWgt', 'TrendWgt']);
    // The tag manager subscribes to the new tags.
    expect(second.changed).toEqual([expect.objectContaining({ wgtId: 'TagMgr', props: ['tags'] })]);
    expect(second.removed).toEqual([]);

    const third = diffVersions(documents['2']!, documents['3']!);
    expect(third.added.map((widget) => `${widget.type}${widget.page ? ` on ${widget.page}` : ''}`)).toEqual([
      'PageWgt',
      'GroupWgt on PageWgt1',
      'TrendWgt on PageWgt1',
      'ImageWgt on PageWgt1',
    ]);
    // Back from 3 to 2 is the mirror image.
    expect(diffVersions(documents['3']!, documents['2']!).removed.map((widget) => widget.wgtId)).toEqual(third.added.map((widget) => widget.wgtId));
  });
});
