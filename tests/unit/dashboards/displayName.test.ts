// Widgets are named for what they show wherever a person reads them ("Temperature", else "Value 1"), while
// the document keeps the platform's internal names (ValueWgt0, PageWgt0) for its ids and links.
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { emptyDocument, pageWidget, type Widget } from '../../../src/platform/dashboardDocument';
import { displayName, shownTitle, widgetName } from '../../../src/features/dashboards/document/displayName';
import { addWidget } from '../../../src/features/dashboards/document/operations';
import { findWidget } from '../../../src/features/dashboards/document/tree';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const widget = (wgtId: string, type: Widget['type'], props: Widget['props'] = {}): Widget => ({ wgtId, type, name: wgtId, props, children: [] });

describe('widget names a person reads', () => {
  test('a widget with a title is named by it', () => {
    expect(widgetName(widget('ValueWgt0', 'ValueWgt', { title: '  Temperature ' }), i18n)).toBe('Temperature');
    expect(widgetName(pageWidget(1, 'Trends'), i18n)).toBe('Trends');
  });

  test('without one, by its kind in words and its number counted from 1', () => {
    expect(widgetName(widget('ValueWgt0', 'ValueWgt', { title: '' }), i18n)).toBe('Value 1');
    expect(widgetName(widget('TrendWgt2', 'TrendWgt'), i18n)).toBe('Time-series chart 3');
    expect(widgetName(widget('GaugeWgt11', 'GaugeWgt', { title: '   ' }), i18n)).toBe('Gauge 12');
    expect(widgetName(pageWidget(0, ''), i18n)).toBe('Page 1');
    expect(widgetName(widget('GroupWgt0', 'GroupWgt'), i18n)).toBe('Grid 1');
  });

  test('a text widget by the first line of its text, a long one by its beginning', () => {
    expect(widgetName(widget('TextWgt0', 'TextWgt', { text: '\n Line A status \nsecond line' }), i18n)).toBe('Line A status');
    expect(shownTitle(widget('TextWgt0', 'TextWgt', { text: 'w'.repeat(60) }))).toBe(`${'w'.repeat(40)}…`);
    expect(widgetName(widget('TextWgt1', 'TextWgt', { text: '' }), i18n)).toBe('Text 2');
  });

  test('an image by its description', () => {
    expect(widgetName(widget('ImageWgt8', 'ImageWgt', { asset: 'hall-a.svg', alt: 'Plan of boiler hall A' }), i18n)).toBe('Plan of boiler hall A');
    expect(widgetName(widget('ImageWgt8', 'ImageWgt', { asset: 'hall-a.svg', alt: '' }), i18n)).toBe('Image 9');
  });

  test('a widget the portal does not know, or under an id of another shape, keeps the name it came with', () => {
    expect(widgetName({ ...widget('x-1', 'ValueWgt'), name: 'Imported tile' }, i18n)).toBe('Imported tile');
    expect(displayName({ wgtId: 'acme.Dial0', type: 'acme.Dial', name: 'acme.Dial0' }, i18n)).toBe('acme.Dial0');
  });

  test('the document keeps the platform names while the person reads "Value 1"', () => {
    const document = emptyDocument({ id: 'd', name: 'D', description: '', pageTitle: 'Main', now: 0 });
    const added = addWidget(document, 'PageWgt0', 'ValueWgt', { x: 0, y: 0, w: 3, h: 2 }, { title: '' });
    const stored = JSON.parse(JSON.stringify(added.document)) as typeof document;
    expect(findWidget(stored, 'ValueWgt0')).toMatchObject({ wgtId: 'ValueWgt0', name: 'ValueWgt0' });
    expect(widgetName(findWidget(stored, 'ValueWgt0')!, i18n)).toBe('Value 1');
  });
});
