// A gateway as the remote-access service sends it (facts §11.2), stamped with the service's clock (its `Date`).
import { HttpResponse } from 'msw';
import { store } from '../store';
import { connectionKey, linkAt, statusFor, type SandboxGateway } from './state';

const vpn = () => store().vpn;

/** The gateway as the service sends it to `username`, `now` by the service's clock. */
export function gatewayDto(gateway: SandboxGateway, username: string, now: number) {
  const connection = vpn().connections.get(connectionKey(gateway.orgResourceId, gateway.gatewayId));
  return {
    gatewayId: gateway.gatewayId,
    deviceId: gateway.deviceId,
    logicalId: gateway.logicalId,
    name: gateway.name,
    status: statusFor(vpn(), gateway, username, now),
    otpRequired: gateway.otpRequired,
    lastSeen: now - linkAt(gateway, now).silentFor,
    gateway_disable_virtual_ip: gateway.virtualIpDisabled,
    gateway_virtualnetwork_size: gateway.virtualNetworkSize,
    ...(gateway.virtualIpDisabled ? {} : { vpn_ip_address: gateway.vpnIp }),
    ...(gateway.preferredRegion ? { preferred_region: gateway.preferredRegion } : {}),
    ...(gateway.position ? { latitude: String(gateway.position.latitude), longitude: String(gateway.position.longitude) } : {}),
    endpoints: gateway.endpoints.map((endpoint) => {
      const reached = connection !== undefined && (connection.endpointId === undefined || connection.endpointId === endpoint.deviceId);
      return {
        deviceId: endpoint.deviceId,
        name: endpoint.name,
        actionProfile: endpoint.actionProfile,
        connectedUsers: reached ? [{ name: connection.username }] : [],
        connected: reached,
        ...(reached ? { currentIpAddress: endpoint.address } : {}),
      };
    }),
  };
}

/** The service's clock to the second: what its `Date` header can carry, so "last seen" is worked out from the same. */
export const serverNow = () => Math.floor(Date.now() / 1000) * 1000;

export const dated = (body: unknown, now: number) => HttpResponse.json(body as never, { headers: { Date: new Date(now).toUTCString() } });

