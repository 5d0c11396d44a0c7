// Endpoints added to and deleted from a gateway (spec §7 POST /endpoints, DELETE /endpoints/{e}/{g}/{d}): the body's
// `domain` names the organisation; values out of range are refused with a 400 naming the field, a name already on
// the gateway with a 409. Deleting an endpoint drops a connection to it alone and leaves the favourites that name it.
import { HttpResponse, http } from 'msw';
import { vpnEndpoints } from '../../src/platform/vpnEndpoints';
import { endpointProblems, maxEndpointNameLength, type EndpointField, type EndpointProblem, type EndpointWrite } from '../../src/platform/vpnTypes';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, readJson } from '../http';
import { route } from '../routes';
import { store } from '../store';
import { gatewayOf } from './access';
import { connectionKey } from './state';

type Params = { org: string; gatewayId: string; endpointId: string };

const problemText: Record<EndpointField, Partial<Record<EndpointProblem, string>>> = {
  name: { missing: 'name is required', tooLong: `name must be at most ${maxEndpointNameLength} characters` },
  physicalIpAddress: {
    missing: 'physicalIpAddress is required',
    format: 'physicalIpAddress must be an IPv4 address',
    outOfRange: 'physicalIpAddress must have four numbers from 0 to 255',
  },
  actionProfile: { missing: 'actionProfile is required' },
  type: { format: 'type must be device, network or gateway' },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const endpointHandlers = [
  http.post(
    route('vpn', () => vpnEndpoints.endpoints),
    withUser(async (input) => {
      const body = await readJson(input.request);
      if (!isRecord(body)) return errorResponse(400, 'The body must be an endpoint');
      const write: EndpointWrite = {
        name: text(body.name),
        gateway: text(body.gateway),
        physicalIpAddress: text(body.physicalIpAddress),
        snat: body.snat === true,
        actionProfile: text(body.actionProfile),
        type: (body.type ?? 'device') as EndpointWrite['type'],
      };
      const gateway = gatewayOf({ ...input, params: { org: text(body.domain), gatewayId: write.gateway } }, 'devices:create');
      if (gateway instanceof Response) return gateway;
      const problems = endpointProblems(write);
      const field = Object.keys(problems)[0] as EndpointField | undefined;
      if (field !== undefined) return errorResponse(400, problemText[field][problems[field] ?? 'format'] ?? `${field} is not valid`);
      const vpn = store().vpn;
      if (!vpn.profiles.some(({ id, orgResourceId }) => id === write.actionProfile && orgResourceId === gateway.orgResourceId)) {
        return errorResponse(400, `actionProfile ${write.actionProfile} not found`);
      }
      if (gateway.endpoints.some(({ name }) => name.toLowerCase() === write.name.toLowerCase())) {
        return errorResponse(409, `name "${write.name}" is already used on gateway ${gateway.gatewayId}`);
      }
      const deviceId = `${gateway.gatewayId}-added${vpn.nextId++}`;
      gateway.endpoints.push({ deviceId, name: write.name, address: write.physicalIpAddress, actionProfile: write.actionProfile });
      return HttpResponse.json({ ID: deviceId, ...write, domain: gateway.orgResourceId, enabled: true }, { status: 201 });
    }),
  ),

  http.delete<Params>(
    route('vpn', vpnEndpoints.endpoint, 'endpointId', 'gatewayId', 'org'),
    withUser<Params>((input) => {
      const gateway = gatewayOf(input, 'devices:delete');
      if (gateway instanceof Response) return gateway;
      const index = gateway.endpoints.findIndex(({ deviceId }) => deviceId === input.params.endpointId);
      if (index < 0) return errorResponse(404, `Endpoint ${input.params.endpointId} not found on gateway ${gateway.gatewayId}`);
      gateway.endpoints.splice(index, 1);
      const key = connectionKey(gateway.orgResourceId, gateway.gatewayId);
      if (store().vpn.connections.get(key)?.endpointId === input.params.endpointId) store().vpn.connections.delete(key);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
