// The core's isAuthorized (spec §7 roles/isAuthorized): with `vpnName`, the gateway's device id, true when the caller
// may reach that gateway (sandbox/vpn/state.ts `reachableBy`); with `deviceId`, a device as its security policies
// decide (sandbox/core/deviceReach.ts). Registered before the roles' handlers, whose GET /roles/{id} would otherwise
// take `isAuthorized` for a role id.
import { HttpResponse, http } from 'msw';
import { deviceReachAnswer } from '../core/deviceReach';
import { iamEndpoints } from '../../src/platform/iamEndpoints';
import { withUser } from '../authenticate';
import { findOrganization, scopesIn } from '../directory';
import { errorResponse } from '../http';
import { route } from '../routes';
import { store } from '../store';
import { mayReach } from './state';

export const vpnReachHandlers = [
  http.get<{ org: string }>(
    route('core', iamEndpoints.isAuthorized, 'org'),
    withUser<{ org: string }>(({ params, user, request }) => {
      const organization = findOrganization(Number(params.org));
      if (organization === undefined) return errorResponse(404, `Organization ${params.org} not found`);
      if (scopesIn(user, organization) === undefined) return errorResponse(403, `Access to organization ${params.org} denied`);
      const query = new URL(request.url).searchParams;
      const vpnName = query.get('vpnName');
      if (vpnName === null || vpnName === '') return deviceReachAnswer(params.org, user, query);
      const gateway = store().vpn.gateways.find((candidate) => candidate.orgResourceId === organization.resourceId && candidate.deviceId === vpnName);
      return HttpResponse.json(gateway !== undefined && mayReach(gateway, user.username));
    }),
  ),
];
