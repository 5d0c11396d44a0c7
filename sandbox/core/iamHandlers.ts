// The core's people and permissions in the sandbox (users, user groups, roles). Registered before the core's
// `/organizations/{id}` handler, whose pattern would also match `/organizations/users`.
import { groupHandlers } from './groups';
import { roleHandlers } from './roles';
import { userHandlers } from './users';

export const iamHandlers = [...userHandlers, ...groupHandlers, ...roleHandlers];
