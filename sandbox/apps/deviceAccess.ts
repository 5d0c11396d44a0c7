// An app whose manifest asks for device access (facts §12.1 `enableDeviceAccess`) gets a service account of its own
// in the organisation that installs it: made with the installation, gone with it. Its name follows the facts'
// pattern for app-created service accounts (prefix `sa-`, infix `deviceaccess-`, facts §2.3). It holds no
// application permission: it reaches devices only through the security policies given to it.
import type { Organization } from '../../src/platform/types';
import { nextId, store, type SandboxUser } from '../store';
import { personalGroup } from '../core/iamState';
import type { CatalogueEntry } from './catalogue';

/** The user name of an app's device-access service account in an organisation. */
export const deviceAccessUsername = (entry: CatalogueEntry, organization: Organization): string =>
  `sa-${entry.key}-deviceaccess-${organization.resourceId}`;

/** Makes the app's device-access account in the organisation (once: an existing one is kept) and answers its name. */
export function createDeviceAccessAccount(entry: CatalogueEntry, organization: Organization): string {
  const username = deviceAccessUsername(entry, organization);
  const state = store();
  if (state.users.some((user) => user.username === username)) return username;
  const account: SandboxUser = {
    id: nextId(state.users),
    sub: crypto.randomUUID(),
    username,
    // A program signs in with its client secret, never a password anyone knows.
    password: crypto.randomUUID(),
    firstName: '',
    lastName: '',
    email: `${username}@apps.example`,
    realmRoles: [],
    memberships: { [organization.resourceId]: [] },
    pendingAgreements: [],
  };
  state.users.push(account);
  state.iam.groups.push({ id: nextId(state.iam.groups), ...personalGroup(account, organization.id) });
  state.iam.serviceAccounts.push({ userId: account.id, secret: crypto.randomUUID() });
  return username;
}

/** Removes the account: the user, their groups' memberships, the policies given to them and their secret. */
export function removeDeviceAccessAccount(username: string): void {
  const state = store();
  const account = state.users.find((user) => user.username === username);
  if (account === undefined) return;
  const { iam } = state;
  state.users.splice(state.users.indexOf(account), 1);
  const personal = iam.groups.findIndex((group) => group.type === 'SELF_USER_ANY' && group.userIds.includes(account.id));
  if (personal >= 0) iam.groups.splice(personal, 1);
  for (const group of iam.groups) {
    group.userIds = group.userIds.filter((id) => id !== account.id);
    group.adminIds = group.adminIds.filter((id) => id !== account.id);
  }
  for (const policy of iam.policies) policy.userIds = policy.userIds.filter((id) => id !== account.id);
  iam.serviceAccounts = iam.serviceAccounts.filter((entry) => entry.userId !== account.id);
  iam.apiKeys = iam.apiKeys.filter((key) => key.userId !== account.id);
}
