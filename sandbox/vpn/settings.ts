// A gateway's settings (PATCH: its name, whether it goes without a virtual IP, its virtual network's prefix length,
// its preferred region; each refused with a 400 naming the field), the regions (GET) and copying its configuration onto another gateway of the domain (its
// endpoints and virtual network replace the target's; refused while someone is connected to the target).
import { HttpResponse } from 'msw';
import { gatewaySettingsProblems, maxGatewayNameLength, virtualNetworkSizeRange } from '../../src/platform/vpnTypes';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, readJson } from '../http';
import { store } from '../store';
import { gatewayOf } from './access';
import { dated, gatewayDto, serverNow } from './gatewayDto';
import { connectionKey, regions } from './state';

type Params = { org: string; gatewayId: string };

export const settingsHandler = withUser<Params>(async (input) => {
  const gateway = gatewayOf(input, 'devices:update');
  if (gateway instanceof Response) return gateway;
  const body = await readJson(input.request);
  if (!isRecord(body)) return errorResponse(400, 'The body must be a JSON object');
  const name = typeof body.name === 'string' ? body.name : '';
  const disabled = body.gateway_disable_virtual_ip;
  if (disabled !== undefined && typeof disabled !== 'boolean') return errorResponse(400, 'gateway_disable_virtual_ip must be true or false');
  const size = body.gateway_virtualnetwork_size;
  if (size !== undefined && typeof size !== 'number') return errorResponse(400, 'gateway_virtualnetwork_size must be a number');
  const region = body.preferred_region;
  if (region !== undefined && region !== '' && !regions.some(({ code }) => code === region)) {
    return errorResponse(400, `preferred_region must be one of ${regions.map(({ code }) => code).join(', ')}, or empty`);
  }
  const problems = gatewaySettingsProblems({ name, gateway_disable_virtual_ip: disabled, gateway_virtualnetwork_size: size });
  if (problems.name) return errorResponse(400, problems.name === 'missing' ? 'name is required' : `name must be at most ${maxGatewayNameLength} characters`);
  if (problems.gateway_virtualnetwork_size) {
    return errorResponse(400, `gateway_virtualnetwork_size must be a whole number from ${virtualNetworkSizeRange.min} to ${virtualNetworkSizeRange.max}`);
  }
  gateway.name = name;
  if (disabled !== undefined) gateway.virtualIpDisabled = disabled;
  if (size !== undefined) gateway.virtualNetworkSize = size;
  if (typeof region === 'string') gateway.preferredRegion = region === '' ? undefined : region;
  const now = serverNow();
  return dated(gatewayDto(gateway, input.user.username, now), now);
});

export const cloneHandler = withUser<Params & { target: string }>((input) => {
  const source = gatewayOf(input, 'devices:update');
  if (source instanceof Response) return source;
  const target = gatewayOf({ ...input, params: { ...input.params, gatewayId: input.params.target } }, 'devices:update');
  if (target instanceof Response) return target;
  if (target === source) return errorResponse(400, 'target must be another gateway than the one cloned');
  if (store().vpn.connections.has(connectionKey(target.orgResourceId, target.gatewayId))) {
    return errorResponse(409, `Gateway ${target.gatewayId} is in use: its configuration cannot be replaced now`);
  }
  target.endpoints = source.endpoints.map((endpoint) => ({ ...endpoint, deviceId: `${target.gatewayId}-added${store().vpn.nextId++}` }));
  target.virtualIpDisabled = source.virtualIpDisabled;
  target.virtualNetworkSize = source.virtualNetworkSize;
  const now = serverNow();
  return dated(gatewayDto(target, input.user.username, now), now);
});

/** The regions, for any signed-in person: they name the service's servers, nothing of a domain. */
export const regionsHandler = withUser(() => HttpResponse.json(regions));
