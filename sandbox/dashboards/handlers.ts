// The dashboard service of the sandbox platform (base `/svc/dashboard`), in matching order: fixed paths
// (assetstorage, mine, sharedWithMe) before the `/dashboards/:id` pattern that would also match them.
import { dashboardEndpoints } from '../../src/platform/dashboardEndpoints';
import { store } from '../store';
import { assetHandlers } from './assets';
import { dashboardHandlers } from './dashboards';
import { flowHandlers } from './flows';
import { galleryHandlers } from './gallery';
import { dashboardPreferenceHandlers } from './preferences';
import { sharingHandlers } from './sharing';
import { versionHandlers } from './versions';

export const dashboardServiceHandlers = [
  ...assetHandlers,
  ...dashboardHandlers,
  ...versionHandlers,
  ...sharingHandlers({ path: dashboardEndpoints.dashboardShare, items: () => store().dashboards.dashboards, noun: 'Dashboard' }),
  ...galleryHandlers,
  ...dashboardPreferenceHandlers,
  ...flowHandlers,
  ...sharingHandlers({ path: dashboardEndpoints.flowShare, items: () => store().dashboards.flows, noun: 'Flow' }),
];
