// Unsaved editor work kept in local storage by dashboard (ids are unique across organisations), so a reload or a
// crash loses nothing. A draft belongs to the version it was made over; opened over another version it is ignored.
import type { DashboardDocument } from '../../../platform/dashboardDocument';

export interface Draft {
  baseVersion: string;
  savedAt: number;
  document: DashboardDocument;
}

const draftKey = (dashboardId: string) => `dashboardDraft:${dashboardId}`;

export function readDraft(dashboardId: string, baseVersion: string): Draft | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(draftKey(dashboardId)) ?? 'null') as Draft | null;
    return draft?.baseVersion === baseVersion && typeof draft.document === 'object' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(dashboardId: string, draft: Draft): void {
  try {
    localStorage.setItem(draftKey(dashboardId), JSON.stringify(draft));
  } catch (error) {
    // A full storage must not stop editing; the work is still in the page.
    console.warn('The editor draft could not be kept', error);
  }
}

export function clearDraft(dashboardId: string): void {
  localStorage.removeItem(draftKey(dashboardId));
}
