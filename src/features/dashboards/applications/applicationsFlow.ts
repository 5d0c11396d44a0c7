// Spec §2 /directaccess, tab `applications`: the apps installed in the selected organisation
// that the person can open, the ones they pinned first. The pins are the person's application preferences in that
// organisation (spec §3: application preferences are per sub-organisation): one per-user property of the core
// (`directaccess:pinnedApps`, the pinned apps' keys as JSON), so each sub-organisation keeps its own. Pinning is a row
// action of the paged-list statechart, with the request id every write carries.
import { fromPromise } from 'xstate';
import { createPagedListMachine, type ListPage } from '../../../../machines/pagedList.machine';
import { openableStatuses, type AppInstallation } from '../../../platform/appsTypes';
import type { PropertyOwner } from '../../../platform/corePreferencesClient';
import { requestAttempts } from '../../../platform/requestAttempts';
import type { Platform } from '../../../portal/platform';
import { sectionFlows } from '../../../portal/portal';

/** The property that holds the person's pinned apps in one organisation. */
export const pinnedAppsKey = 'directaccess:pinnedApps';

export interface DirectAccessApp {
  installation: AppInstallation;
  pinned: boolean;
}

export type DirectAccessAppAction = { kind: 'pin'; app: DirectAccessApp; pinned: boolean };

/** The pinned keys a stored value holds; anything else stored there reads as none pinned. */
export function readPinned(value: string | undefined): string[] {
  if (value === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The apps the person can open, pinned first, then by name; `pinned` are app keys. */
export function directAccessApps(installations: AppInstallation[], pinned: readonly string[], locale?: string): DirectAccessApp[] {
  return installations
    .filter((installation) => installation.canAccess && openableStatuses.includes(installation.status))
    .map((installation) => ({ installation, pinned: pinned.includes(installation.app.key) }))
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || a.installation.app.name.localeCompare(b.installation.app.name, locale));
}

export function provideDirectAccessApps(platform: Pick<Platform, 'apps' | 'coreHttp'>) {
  const preferences = async () => (await import('../../../platform/corePreferencesClient')).createCorePreferencesClient(platform.coreHttp);
  return {
    applications: (organizationId: number, owner: PropertyOwner) => {
      const send = requestAttempts();
      // The pins as last read: a pin changes them and writes the whole set.
      let pinned: string[] = [];
      return createPagedListMachine<DirectAccessApp, DirectAccessAppAction>('directAccessApps').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }): Promise<ListPage<DirectAccessApp>> => {
            const client = await preferences();
            const [installations, stored] = await Promise.all([platform.apps.installations(organizationId, signal), client.userProperty(pinnedAppsKey, owner, signal)]);
            pinned = readPinned(stored);
            const all = directAccessApps(installations, pinned);
            return { items: all.slice(page * pageSize, (page + 1) * pageSize), totalElements: all.length, totalPages: Math.ceil(all.length / pageSize) };
          }),
          act: fromPromise(async ({ input: { action }, signal }) => {
            const { key } = action.app.installation.app;
            const next = action.pinned ? [...pinned.filter((candidate) => candidate !== key), key] : pinned.filter((candidate) => candidate !== key);
            const value = JSON.stringify(next);
            const client = await preferences();
            await send({ key: pinnedAppsKey, value }, ({ requestId }) => client.saveUserProperty(pinnedAppsKey, value, owner, signal, requestId));
            pinned = next;
          }),
        },
        // A pin is taken back with one click: nothing to confirm.
        guards: { needsConfirmation: () => false },
      });
    },
  };
}

export const useDirectAccessApps = sectionFlows(({ platform }) => provideDirectAccessApps(platform));
