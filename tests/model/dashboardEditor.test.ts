// Path tests for machines/dashboardEditor.machine.ts: edits, undo, redo, jumps in the history list, selection,
// clipboard and saving as a version. Each path's end is checked against an independent oracle: a timeline with a
// cursor (not the machine's two stacks), replayed from the same events.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { dashboardEditorMachine, type SaveRequest } from '../../machines/dashboardEditor.machine';
import { editorHistoryDepth } from '../../machines/constants';
import { generatePaths, runPath, type LooseEvent, type ModelEvent } from './pathTests';
import { pending } from './pending';

type Machine = typeof dashboardEditorMachine;
const input = { dashboardId: 'd1', baseVersion: '3', saved: 'S' };
const saveRefused = new Error('POST versions answered 500');

const fixtures: ReadonlyArray<ModelEvent<Machine>> = [
  { type: 'editor.edit', label: 'Add value', document: 'A', selection: ['w1'] },
  { type: 'editor.edit', label: 'Move value', document: 'B' },
  { type: 'editor.undo' },
  { type: 'editor.redo' },
  { type: 'editor.jump', steps: 0 },
  { type: 'editor.jump', steps: 2 },
  { type: 'editor.select', ids: ['w2'] },
  { type: 'editor.copy', clip: 'clip-1' },
  { type: 'editor.cut', clip: 'clip-2', label: 'Cut', document: 'C' },
  { type: 'editor.discardDraft', label: 'Discard changes' },
  { type: 'editor.save', description: 'morning shift', publish: true },
  { type: 'xstate.done.actor.saveVersion', output: { version: '4' } },
  { type: 'xstate.error.actor.saveVersion', error: saveRefused },
];

const { paths, coverage } = generatePaths(dashboardEditorMachine, {
  input,
  events: fixtures,
  // Bounds the state space: two recorded steps, one clip, one selection change, one successful save and discarding
  // only real changes reach every behaviour; more would only multiply equivalent paths.
  filterEvents: ({ context }, event) => {
    switch (event.type) {
      case 'editor.edit':
      case 'editor.cut':
        return context.past.length < 2 && context.clipboard === undefined;
      case 'editor.copy':
        return context.clipboard === undefined && context.past.length === 0;
      case 'editor.select':
        return context.selection.length === 0 && context.past.length === 0;
      case 'editor.discardDraft':
        return context.present !== context.saved && context.past.length < 2;
      case 'editor.save':
        return context.baseVersion === input.baseVersion;
      default:
        return true;
    }
  },
  // About 6 000 snapshot/event pairs today. With these filters the history cannot grow past two steps, so a change
  // that lets it grow anyway (a new edit that keeps redo) exceeds the limit in a second instead of running for minutes.
  limit: 15_000,
});

/** The oracle: every document in order, a cursor on the present one. */
function replay(events: readonly LooseEvent[]) {
  let timeline: unknown[] = [input.saved];
  let cursor = 0;
  let saved: unknown = input.saved;
  let baseVersion = input.baseVersion;
  let saving = false;
  let clipboard: unknown;
  let error: unknown;
  let drafts = 0;
  let clears = 0;
  const saves: unknown[] = [];
  const record = (document: unknown) => {
    timeline = [...timeline.slice(0, cursor + 1), document];
    cursor++;
  };
  for (const event of events) {
    if (saving) {
      if (event.type === 'xstate.done.actor.saveVersion') {
        saved = timeline[cursor];
        baseVersion = (event.output as { version: string }).version;
        error = undefined;
        clears++;
        saving = false;
      } else if (event.type === 'xstate.error.actor.saveVersion') {
        error = event.error;
        saving = false;
      }
      continue;
    }
    switch (event.type) {
      case 'editor.edit':
        record(event.document);
        drafts++;
        break;
      case 'editor.cut':
        record(event.document);
        clipboard = event.clip;
        drafts++;
        break;
      case 'editor.copy':
        clipboard = event.clip;
        break;
      case 'editor.discardDraft':
        record(saved);
        clears++;
        break;
      case 'editor.undo':
        if (cursor > 0) {
          cursor--;
          drafts++;
        }
        break;
      case 'editor.redo':
        if (cursor < timeline.length - 1) {
          cursor++;
          drafts++;
        }
        break;
      case 'editor.jump': {
        const steps = event.steps as number;
        if (steps !== cursor && steps < timeline.length) {
          cursor = steps;
          drafts++;
        }
        break;
      }
      case 'editor.save':
        saving = true;
        error = undefined;
        saves.push({ dashboardId: input.dashboardId, baseVersion, document: timeline[cursor], description: event.description, publish: event.publish });
        break;
    }
  }
  return { present: timeline[cursor], undoable: cursor, redoable: timeline.length - 1 - cursor, saved, baseVersion, saving, clipboard, error, drafts, clears, saves };
}

