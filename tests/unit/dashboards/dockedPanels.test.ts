// The editor's docked panels (spec §3 frame panels: ref, type, position, size, dock) as kept for a person.
import { describe, expect, test } from 'vitest';
import { dockPanel, parseDockedPanels, panelsIn, raisePanel, resizePanel, serialiseDockedPanels, type PanelType } from '../../../src/features/dashboards/editor/dockedPanels';

const both = new Set<PanelType>(['properties', 'inspector']);
const defaults = [
  { ref: 'editor.properties', type: 'properties', position: 0, size: 320, dock: 'right' },
  { ref: 'editor.inspector', type: 'inspector', position: 1, size: 320, dock: 'right' },
];

describe('docked panels', () => {
  test('nothing kept reads as nothing; a kept layout reads back; what does not read as one gives the defaults, panel by panel', () => {
    expect(parseDockedPanels(undefined)).toBeUndefined();
    expect(parseDockedPanels('not json')).toEqual(defaults);
    expect(parseDockedPanels(serialiseDockedPanels(defaults as never))).toEqual(defaults);
    expect(parseDockedPanels('[{"ref":"editor.properties","dock":"bottom","size":9999,"position":"x"}]')).toEqual([
      { ref: 'editor.properties', type: 'properties', position: 0, size: 320, dock: 'bottom' },
      defaults[1],
    ]);
  });

  test('docked elsewhere goes last there; a step wider or narrower stops at 240 and 480 px; moved up swaps with the one before', () => {
    const left = dockPanel(parseDockedPanels('[]')!, 'editor.inspector', 'left');
    expect(left[1]).toEqual({ ref: 'editor.inspector', type: 'inspector', position: 0, size: 320, dock: 'left' });
    expect(resizePanel(left, 'editor.inspector', 1)[1]?.size).toBe(360);
    let narrow = left;
    for (let step = 0; step < 5; step++) narrow = resizePanel(narrow, 'editor.inspector', -1);
    expect(narrow[1]?.size).toBe(240);
    const raised = raisePanel(parseDockedPanels('[]')!, 'editor.inspector', both);
    expect(panelsIn(raised, 'right', both).map((panel) => panel.ref)).toEqual(['editor.inspector', 'editor.properties']);
    expect(panelsIn(raised, 'right', new Set<PanelType>(['properties'])).map((panel) => panel.ref)).toEqual(['editor.properties']);
  });
});
