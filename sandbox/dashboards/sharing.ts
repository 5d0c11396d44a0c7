// Sharing of dashboards and flows (spec §6, §7): readers (r) and editors (r/w), per user or for a list of users.
// A user holds one permission: sharing as reader takes them off the editors and the other way round, so the
// portal's unshare (remove from both lists) always leaves them with none. Only the owner shares; the people shared
// with must belong to the item's organisation.
import { HttpResponse, http } from 'msw';
import { withUser, type UserRequest } from '../authenticate';
import { findUser, scopesIn } from '../directory';
import { errorResponse, readJson } from '../http';
import { callerIn, itemFor, type Caller } from './access';
import { route } from '../routes';
import type { Shareable } from './state';
import { readUsers } from './validation';

type Role = 'readers' | 'editors';
const roles: readonly Role[] = ['readers', 'editors'];
type Params = { id: string; user: string };

export interface SharedCollection {
  /** The contract's path builder: `(id, role, user?)`. */
  path: (id: string, role: Role, user?: string) => string;
  items: () => Shareable[];
  noun: string;
}

function refusal(caller: Caller, item: Shareable, usernames: readonly string[]): Response | undefined {
  for (const username of usernames) {
    if (username === item.owner) return errorResponse(400, `${username} owns it and has every permission already`);
    const user = findUser(username);
    if (user === undefined || scopesIn(user, caller.organization) === undefined) {
      return errorResponse(400, `${username} is not a member of organization ${caller.organization.resourceId}`);
    }
  }
  return undefined;
}

function grant(item: Shareable, role: Role, usernames: readonly string[]): void {
  const other: Role = role === 'readers' ? 'editors' : 'readers';
  item[other] = item[other].filter((username) => !usernames.includes(username));
  item[role] = [...item[role], ...usernames.filter((username) => !item[role].includes(username))];
  item.updatedAt = Date.now();
}

function revoke(item: Shareable, role: Role, usernames: readonly string[]): void {
  item[role] = item[role].filter((username) => !usernames.includes(username));
  item.updatedAt = Date.now();
}

const noContent = () => new HttpResponse(null, { status: 204 });

export function sharingHandlers({ path, items, noun }: SharedCollection) {
  /** Runs `change` on the item the caller owns, with the user names of the path or of the body. */
  const handle = (role: Role, from: 'path' | 'body', change: 'grant' | 'revoke') =>
    withUser<Params>(async (input: UserRequest<Params>) => {
      const caller = callerIn(input, 'dashboards:update');
      if (caller instanceof Response) return caller;
      const item = itemFor(items(), input.params.id, caller, 'own', noun);
      if (item instanceof Response) return item;
      const usernames = from === 'path' ? [input.params.user] : readUsers(await readJson(input.request));
      if (usernames instanceof Response) return usernames;
      if (change === 'revoke') {
        revoke(item, role, usernames);
        return noContent();
      }
      const refused = refusal(caller, item, usernames);
      if (refused !== undefined) return refused;
      grant(item, role, usernames);
      return noContent();
    });

  return roles.flatMap((role) => {
    const one = route('dashboard', (id: string, user: string) => path(id, role, user), 'id', 'user');
    const many = route('dashboard', (id: string) => path(id, role), 'id');
    return [
      http.post<Params>(one, handle(role, 'path', 'grant')),
      http.delete<Params>(one, handle(role, 'path', 'revoke')),
      http.post<Params>(many, handle(role, 'body', 'grant')),
      http.delete<Params>(many, handle(role, 'body', 'revoke')),
    ];
  });
}
