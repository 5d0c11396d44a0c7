// The notification service of the sandbox platform (base `/svc/notification`).
import { failedDeliveryHandlers } from './failedDeliveries';
import { ruleHandlers } from './rules';
import { settingsHandlers } from './settings';

export const notificationHandlers = [...ruleHandlers, ...settingsHandlers, ...failedDeliveryHandlers];
