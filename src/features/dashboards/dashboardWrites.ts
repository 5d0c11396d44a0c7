// A new dashboard and a dashboard's new version as writes of the request attempts (src/platform/requestAttempts.ts).
// Names and descriptions are not unique, so each is read back by its document: the one this attempt sent, stamped
// with the time it was made, found among the person's dashboards of that name or the versions saved over the same one.
import type { DashboardClient } from '../../platform/dashboardClient';
import type { DashboardCreate, DashboardOut, DashboardVersion, VersionCreate } from '../../platform/dashboardTypes';
import { sameRequest, type Write } from '../../platform/requestAttempts';

/** The stored document is the one sent; its `id` and `version` are the service's to name. */
function holdsDocument(stored: string, sent: string): boolean {
  const { id: _storedId, version: _storedVersion, ...storedRest } = JSON.parse(stored) as Record<string, unknown>;
  const { id: _sentId, version: _sentVersion, ...sentRest } = JSON.parse(sent) as Record<string, unknown>;
  return sameRequest(storedRest, sentRest);
}

export function dashboardCreate(service: DashboardClient, dashboard: DashboardCreate, signal: AbortSignal): Write<DashboardOut> {
  return {
    service: 'dashboard',
    send: (requestId) => service.createDashboard(dashboard, signal, requestId),
    async readBack() {
      const { name, description, type, json } = dashboard;
      const mine = await service.myDashboards({ search: name, type, pageSize: 20 }, signal);
      for (const item of mine.data.filter((candidate) => candidate.name === name && candidate.description === description)) {
        const stored = await service.getDashboard(item.id, signal);
        if (holdsDocument(stored.json, json)) return stored;
      }
      return undefined;
    },
  };
}

export function versionCreate(service: DashboardClient, dashboardId: string, version: VersionCreate, signal: AbortSignal): Write<DashboardVersion> {
  return {
    service: 'dashboard',
    send: (requestId) => service.createVersion(dashboardId, version, signal, requestId),
    async readBack() {
      const versions = await service.listVersions(dashboardId, signal);
      for (const candidate of versions.filter(({ description, parentVersion }) => description === version.description && parentVersion === version.parentVersion)) {
        if (holdsDocument((await service.getVersion(dashboardId, candidate.version, signal)).json, version.json)) return candidate;
      }
      return undefined;
    },
  };
}
