// Spec §2 editor shortcuts: which keys mean what, on which routes, and when a focused field keeps its own keys.
// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { commandFor, focusTakesKeys, isEditorHash } from '../../../src/features/dashboards/editor/shortcuts';

const stroke = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('editor shortcuts', () => {
  test.each([
    [stroke('c', { ctrlKey: true }), 'copy'],
    [stroke('v', { ctrlKey: true }), 'paste'],
    [stroke('x', { ctrlKey: true }), 'cut'],
    [stroke('z', { ctrlKey: true }), 'undo'],
    [stroke('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [stroke('z', { metaKey: true }), 'undo'],
    [stroke('Delete'), 'remove'],
    [stroke('Backspace'), 'remove'],
    [stroke('z'), undefined],
    [stroke('c', { ctrlKey: true, altKey: true }), undefined],
    [stroke('y', { ctrlKey: true }), undefined],
  ] as const)('%o is %s', (keys, command) => {
    expect(commandFor(keys)).toBe(command);
  });

  test.each([
    ['#/dashboards/d1/edit', true],
    ['#/dashboards/d1/edit?org=1', true],
    ['#/dashboards/d1/new?org=1,4', true],
    ['#/dashboards/d1?org=1', false],
    ['#/dashboards/edit', false],
    ['#/flow/f1/edit', false],
  ])('%s is the editor: %s', (hash, editor) => {
    expect(isEditorHash(hash)).toBe(editor);
  });

  test('fields and widget components keep their keys; buttons and the grid do not', () => {
    document.body.innerHTML = `
      <input id="text" /><input id="box" type="checkbox" /><textarea id="area"></textarea><select id="pick"></select>
      <div id="editable" contenteditable="true"></div><button id="button"></button>
      <div data-widget-component><span id="inside" tabindex="0"></span></div><div id="cell" role="option" tabindex="0"></div>`;
    const taking = ['text', 'area', 'pick', 'inside'].map((id) => focusTakesKeys(document.getElementById(id)));
    const free = ['box', 'button', 'cell'].map((id) => focusTakesKeys(document.getElementById(id)));
    expect(taking).toEqual([true, true, true, true]);
    expect(free).toEqual([false, false, false]);
    expect(focusTakesKeys(null)).toBe(false);
  });
});
