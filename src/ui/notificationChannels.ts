// The words for the notification channels, shared by the notification settings and /log's failed notifications.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NotificationChannel } from '../platform/notificationTypes';

export const channelLabels: Record<NotificationChannel, MessageDescriptor> = {
  EMAIL: msg`E-mail`,
  SMS: msg`SMS`,
};
