// A change of a user group's roles (or of the groups a person belongs to) that first shows what it takes away:
// the person drafts the change, the service says what each person it reaches would lose (the core's
// testApplicationPermissions, revokedOnly), and only a confirmation applies it, as one user-group permission change.
// Going back to the draft keeps it; a refused preview or change keeps it too and can be sent again.
import { assign, setup } from 'xstate';
import type { PermissionChange, Revoked } from '../src/platform/types';
import { notProvided } from './notProvided';

interface PermissionChangeContext {
  change?: PermissionChange;
  revoked?: Revoked[];
  error?: unknown;
}

export type PermissionChangeEvent =
  | { type: 'user.review'; change: PermissionChange }
  | { type: 'user.confirm' }
  | { type: 'user.retry' }
  | { type: 'user.edit' };

export const isEmptyChange = (change: PermissionChange) =>
  change.groupsToAdd.length + change.rolesToAdd.length + change.groupsToRemove.length + change.rolesToRemove.length === 0;

export const permissionChangeMachine = setup({
  types: {} as { context: PermissionChangeContext; events: PermissionChangeEvent },
  actors: {
    test: notProvided<Revoked[], PermissionChange>('test'),
    apply: notProvided<void, PermissionChange>('apply'),
  },
  actions: {
    applied: () => {},
  },
  guards: {
    // An empty draft has nothing to preview: the screen offers no review, and one sent anyway is ignored.
    somethingChanges: ({ event }) => event.type === 'user.review' && !isEmptyChange(event.change),
  },
}).createMachine({
  id: 'permissionChange',
  context: {},
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.review': {
          guard: 'somethingChanges',
          target: 'testing',
          actions: assign({ change: ({ event }) => event.change, revoked: undefined, error: undefined }),
        },
      },
    },
    testing: {
      invoke: {
        id: 'test',
        src: 'test',
        input: ({ context }) => context.change as PermissionChange,
        onDone: { target: 'reviewing', actions: assign({ revoked: ({ event }) => event.output }) },
        onError: { target: 'testFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    testFailed: {
      on: { 'user.retry': { target: 'testing', actions: assign({ error: undefined }) }, 'user.edit': 'editing' },
    },
    // The person sees what goes, from whom, and confirms or goes back to the draft.
    reviewing: {
      on: { 'user.confirm': 'applying', 'user.edit': 'editing' },
    },
    applying: {
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => context.change as PermissionChange,
        onDone: { target: 'done', actions: 'applied' },
        onError: { target: 'applyFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    // The preview stays on screen; confirming again sends the same change (under the same request id).
    applyFailed: {
      on: { 'user.confirm': { target: 'applying', actions: assign({ error: undefined }) }, 'user.edit': 'editing' },
    },
    done: { type: 'final' },
  },
});

export type PermissionChangeStage = 'editing' | 'testing' | 'testFailed' | 'reviewing' | 'applying' | 'applyFailed' | 'done';

export const selectChangeStage = (snapshot: { value: unknown }) => snapshot.value as PermissionChangeStage;
