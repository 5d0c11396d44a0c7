// The dashboard editor's document, history, selection and clipboard, and saving it as a new version.
// History keeps whole document snapshots with structural sharing (an edit copies only the path it changes), so
// undo and redo swap a pointer whatever the dashboard's size; each step carries the label the history list shows.
// The machine is generic: it never looks inside a document; views compute edits with pure operations and send
// the result, so every edit, undo, redo and jump here is O(1).
import { assign, setup } from 'xstate';
import { editorHistoryDepth } from './constants';
import { notProvided } from './notProvided';

export interface HistoryStep<Doc> {
  label: string;
  before: Doc;
  after: Doc;
  selectionBefore: readonly string[];
  selectionAfter: readonly string[];
}

export interface EditorContext<Doc, Clip> {
  dashboardId: string;
  /** The version the edits started from; saving stores the result as a new version derived from it. */
  baseVersion: string;
  /** What the service holds: the document is dirty when `present` is not this one. */
  saved: Doc;
  present: Doc;
  past: HistoryStep<Doc>[];
  future: HistoryStep<Doc>[];
  selection: readonly string[];
  clipboard?: Clip;
  error?: unknown;
  /** Started from a kept draft that is neither saved, kept nor discarded yet: the view tells the person so. */
  restored: boolean;
}

export interface EditorInput<Doc> {
  dashboardId: string;
  baseVersion: string;
  saved: Doc;
  /**
   * A draft kept from an earlier session (reload, crash): the editor starts with it restored over the saved document
   * as one history step (`label`), so undo takes the restored changes back in one go.
   */
  draft?: { document: Doc; label: string };
}

export type EditorEvent<Doc, Clip> =
  | { type: 'editor.edit'; label: string; document: Doc; selection?: readonly string[] }
  | { type: 'editor.undo' }
  | { type: 'editor.redo' }
  /** Jump to the state after `steps` history steps from the start of the kept history (0 = before all). */
  | { type: 'editor.jump'; steps: number }
  | { type: 'editor.select'; ids: readonly string[] }
  | { type: 'editor.copy'; clip: Clip }
  | { type: 'editor.cut'; clip: Clip; label: string; document: Doc }
  /** `publish`: the saved version also becomes the current one, the version viewers see. */
  | { type: 'editor.save'; description: string; publish: boolean }
  | { type: 'editor.discardDraft'; label: string }
  /** The person keeps the restored changes: no more telling them. */
  | { type: 'editor.keepDraft' };

export interface SaveRequest<Doc> {
  dashboardId: string;
  baseVersion: string;
  document: Doc;
  description: string;
  publish: boolean;
}

export interface SavedVersion {
  version: string;
}

