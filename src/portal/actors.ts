// The app-wide actors as the portal hands them to screens; src/app starts them with their real effects. The status
// notices are the app's own (src/app/noticesActor.ts): no screen reads them, and they start after the first screen.
import type { Actor } from 'xstate';
import type { experimentalSwitchesMachine } from '../../machines/experimentalSwitches.machine';
import type { navigationGuardMachine } from '../../machines/navigationGuard.machine';
import type { sessionMachine } from '../../machines/session.machine';

export interface PortalActors {
  session: Actor<typeof sessionMachine>;
  guard: Actor<typeof navigationGuardMachine>;
  experimental: Actor<typeof experimentalSwitchesMachine>;
}
