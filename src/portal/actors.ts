// The app-wide actors as the portal hands them to screens; src/app starts them with their real effects.
import type { Actor } from 'xstate';
import type { experimentalSwitchesMachine } from '../../machines/experimentalSwitches.machine';
import type { navigationGuardMachine } from '../../machines/navigationGuard.machine';
import type { sessionMachine } from '../../machines/session.machine';
import type { statusNoticesMachine } from '../../machines/statusNotices.machine';

export interface PortalActors {
  session: Actor<typeof sessionMachine>;
  guard: Actor<typeof navigationGuardMachine>;
  notices: Actor<typeof statusNoticesMachine>;
  experimental: Actor<typeof experimentalSwitchesMachine>;
}