export function createDashboardEditorMachine<Doc, Clip>() {
  type Context = EditorContext<Doc, Clip>;
  type Event = EditorEvent<Doc, Clip>;
  type Edit = { label: string; document: Doc; selection?: readonly string[] };

  const recorded = (context: Context, edit: Edit): Partial<Context> => {
    const selectionAfter = edit.selection ?? context.selection;
    const step: HistoryStep<Doc> = {
      label: edit.label,
      before: context.present,
      after: edit.document,
      selectionBefore: context.selection,
      selectionAfter,
    };
    return {
      present: edit.document,
      selection: selectionAfter,
      past: [...context.past, step].slice(-editorHistoryDepth),
      future: [],
    };
  };

  /** Moves `count` steps back (negative) or forward (positive) through the history. */
  const travelled = (context: Context, count: number): Partial<Context> => {
    const past = [...context.past];
    const future = [...context.future];
    let { present, selection } = context;
    for (let moved = 0; moved < Math.abs(count); moved++) {
      if (count < 0) {
        const step = past.pop();
        if (!step) break;
        future.unshift(step);
        present = step.before;
        selection = step.selectionBefore;
      } else {
        const step = future.shift();
        if (!step) break;
        past.push(step);
        present = step.after;
        selection = step.selectionAfter;
      }
    }
    return { past, future, present, selection };
  };

  return setup({
    types: {} as { context: Context; events: Event; input: EditorInput<Doc> },
    actors: {
      saveVersion: notProvided<SavedVersion, SaveRequest<Doc>>(
        'saveVersion',
      ),
    },
    actions: {
      /** Keeps the unsaved document outside the page so a reload or a crash loses nothing (or forgets it once
       * `present` is the saved document again). */
      persistDraft: () => {},
      clearDraft: () => {},
    },
    guards: {
      canUndo: ({ context }) => context.past.length > 0,
      canRedo: ({ context }) => context.future.length > 0,
      jumpInRange: ({ context, event }) =>
        event.type === 'editor.jump' &&
        event.steps >= 0 &&
        event.steps <= context.past.length + context.future.length &&
        event.steps !== context.past.length,
    },
  }).createMachine({
    id: 'dashboardEditor',
    context: ({ input }) => {
      const start: Context = {
        dashboardId: input.dashboardId,
        baseVersion: input.baseVersion,
        saved: input.saved,
        present: input.saved,
        past: [],
        future: [],
        selection: [],
        restored: false,
      };
      return input.draft ? { ...start, ...recorded(start, input.draft), restored: true } : start;
    },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'editor.edit': { actions: [assign(({ context, event }) => recorded(context, event)), 'persistDraft'] },
          'editor.undo': { guard: 'canUndo', actions: [assign(({ context }) => travelled(context, -1)), 'persistDraft'] },
          'editor.redo': { guard: 'canRedo', actions: [assign(({ context }) => travelled(context, 1)), 'persistDraft'] },
          'editor.jump': {
            guard: 'jumpInRange',
            actions: [assign(({ context, event }) => travelled(context, event.steps - context.past.length)), 'persistDraft'],
          },
          'editor.select': { actions: assign({ selection: ({ event }) => event.ids }) },
          'editor.copy': { actions: assign({ clipboard: ({ event }) => event.clip }) },
          'editor.cut': {
            actions: [assign(({ context, event }) => ({ ...recorded(context, event), clipboard: event.clip })), 'persistDraft'],
          },
          // Back to what the service holds; the history stays, so even this can be undone.
          'editor.discardDraft': {
            actions: [
              assign(({ context, event }) => ({ ...recorded(context, { label: event.label, document: context.saved, selection: [] }), restored: false })),
              'clearDraft',
            ],
          },
          'editor.keepDraft': { actions: assign({ restored: false }) },
          'editor.save': { target: 'saving', actions: assign({ error: undefined }) },
        },
      },
      // Edits wait while a version is written: the saved version must be exactly what the person saw.
      saving: {
        invoke: {
          id: 'saveVersion',
          src: 'saveVersion',
          input: ({ context, event }) => ({
            dashboardId: context.dashboardId,
            baseVersion: context.baseVersion,
            document: context.present,
            description: event.type === 'editor.save' ? event.description : '',
            publish: event.type === 'editor.save' && event.publish,
          }),
          onDone: {
            target: 'editing',
            actions: [
              // Saved, the restored changes are no longer a draft to tell of; the history stays, undo included.
              assign(({ context, event }) => ({ saved: context.present, baseVersion: event.output.version, error: undefined, restored: false })),
              'clearDraft',
            ],
          },
          // The edits stay (and so does the draft); the view shows the error and offers to save again.
          onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
    },
  });
}

/** The untyped instance, for diagrams and path tests; the editor screen creates its own typed one. */
export const dashboardEditorMachine = createDashboardEditorMachine<unknown, unknown>();

/** Narrow reads for the editor's views. */
export const selectPresent = <Doc>(snapshot: { context: { present: Doc } }) => snapshot.context.present;
export const selectDirty = (snapshot: { context: { present: unknown; saved: unknown } }) =>
  snapshot.context.present !== snapshot.context.saved;
export const selectSelection = (snapshot: { context: { selection: readonly string[] } }) => snapshot.context.selection;
/** The restored-draft notice shows while restored changes are neither saved, kept nor discarded, nor undone. */
export const selectRestoredShown = (snapshot: { context: { restored: boolean; present: unknown; saved: unknown } }) =>
  snapshot.context.restored && snapshot.context.present !== snapshot.context.saved;
export const selectSaving = (snapshot: { value: unknown }) => snapshot.value === 'saving';
