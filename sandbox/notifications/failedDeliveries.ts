// Notifications that could not be delivered, newest first, paged: what /log's failed-notifications tab lists.
// Reading them is an audit task (spec §2 /log: access on audit), so that is the scope checked; /log is open to
// organisations without IoT too, where the list is simply empty.
import { HttpResponse, http } from 'msw';
import { notificationEndpoints } from '../../src/platform/notificationEndpoints';
import type { FailedDelivery } from '../../src/platform/notificationTypes';
import type { DataPage } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { servicePath } from '../http';
import { dataPage } from '../paging';
import { store } from '../store';
import { organizationFor } from '../organizationAccess';

export const failedDeliveryHandlers = [
  http.get(
    servicePath('notifications', notificationEndpoints.failedDeliveries),
    withUser(({ request, user }) => {
      const organization = organizationFor(request, user, 'audit:access', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const failed = store()
        .notifications.failedDeliveries.filter((delivery) => delivery.orgResourceId === organization.resourceId)
        .sort((a, b) => b.failedAt - a.failedAt);
      return HttpResponse.json<DataPage<FailedDelivery>>(dataPage(failed, new URL(request.url)));
    }),
  ),
];
