// Every handler of the sandbox platform, in matching order. The fault handler comes first so an injected
// failure overrides the real answer.
import { alarmControlHandlers } from './alarms/control';
import { alarmHandlers } from './alarms/handlers';
import { agreementHandlers } from './core/agreements';
import { coreHandlers } from './core/handlers';
import { selfOnBoardingHandlers } from './core/selfOnBoarding';
import { themeHandlers } from './core/themes';
import { userPreferenceHandlers } from './core/userPreferences';
import { controlHandlers } from './control';
import { dashboardServiceHandlers } from './dashboards/handlers';
import { faultHandler } from './faults';
import { identityHandlers } from './identity/handlers';
import { mappingHandlers } from './mappings/handlers';
import { notificationHandlers } from './notifications/handlers';
import { platformControllerHandlers } from './platform/handlers';
import { statusHandlers } from './status/handlers';

export const sandboxHandlers = [
  faultHandler,
  ...controlHandlers,
  ...alarmControlHandlers,
  // Early: msw tries handlers in order, and the alarm list's polls and filters are the sandbox's busiest calls.
  ...alarmHandlers,
  ...identityHandlers,
  ...selfOnBoardingHandlers,
  ...agreementHandlers,
  ...userPreferenceHandlers,
  ...themeHandlers,
  ...coreHandlers,
  ...notificationHandlers,
  ...statusHandlers,
  ...dashboardServiceHandlers,
  ...platformControllerHandlers,
  ...mappingHandlers,
];
