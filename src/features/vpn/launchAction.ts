// How an application's launch is handed to the companion app: the actions `executeAction` answered for this
// operating system, passed on a link of the companion app's own scheme (ours: the facts name the app's local API but
// no launch call; a browser opens an app's scheme only on a person's click), and shown as the command it runs.
import type { LaunchAction } from '../../platform/vpnClient';

/** The scheme the companion app registers with the operating system. */
export const companionScheme = 'corvina-connect';

/** The link that hands `actions` to the companion app. */
export function companionLink(actions: readonly LaunchAction[]): string {
  return `${companionScheme}://execute?actions=${encodeURIComponent(JSON.stringify(actions))}`;
}

/** An argument as a shell shows it: quoted when it holds spaces or quotes. */
const shown = (argument: string) => (/[\s"']/.test(argument) ? `"${argument.replace(/(["\\])/g, '\\$1')}"` : argument);

/** What the action does, as a person reads it: the command line it runs, or the address it opens. */
export function describeAction(action: LaunchAction): string {
  return action.type === 'openUrl' ? action.url : [action.command, ...action.arguments].map(shown).join(' ');
}