function start() {
  const saveVersion = pending<{ version: string }, SaveRequest<unknown>>();
  const persistDraft = vi.fn();
  const clearDraft = vi.fn();
  const actor = createActor(
    dashboardEditorMachine.provide({ actors: { saveVersion: saveVersion.logic }, actions: { persistDraft, clearDraft } }),
    { input },
  );
  actor.start();
  return { actor, saveVersion, persistDraft, clearDraft };
}

let running: { stop: () => void } | undefined;
afterEach(() => {
  running?.stop();
  running = undefined;
});

describe(`dashboardEditor paths (${paths.length})`, () => {
  test.each(paths.map((path) => [path.title, path] as const))('%s', async (_title, path) => {
    const { actor, saveVersion, persistDraft, clearDraft } = start();
    running = actor;
    await runPath(actor, path);
    const end = actor.getSnapshot();
    const expected = replay(path.events as LooseEvent[]);

    expect(end.context.present).toBe(expected.present);
    expect(end.context.past).toHaveLength(expected.undoable);
    expect(end.context.future).toHaveLength(expected.redoable);
    expect(end.context.saved).toBe(expected.saved);
    expect(end.context.baseVersion).toBe(expected.baseVersion);
    expect(end.matches('saving')).toBe(expected.saving);
    expect(end.context.clipboard).toBe(expected.clipboard);
    expect(end.context.error).toBe(expected.error);
    // The draft follows every change of the present document and is forgotten on save and on discard.
    expect(persistDraft).toHaveBeenCalledTimes(expected.drafts);
    expect(clearDraft).toHaveBeenCalledTimes(expected.clears);
    // What is saved is exactly what the person saw, over the version the edits started from.
    expect(saveVersion.inputs).toEqual(expected.saves);
  });

  test('cover every state and transition', () => {
    expect(coverage.uncoveredStates).toEqual([]);
    expect(coverage.uncoveredTransitions).toEqual([]);
    expect(coverage.unusedFixtures).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
  });
});

describe('dashboardEditor outside the model', () => {
  test('history keeps the newest steps up to its depth; undoing all of them stops at the oldest kept', () => {
    const { actor } = start();
    running = actor;
    const edits = editorHistoryDepth + 50;
    for (let index = 1; index <= edits; index++) actor.send({ type: 'editor.edit', label: `Edit ${index}`, document: `doc-${index}` });
    expect(actor.getSnapshot().context.past).toHaveLength(editorHistoryDepth);
    for (let index = 0; index < edits; index++) actor.send({ type: 'editor.undo' });
    expect(actor.getSnapshot().context.present).toBe(`doc-${edits - editorHistoryDepth}`);
    expect(actor.getSnapshot().context.future[0]?.label).toBe(`Edit ${edits - editorHistoryDepth + 1}`);
  });

  test('a new edit after undo clears redo', () => {
    const { actor } = start();
    running = actor;
    actor.send({ type: 'editor.edit', label: 'one', document: 'one' });
    actor.send({ type: 'editor.edit', label: 'two', document: 'two' });
    actor.send({ type: 'editor.undo' });
    actor.send({ type: 'editor.edit', label: 'three', document: 'three' });
    actor.send({ type: 'editor.redo' });
    const { context } = actor.getSnapshot();
    expect(context.present).toBe('three');
    expect(context.past.map((step) => step.label)).toEqual(['one', 'three']);
    expect(context.future).toEqual([]);
  });

  test('undo restores the selection the step started with', () => {
    const { actor } = start();
    running = actor;
    actor.send({ type: 'editor.select', ids: ['a'] });
    actor.send({ type: 'editor.edit', label: 'add b', document: 'with-b', selection: ['b'] });
    actor.send({ type: 'editor.undo' });
    expect(actor.getSnapshot().context.selection).toEqual(['a']);
    actor.send({ type: 'editor.redo' });
    expect(actor.getSnapshot().context.selection).toEqual(['b']);
  });

  test('a draft from an earlier session is the starting point, and the saved document stays the reference', () => {
    const actor = createActor(dashboardEditorMachine, { input: { ...input, draft: 'D' } });
    running = actor;
    actor.start();
    expect(actor.getSnapshot().context.present).toBe('D');
    expect(actor.getSnapshot().context.saved).toBe('S');
  });
});
