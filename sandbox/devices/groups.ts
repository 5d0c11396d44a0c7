// The mappings service's device groups (ours; docs/decisions.md "Models, presets and groups"), kept in the catalog
// (mappings/catalog.ts `groups`): a group is a name unique in its organisation, tags, and member devices.
// - GET /deviceGroups?organization=&page=&pageSize= → the groups by name, with their tags and members
//   (`deviceGroups:read`).
// - POST /deviceGroups `{ name, tags }` (`deviceGroups:create`) → the group; PUT /deviceGroups/{id} `{ name, tags }`
//   (`deviceGroups:update`); a name the organisation uses is refused with a 409, values out of range with a 400
//   naming the field (src/platform/deviceGroupRules.ts). DELETE /deviceGroups/{id} (`deviceGroups:delete`).
// - PUT / DELETE /deviceGroups/{id}/members/{deviceId} (`deviceGroups:update`): the device joins or leaves;
//   `{ changed }` says whether it was not (or was) a member before.
import { HttpResponse, http } from 'msw';
import { describeDeviceGroupProblem, deviceGroupProblems } from '../../src/platform/deviceGroupRules';
import { configurationEndpoints } from '../../src/platform/mappingEndpoints';
import type { DeviceGroup, DeviceGroupWrite } from '../../src/platform/mappingTypes';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { nextId, type GroupRecord } from '../mappings/catalog';
import { organizationFor } from '../organizationAccess';
import { dataPage } from '../paging';
import { route } from '../routes';
import { store } from '../store';
import { registered, registeredDeviceOf } from './registry';

type GroupParams = { groupId: string };
type MemberParams = { groupId: string; deviceId: string };

function wire(group: GroupRecord, organization: string): DeviceGroup {
  const { devices, config } = store();
  return {
    id: group.id,
    name: group.name,
    tags: group.tags,
    members: group.members.flatMap((deviceId) => {
      const device = registeredDeviceOf(devices, organization, deviceId, config.bulkDevices);
      return device ? [{ deviceId, label: registered(devices, device).label }] : [];
    }),
  };
}

function groupOf(organization: string, groupId: string): GroupRecord | Response {
  const group = store().catalog.groups.find(({ id, owner }) => id === groupId && owner === organization);
  return group ?? errorResponse(404, `Device group ${groupId} not found in ${organization}`);
}

/** `{ name, tags }` as the rules allow it, or the 400 (409 for a name in use) saying what is wrong. */
async function groupWrite(request: Request, organization: string, except?: string): Promise<DeviceGroupWrite | Response> {
  const body = await readJson(request);
  if (!isRecord(body) || typeof body.name !== 'string') return errorResponse(400, 'name is required');
  const { tags = [] } = body;
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return errorResponse(400, 'tags must be a list of text');
  const write = { name: body.name.trim(), tags: [...new Set(tags as string[])] };
  const [problem] = deviceGroupProblems(write);
  if (problem) return errorResponse(400, describeDeviceGroupProblem(problem));
  const taken = store().catalog.groups.some(
    ({ id, owner, name }) => owner === organization && id !== except && name.toLowerCase() === write.name.toLowerCase(),
  );
  if (taken) return errorResponse(409, `name: a device group named ${write.name} exists`);
  return write;
}

function membership(join: boolean) {
  return withUser<MemberParams>(({ request, user, params }) => {
    const organization = organizationFor(request, user, 'deviceGroups:update', { iotOnly: false });
    if (organization instanceof Response) return organization;
    const group = groupOf(organization.resourceId, params.groupId);
    if (group instanceof Response) return group;
    const { devices, config } = store();
    if (!registeredDeviceOf(devices, organization.resourceId, params.deviceId, config.bulkDevices)) {
      return errorResponse(404, `Device ${params.deviceId} not found in ${organization.resourceId}`);
    }
    const member = group.members.includes(params.deviceId);
    if (join && !member) group.members.push(params.deviceId);
    if (!join && member) group.members.splice(group.members.indexOf(params.deviceId), 1);
    return HttpResponse.json({ changed: join !== member });
  });
}

export const deviceGroupHandlers = [
  http.get(
    servicePath('mappings', configurationEndpoints.deviceGroups),
    withUser(({ request, user }) => {
      const organization = organizationFor(request, user, 'deviceGroups:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const groups = store()
        .catalog.groups.filter(({ owner }) => owner === organization.resourceId)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((group) => wire(group, organization.resourceId));
      return HttpResponse.json(dataPage(groups, new URL(request.url)));
    }),
  ),

  http.post(
    servicePath('mappings', configurationEndpoints.deviceGroups),
    withUser(async ({ request, user }) => {
      const organization = organizationFor(request, user, 'deviceGroups:create', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const write = await groupWrite(request, organization.resourceId);
      if (write instanceof Response) return write;
      const { catalog } = store();
      const group: GroupRecord = { id: nextId(catalog, 'grp'), owner: organization.resourceId, ...write, members: [] };
      catalog.groups.push(group);
      return HttpResponse.json(wire(group, organization.resourceId), { status: 201 });
    }),
  ),

  http.put<GroupParams>(
    route('mappings', configurationEndpoints.deviceGroup, 'groupId'),
    withUser<GroupParams>(async ({ request, user, params }) => {
      const organization = organizationFor(request, user, 'deviceGroups:update', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const group = groupOf(organization.resourceId, params.groupId);
      if (group instanceof Response) return group;
      const write = await groupWrite(request, organization.resourceId, group.id);
      if (write instanceof Response) return write;
      Object.assign(group, write);
      return HttpResponse.json(wire(group, organization.resourceId));
    }),
  ),

  http.delete<GroupParams>(
    route('mappings', configurationEndpoints.deviceGroup, 'groupId'),
    withUser<GroupParams>(({ request, user, params }) => {
      const organization = organizationFor(request, user, 'deviceGroups:delete', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const group = groupOf(organization.resourceId, params.groupId);
      if (group instanceof Response) return group;
      const { catalog } = store();
      catalog.groups.splice(catalog.groups.indexOf(group), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.put<MemberParams>(route('mappings', configurationEndpoints.deviceGroupMember, 'groupId', 'deviceId'), membership(true)),
  http.delete<MemberParams>(route('mappings', configurationEndpoints.deviceGroupMember, 'groupId', 'deviceId'), membership(false)),
];
