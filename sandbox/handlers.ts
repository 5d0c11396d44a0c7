// Every handler of the sandbox platform, in matching order. The fault handler comes first so an injected
// failure overrides the real answer; then the request-id record, so a repeated write is answered from it, then the
// audit recorder, which logs every write the services accept.
import type { RequestHandler } from 'msw';
import { alarmControlHandlers } from './alarms/control';
import { alarmHandlers } from './alarms/handlers';
import { auditControlHandlers, auditHandlers } from './audit/handlers';
import { auditedWrites } from './audit/recorder';
import { triggerHandlers } from './triggers/handlers';
import { appHandlers } from './apps/handlers';
import { agreementHandlers } from './core/agreements';
import { coreHandlers } from './core/handlers';
import { iamHandlers } from './core/iamHandlers';
import { selfOnBoardingHandlers } from './core/selfOnBoarding';
import { themeHandlers } from './core/themes';
import { userPreferenceHandlers } from './core/userPreferences';
import { controlHandlers } from './control';
import { dashboardServiceHandlers } from './dashboards/handlers';
import { dealerControlHandlers, dealerHandlers } from './dealer/handlers';
import { faultHandler } from './faults';
import { idempotentWrites } from './idempotency';
import { identityHandlers } from './identity/handlers';
import { licenceHandlers } from './licenses/handlers';
import { mappingHandlers } from './mappings/handlers';
import { presetHandlers } from './mappings/presets';
import { notificationHandlers } from './notifications/handlers';
import { organizationHandlers } from './organizations/handlers';
import { limitHandlers } from './organizations/limitsHandlers';
import { platformControllerHandlers } from './platform/handlers';
import { statusHandlers } from './status/handlers';
import { vpnHandlers } from './vpn/handlers';
import { vpnReachHandlers } from './vpn/reach';
import { routed, routedHandler } from './routing';

const serviceHandlers: RequestHandler[] = [
  // Early: msw tries handlers in order, and the alarm list's polls and filters are the sandbox's busiest calls.
  ...alarmHandlers,
  ...identityHandlers,
  ...selfOnBoardingHandlers,
  ...agreementHandlers,
  ...userPreferenceHandlers,
  ...themeHandlers,
  // Before the roles' GET /roles/{id}, which would take isAuthorized for a role id.
  ...vpnReachHandlers,
  ...iamHandlers,
  // Before the core's GET /organizations/{id}, which would take mineRealms and myIp for ids.
  ...organizationHandlers,
  ...limitHandlers,
  ...appHandlers,
  ...coreHandlers,
  ...notificationHandlers,
  ...statusHandlers,
  ...dashboardServiceHandlers,
  ...platformControllerHandlers,
  ...mappingHandlers,
  ...presetHandlers,
  ...dealerHandlers,
  ...licenceHandlers,
  ...vpnHandlers,
  ...auditHandlers,
  ...triggerHandlers,
];

// Every accepted write is logged once, in the audit recorder; a repeated request id is answered from its record.
const audited = auditedWrites(routed(serviceHandlers));
const answering: RequestHandler[] = [
  idempotentWrites(routed([audited])),
  audited,
  ...controlHandlers,
  ...alarmControlHandlers,
  ...dealerControlHandlers,
  ...auditControlHandlers,
  ...serviceHandlers,
];

export const sandboxHandlers: RequestHandler[] = [faultHandler(routed(answering)), ...answering];

/** The sandbox as one msw handler (./routing.ts): what a server's list holds. */
export const sandboxHandler = routedHandler(sandboxHandlers);
