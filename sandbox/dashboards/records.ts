// Stored dashboards as the service sends them, and their versions (docs/decisions.md: versions are numbered,
// LATEST is the highest number, the current one is chosen separately).
import { latestVersion, type DashboardItem, type DashboardOut, type DashboardVersion } from '../../src/platform/dashboardTypes';
import { store } from '../store';
import type { StoredDashboard, StoredVersion } from './state';

export function assetsOf(dashboard: StoredDashboard) {
  return store().dashboards.assets.filter((asset) => asset.dashboardId === dashboard.id);
}

export function toItem(dashboard: StoredDashboard): DashboardItem {
  return {
    id: dashboard.id,
    type: dashboard.type,
    name: dashboard.name,
    description: dashboard.description,
    orgResourceId: dashboard.orgResourceId,
    owner: dashboard.owner,
    readers: [...dashboard.readers],
    editors: [...dashboard.editors],
    creationDate: dashboard.creationDate,
    updatedAt: dashboard.updatedAt,
    version: dashboard.currentVersion,
    manifest: { assets: assetsOf(dashboard).map(({ name, generation }) => ({ name, generation })) },
  };
}

/** The dashboard at one version: `version` then names that version. */
export function toOut(dashboard: StoredDashboard, version: StoredVersion): DashboardOut {
  return { ...toItem(dashboard), version: version.version, json: version.json };
}

export function toVersion(dashboard: StoredDashboard, { json: _json, ...version }: StoredVersion): DashboardVersion {
  return { ...version, current: version.version === dashboard.currentVersion };
}

export function latestOf(dashboard: StoredDashboard): StoredVersion | undefined {
  return dashboard.versions.reduce<StoredVersion | undefined>(
    (highest, candidate) => (highest === undefined || Number(candidate.version) > Number(highest.version) ? candidate : highest),
    undefined,
  );
}

/** `LATEST` or a version name. */
export function versionOf(dashboard: StoredDashboard, name: string): StoredVersion | undefined {
  return name === latestVersion ? latestOf(dashboard) : dashboard.versions.find((candidate) => candidate.version === name);
}

export function currentOf(dashboard: StoredDashboard): StoredVersion | undefined {
  return versionOf(dashboard, dashboard.currentVersion);
}
