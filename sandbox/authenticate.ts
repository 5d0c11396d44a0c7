// Bearer-token guard of the product services: every platform call carries the access token (spec §7), and a call
// with an organisation token stays within that token's organisation (organizationToken.ts, directory.ts).
import type { JWTPayload } from 'jose';
import type { PathParams } from 'msw';
import { asTokenOf } from './directory';
import { errorResponse } from './http';
import { authenticateBearer } from './identity/tokens';
import { otherOrganizationRefusal, tokenOrganization } from './organizationToken';
import type { SandboxUser } from './store';

const unauthorizedMessages = {
  missing: 'Full authentication is required to access this resource',
  expired: 'Access token expired',
  invalid: 'Invalid access token',
  inactive: 'Token is not active: its session has ended',
} as const;

export interface UserRequest<Params extends PathParams> {
  request: Request;
  params: Params;
  user: SandboxUser;
  /** The access token's claims: an organisation token names its organisation under `authorization`. */
  claims: JWTPayload;
}

/**
 * Wraps a resolver so it runs only for a valid, unexpired access token of a known user; others get 401. An
 * organisation token naming another organisation gets 403, and the resolver runs within the token's organisation.
 */
export function withUser<Params extends PathParams>(resolve: (input: UserRequest<Params>) => Response | Promise<Response>) {
  return async ({ request, params }: { request: Request; params: Params }): Promise<Response> => {
    const bearer = await authenticateBearer(request);
    if (bearer.status !== 'valid') return errorResponse(401, unauthorizedMessages[bearer.status]);
    const refused = otherOrganizationRefusal(bearer.claims, request, params);
    if (refused !== undefined) return refused;
    return asTokenOf(tokenOrganization(bearer.claims), () => resolve({ request, params, user: bearer.user, claims: bearer.claims }));
  };
}
