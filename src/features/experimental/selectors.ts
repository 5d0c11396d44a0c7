// Narrow selectors over the experimental-switches actor for the dialogs.
import type { SnapshotFrom } from 'xstate';
import { switchValue, type StoredSwitches } from '../../../machines/experimentalFeatures';
import { selectAvailableKeys, type experimentalSwitchesMachine } from '../../../machines/experimentalSwitches.machine';

type Snapshot = SnapshotFrom<typeof experimentalSwitchesMachine>;

export type Confirmation = 'enableAll' | 'disableAll' | 'select';

/** Which confirmation is open, if any. */
export const selectConfirmation = (snapshot: Snapshot): Confirmation | undefined => {
  if (snapshot.matches({ confirming: 'enableAll' })) return 'enableAll';
  if (snapshot.matches({ confirming: 'disableAll' })) return 'disableAll';
  if (snapshot.matches({ confirming: 'select' })) return 'select';
  return undefined;
};

/** Whether the "Experimental features" selection dialog is open. */
export const selectIsSelecting = (snapshot: Snapshot): boolean => snapshot.matches('selecting');

/**
 * The selection dialog's starting values: the effective value of every available key. Read once when the dialog
 * opens (the draft is then local input state until Save).
 */
export const selectSelectionStart = (snapshot: Snapshot): StoredSwitches => {
  const { stored, policy } = snapshot.context;
  const start: StoredSwitches = {};
  for (const key of selectAvailableKeys(snapshot)) start[key] = switchValue(stored, policy, key);
  return start;
};

/** Whether any of the dialogs is showing (they load on first use). */
export const selectDialogOpen = (snapshot: Snapshot): boolean =>
  snapshot.matches('confirming') || snapshot.matches('selecting');
