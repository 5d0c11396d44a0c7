// The organisation's notification settings (our reading, docs/decisions.md "Notifications"): read with read on
// organizations, replaced with update on organizations, as the /admin/notifications route asks (spec §2).
import { HttpResponse, http } from 'msw';
import { notificationEndpoints } from '../../src/platform/notificationEndpoints';
import type { NotificationSettings } from '../../src/platform/notificationTypes';
import { withUser } from '../authenticate';
import { errorResponse, readJson, servicePath } from '../http';
import { store } from '../store';
import { organizationFor } from '../organizationAccess';
import { defaultNotificationSettings } from './seed';
import { asSettings } from './validation';

export const settingsHandlers = [
  http.get(
    servicePath('notifications', notificationEndpoints.settings),
    withUser(({ request, user }) => {
      const organization = organizationFor(request, user, 'organizations:read');
      if (organization instanceof Response) return organization;
      const settings = store().notifications.settings[organization.resourceId] ?? defaultNotificationSettings;
      return HttpResponse.json<NotificationSettings>(settings);
    }),
  ),

  http.put(
    servicePath('notifications', notificationEndpoints.settings),
    withUser(async ({ request, user }) => {
      const organization = organizationFor(request, user, 'organizations:update');
      if (organization instanceof Response) return organization;
      const settings = asSettings(await readJson(request));
      if (typeof settings === 'string') return errorResponse(400, settings);
      store().notifications.settings[organization.resourceId] = settings;
      return HttpResponse.json<NotificationSettings>(settings);
    }),
  ),
];
