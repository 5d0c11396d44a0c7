// Path tests for machines/dashboardEditor.machine.ts: edits, undo, redo, jumps in the history list, selection,
// clipboard and saving as a version. Before the first event and after every one (runPath's afterStep), what the
// editor shows is checked against an independent oracle: a timeline of documents with a cursor (not the machine's two
// stacks), replayed from the path's events so far — the present document, the history list's undo and redo labels,
// the selection, dirty or saved, saving, the clipboard, the last error, and every draft kept or cleared and every
// version asked to be saved. Nothing expected is read from the actor, so a step that breaks the history fails there.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  dashboardEditorMachine,
  selectDirty,
  selectPresent,
  selectRestoredShown,
  selectSaving,
  selectSelection,
  type SaveRequest,
} from '../../machines/dashboardEditor.machine';
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
  { type: 'editor.keepDraft' },
  { type: 'editor.save', description: 'morning shift', publish: true },
  { type: 'xstate.done.actor.saveVersion', output: { version: '4' } },
  { type: 'xstate.error.actor.saveVersion', error: saveRefused },
];

/**
 * What the editor promises of its history: at most the two steps the filters below allow, each starting where the one
 * before it ended, and the present document where the undo stack ends and the redo stack starts. Always true of a
 * correct machine; a snapshot where it is not is a broken history, which the traversal does not explore further: the
 * path into it is still generated (and its step fails the oracle), but a machine that keeps redo steps or loses the
 * document on undo cannot make the state space grow without end.
 */
function historyIsAChain({ context }: SnapshotFrom<Machine>): boolean {
  const steps = [...context.past, ...context.future];
  if (steps.length > 2) return false;
  if (steps.some((step, index) => index > 0 && steps[index - 1]!.after !== step.before)) return false;
  if (context.past.length > 0 && context.past.at(-1)!.after !== context.present) return false;
  return context.future.length === 0 || context.future[0]!.before === context.present;
}

