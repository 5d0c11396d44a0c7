// The core's people and permissions in the sandbox (users, user groups, roles, API keys, the person's own account,
// security policies, model paths, service accounts' secrets and who reaches which devices).
// Registered before the core's `/organizations/{id}` handler, whose pattern would also match `/organizations/users`.
import { accountHandlers } from './account';
import { apiKeyHandlers } from './apiKeys';
import { deviceReachHandlers } from './deviceReach';
import { groupHandlers } from './groups';
import { modelPathHandlers } from './modelPaths';
import { roleHandlers } from './roles';
import { securityPolicyHandlers } from './securityPolicies';
import { userHandlers } from './users';

export const iamHandlers = [...userHandlers, ...groupHandlers, ...roleHandlers, ...modelPathHandlers, ...apiKeyHandlers, ...accountHandlers, ...securityPolicyHandlers, ...deviceReachHandlers];