const { paths, coverage } = generatePaths(dashboardEditorMachine, {
  input,
  events: fixtures,
  // Bounds the state space: two recorded steps, one clip, one selection change, one successful save and discarding
  // only real changes reach every behaviour; more would only multiply equivalent paths.
  filterEvents: (snapshot, event) => {
    if (!historyIsAChain(snapshot)) return false;
    const { context } = snapshot;
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
  // About 9 000 snapshot/event pairs today. With these filters and the chain rule the history cannot grow past two
  // steps, so a change that breaks it (a new edit that keeps redo) is generated as a path that fails its step; the
  // limit stays as the backstop against any other growth, failing in a second instead of running for minutes.
  limit: 15_000,
});

/** What the editor shows and has asked for, as the oracle and the actor both report it. */
interface EditorObserved {
  saving: boolean;
  present: unknown;
  dirty: boolean;
  selection: readonly string[];
  /** The history list: labels of the steps undo would take back (oldest first) and of those redo would take again. */
  undo: string[];
  redo: string[];
  saved: unknown;
  baseVersion: string;
  clipboard: unknown;
  error: unknown;
  drafts: number;
  clears: number;
  saves: unknown[];
}

/**
 * The oracle: every document in order, a cursor on the present one, and per step between two documents its label and
 * the selection before and after it. A new edit (or cut, or discard) drops everything after the cursor; undo, redo
 * and a jump move the cursor and bring back the document and selection of where it lands; nothing edits while a
 * version is being saved; a saved version is what the cursor showed.
 */
function replay(events: readonly LooseEvent[]): EditorObserved & { undoable: number; redoable: number } {
  let timeline: unknown[] = [input.saved];
  /** `steps[i]` leads from `timeline[i]` to `timeline[i + 1]`. */
  let steps: Array<{ label: string; selectionBefore: readonly string[]; selectionAfter: readonly string[] }> = [];
  let cursor = 0;
  let selection: readonly string[] = [];
  let saved: unknown = input.saved;
  let baseVersion = input.baseVersion;
  let saving = false;
  let clipboard: unknown;
  let error: unknown;
  let drafts = 0;
  let clears = 0;
  const saves: unknown[] = [];
  const record = (label: string, document: unknown, selectionAfter: readonly string[] = selection) => {
    timeline = [...timeline.slice(0, cursor + 1), document];
    steps = [...steps.slice(0, cursor), { label, selectionBefore: selection, selectionAfter }];
    cursor++;
    selection = selectionAfter;
  };
  const moveTo = (position: number) => {
    selection = position < cursor ? steps[position]!.selectionBefore : steps[position - 1]!.selectionAfter;
    cursor = position;
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
        record(event.label as string, event.document, event.selection as readonly string[] | undefined);
        drafts++;
        break;
      case 'editor.cut':
        record(event.label as string, event.document);
        clipboard = event.clip;
        drafts++;
        break;
      case 'editor.copy':
        clipboard = event.clip;
        break;
      // Only the restored-draft notice listens to it; these paths start from no draft (see the tests below).
      case 'editor.keepDraft':
        break;
      case 'editor.select':
        selection = event.ids as readonly string[];
        break;
      case 'editor.discardDraft':
        record(event.label as string, saved, []);
        clears++;
        break;
      case 'editor.undo':
        if (cursor > 0) {
          moveTo(cursor - 1);
          drafts++;
        }
        break;
      case 'editor.redo':
        if (cursor < timeline.length - 1) {
          moveTo(cursor + 1);
          drafts++;
        }
        break;
      case 'editor.jump': {
        const position = event.steps as number;
        if (position !== cursor && position >= 0 && position < timeline.length) {
          moveTo(position);
          drafts++;
        }
        break;
      }
      case 'editor.save':
        saving = true;
        error = undefined;
        saves.push({ dashboardId: input.dashboardId, baseVersion, document: timeline[cursor], description: event.description, publish: event.publish });
        break;
      default:
        throw new Error(`the oracle does not know ${event.type}`);
    }
  }
  const labels = steps.map((step) => step.label);
  return {
    saving,
    present: timeline[cursor],
    dirty: timeline[cursor] !== saved,
    selection,
    undo: labels.slice(0, cursor),
    redo: labels.slice(cursor),
    undoable: cursor,
    redoable: timeline.length - 1 - cursor,
    saved,
    baseVersion,
    clipboard,
    error,
    drafts,
    clears,
    saves,
  };
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
    const observed = (): EditorObserved => {
      const snapshot = actor.getSnapshot();
      return {
        saving: selectSaving(snapshot),
        present: selectPresent(snapshot),
        dirty: selectDirty(snapshot),
        selection: selectSelection(snapshot),
        undo: snapshot.context.past.map((step) => step.label),
        redo: snapshot.context.future.map((step) => step.label),
        saved: snapshot.context.saved,
        baseVersion: snapshot.context.baseVersion,
        clipboard: snapshot.context.clipboard,
        error: snapshot.context.error,
        drafts: persistDraft.mock.calls.length,
        clears: clearDraft.mock.calls.length,
        saves: [...saveVersion.inputs],
      };
    };
    // Every step, not only the end: an edit that keeps redo steps or an undo that keeps the document fails where it
    // happens.
    let checked = -1;
    await runPath(actor, path, {}, (done) => {
      checked = done;
      const { undoable: _undoable, redoable: _redoable, ...expected } = replay(path.events.slice(0, done) as LooseEvent[]);
      expect(observed(), `after ${done} event(s) of ${path.title}`).toEqual(expected);
    });
    expect(checked).toBe(path.events.length);
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
    const actor = createActor(dashboardEditorMachine, { input: { ...input, draft: { document: 'D', label: 'Restore' } } });
    running = actor;
    actor.start();
    expect(actor.getSnapshot().context.present).toBe('D');
    expect(actor.getSnapshot().context.saved).toBe('S');
    expect(selectDirty(actor.getSnapshot())).toBe(true);
  });

  /** An editor opened over a kept draft, with its notice shown. */
  function restoring() {
    const saveVersion = fromPromise<{ version: string }, SaveRequest<unknown>>(async () => ({ version: '4' }));
    const actor = createActor(
      dashboardEditorMachine.provide({ actors: { saveVersion } }),
      { input: { ...input, draft: { document: 'D', label: 'Restore unsaved changes' } } },
    );
    actor.start();
    running = actor;
    expect(selectRestoredShown(actor.getSnapshot())).toBe(true);
    return { actor };
  }

  test('restoring a draft is one history step: undo takes all of it back to the saved document, redo brings it again', () => {
    const { actor } = restoring();
    expect(actor.getSnapshot().context.past.map((step) => step.label)).toEqual(['Restore unsaved changes']);
    actor.send({ type: 'editor.undo' });
    expect(selectPresent(actor.getSnapshot())).toBe('S');
    expect(selectDirty(actor.getSnapshot())).toBe(false);
    // Nothing restored shows now, so nothing is said to be.
    expect(selectRestoredShown(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'editor.redo' });
    expect(selectPresent(actor.getSnapshot())).toBe('D');
    expect(selectRestoredShown(actor.getSnapshot())).toBe(true);
  });

  test('once the restored changes are saved the notice is gone for good, and the restore can still be undone', async () => {
    const { actor } = restoring();
    actor.send({ type: 'editor.edit', label: 'Move value', document: 'E' });
    actor.send({ type: 'editor.save', description: '', publish: false });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    expect(selectRestoredShown(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.past.map((step) => step.label)).toEqual(['Restore unsaved changes', 'Move value']);
    actor.send({ type: 'editor.undo' });
    actor.send({ type: 'editor.undo' });
    // Back before the restore: the version saved before the draft, now an unsaved change of version 4, no notice.
    expect(selectPresent(actor.getSnapshot())).toBe('S');
    expect(selectDirty(actor.getSnapshot())).toBe(true);
    expect(selectRestoredShown(actor.getSnapshot())).toBe(false);
  });

  test('keeping or discarding the restored changes ends the notice; discarding is a step of its own', () => {
    const kept = restoring();
    kept.actor.send({ type: 'editor.keepDraft' });
    expect(selectRestoredShown(kept.actor.getSnapshot())).toBe(false);
    expect(selectPresent(kept.actor.getSnapshot())).toBe('D');
    kept.actor.stop();

    const discarded = restoring();
    discarded.actor.send({ type: 'editor.discardDraft', label: 'Discard restored changes' });
    expect(selectPresent(discarded.actor.getSnapshot())).toBe('S');
    expect(selectRestoredShown(discarded.actor.getSnapshot())).toBe(false);
    discarded.actor.send({ type: 'editor.undo' });
    expect(selectPresent(discarded.actor.getSnapshot())).toBe('D');
    expect(selectRestoredShown(discarded.actor.getSnapshot())).toBe(false);
  });
});
