// The remote-access service's applications, profiles, favourites and launches (spec §7, facts §11.2): a domain's
// remote applications and application profiles listed a page at a time, created, saved and deleted by people who may
// update devices (values out of range refused with a 400 naming the field, names unique in the domain); a person's
// favourite applications; and `executeAction`, which answers what the companion app runs on the person's operating
// system to open an application of an endpoint's profile.
import { HttpResponse, http } from 'msw';
import { vpnEndpoints } from '../../src/platform/vpnEndpoints';
import {
  applicationLimits,
  applicationProblems,
  profileLimits,
  profileProblems,
  type ApplicationField,
  type ApplicationProblem,
  type ApplicationWrite,
  type ProfileWrite,
} from '../../src/platform/vpnTypes';
import { type UserRequest, withUser } from '../authenticate';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { tokenOrganization } from '../organizationToken';
import { route } from '../routes';
import { store } from '../store';
import { gatewayOf, organizationOf } from './access';
import { vpnPage } from './paging';
import { linkAt, type SandboxApplication, type SandboxProfile, type VpnState } from './state';

type Params = { org: string; id: string; username: string; gateway: string; endpoint: string; profile: string; application: string };

const maxPageSize = 200;
const vpn = (): VpnState => store().vpn;
const newId = (kind: string) => `${kind}-${vpn().nextId++}`;
const searchOf = (request: Request) => new URL(request.url).searchParams;

const problemText: Record<ApplicationProblem, (field: string) => string> = {
  missing: (field) => `${field} is required`,
  tooLong: (field) => `${field} is too long`,
  outOfRange: (field) => `${field} must be a whole number from ${applicationLimits.port.min} to ${applicationLimits.port.max}`,
  format: (field) => `${field} is not well formed`,
  unknown: (field) => `${field} is not one the service knows`,
};

const textFields = ['username', 'rdp_security', 'rdp_keyboard_layout', 'url', 'command_path', 'command_path_linux', 'command_path_os_x'] as const;
const flagFields = ['disable_copy', 'disable_paste', 'browser_application'] as const;

/** The application in a request's body, or the 400 naming the first field that is wrong. */
function applicationWriteOf(body: unknown): ApplicationWrite | Response {
  if (!isRecord(body)) return errorResponse(400, 'The body must be an application');
  if (typeof body.name !== 'string') return errorResponse(400, 'name is required');
  if (typeof body.port !== 'number') return errorResponse(400, problemText.outOfRange('port'));
  const write: Record<string, unknown> = { name: body.name, type: body.type, protocol: body.protocol, port: body.port };
  for (const field of textFields) {
    if (body[field] === undefined) continue;
    if (typeof body[field] !== 'string') return errorResponse(400, `${field} must be text`);
    write[field] = body[field];
  }
  for (const field of flagFields) {
    if (body[field] === undefined) continue;
    if (typeof body[field] !== 'boolean') return errorResponse(400, `${field} must be true or false`);
    write[field] = body[field];
  }
  const application = write as unknown as ApplicationWrite;
  const problems = applicationProblems(application);
  const first = Object.keys(problems)[0] as ApplicationField | undefined;
  return first === undefined ? application : errorResponse(400, problemText[problems[first] ?? 'format'](first));
}

const applicationDto = ({ orgResourceId: _, ...application }: SandboxApplication) => application;

function profileDto(profile: SandboxProfile) {
  return {
    id: profile.id,
    name: profile.name,
    description: profile.description,
    defaultProfile: profile.default,
    applications: profile.actionIds.flatMap((id) => vpn().applications.filter((application) => application.id === id).map(applicationDto)),
  };
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const inDomain = <T extends { orgResourceId: string }>(items: T[], org: string) => items.filter((item) => item.orgResourceId === org);

function nameTaken(items: { id: string; name: string }[], name: string, except?: string): Response | undefined {
  const taken = items.some((item) => item.id !== except && item.name.toLowerCase() === name.toLowerCase());
  return taken ? errorResponse(409, `name "${name}" is already used in this domain`) : undefined;
}

/** The profile in a request's body, or the 400 naming the field that is wrong. */
function profileWriteOf(body: unknown, org: string): ProfileWrite | Response {
  if (!isRecord(body)) return errorResponse(400, 'The body must be a profile');
  if (body.domain !== undefined && body.domain !== org) return errorResponse(400, `domain must be ${org}`);
  const write: ProfileWrite = {
    id: typeof body.id === 'string' ? body.id : undefined,
    name: typeof body.name === 'string' ? body.name : '',
    description: typeof body.description === 'string' ? body.description : '',
    actionIds: Array.isArray(body.actionIds) ? body.actionIds.filter((id): id is string => typeof id === 'string') : [],
    default: body.default === true,
  };
  const problems = profileProblems(write);
  if (problems.name) return errorResponse(400, problems.name === 'missing' ? 'name is required' : `name must be at most ${profileLimits.name} characters`);
  if (problems.description) return errorResponse(400, `description must be at most ${profileLimits.description} characters`);
  if (Array.isArray(body.actionIds) && body.actionIds.length !== write.actionIds.length) return errorResponse(400, 'actionIds must be application ids');
  const unknown = write.actionIds.find((id) => !inDomain(vpn().applications, org).some((application) => application.id === id));
  if (unknown !== undefined) return errorResponse(400, `actionIds: application ${unknown} not found in ${org}`);
  return write;
}

/** The command the companion app runs for `application` at `address` on `os`, or why there is none. */
function launchActions(application: SandboxApplication, address: string, os: string) {
  const at = `${address}:${application.port}`;
  const user = application.username ? `${application.username}@` : '';
  switch (application.type) {
    case 'SSH':
      return [{ type: 'run', command: 'ssh', arguments: ['-p', String(application.port), `${user}${address}`] }];
    case 'Telnet':
      return [{ type: 'run', command: 'telnet', arguments: [address, String(application.port)] }];
    case 'RDP':
      if (os === 'Mac') return [{ type: 'run', command: 'open', arguments: [`rdp://full%20address=s:${at}`] }];
      if (os === 'Lin') return [{ type: 'run', command: 'xfreerdp', arguments: [`/v:${at}`, ...(application.username ? [`/u:${application.username}`] : [])] }];
      return [{ type: 'run', command: 'mstsc', arguments: [`/v:${at}`] }];
    case 'VNC':
      return [{ type: 'run', command: 'vncviewer', arguments: [`${address}::${application.port}`] }];
    case 'HTTP':
    case 'HTTPS':
      return [{ type: 'openUrl', url: `${application.type.toLowerCase()}://${at}${application.url ?? '/'}` }];
    case 'Custom': {
      const program = { Win: application.command_path, Mac: application.command_path_os_x, Lin: application.command_path_linux }[os];
      return program ? [{ type: 'run', command: program, arguments: [address, String(application.port)] }] : undefined;
    }
  }
}

const clientSystems = ['Win', 'Mac', 'Lin'];

/** What opens the named application of an endpoint's profile in the domain `{org}`, for the caller's system. */
function launch(input: UserRequest<{ org: string }>): Response {
  const organization = organizationOf(input);
  if (organization instanceof Response) return organization;
  const query = searchOf(input.request);
  const missing = ['gatewayName', 'endpointName', 'actionName', 'clientOs'].find((name) => (query.get(name) ?? '') === '');
  if (missing) return errorResponse(400, `${missing} is required`);
  const os = query.get('clientOs') ?? '';
  if (!clientSystems.includes(os)) return errorResponse(400, 'clientOs must be Win, Mac or Lin');
  const org = organization.resourceId;
  const gateway = inDomain(vpn().gateways, org).find(({ name }) => name === query.get('gatewayName'));
  if (gateway === undefined) return errorResponse(404, `gatewayName: gateway ${query.get('gatewayName')} not found`);
  const endpoint = gateway.endpoints.find(({ name }) => name === query.get('endpointName'));
  if (endpoint === undefined) return errorResponse(404, `endpointName: endpoint ${query.get('endpointName')} not found`);
  const profile = inDomain(vpn().profiles, org).find(({ id }) => id === endpoint.actionProfile);
  const application = inDomain(vpn().applications, org).find(({ id, name }) => name === query.get('actionName') && profile?.actionIds.includes(id));
  if (application === undefined) return errorResponse(404, `actionName: ${query.get('actionName')} is not offered on ${endpoint.name}`);
  if (!linkAt(gateway, Date.now()).online) return errorResponse(409, `Gateway ${gateway.name} is offline`);
  const actions = launchActions(application, endpoint.address, os);
  if (actions === undefined) return errorResponse(409, `${application.name} has no program for ${os}`);
  return HttpResponse.json({ clientOs: os, actions });
}

export const applicationHandlers = [
  http.get<Params>(
    route('vpn', vpnEndpoints.applications, 'org'),
    withUser<Params>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const search = (searchOf(input.request).get('search') ?? '').trim().toLowerCase();
      const matching = inDomain(vpn().applications, organization.resourceId)
        .filter((application) => application.name.toLowerCase().includes(search))
        .sort(byName);
      const page = vpnPage(matching, searchOf(input.request), maxPageSize);
      if (page instanceof Response) return page;
      // Facts §3: the actions' ActionDTO page, `records` items in all and `total` pages.
      return HttpResponse.json({ records: page.totalElements, page: page.number, total: page.totalPages, content: page.content.map(applicationDto) });
    }),
  ),

  http.get<Params>(
    route('vpn', vpnEndpoints.application, 'org', 'id'),
    withUser<Params>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const found = inDomain(vpn().applications, organization.resourceId).find(({ id }) => id === input.params.id);
      return found ? HttpResponse.json(applicationDto(found)) : errorResponse(404, `Application ${input.params.id} not found`);
    }),
  ),

  http.post<Params>(
    route('vpn', vpnEndpoints.applications, 'org'),
    withUser<Params>(async (input) => {
      const organization = organizationOf(input, 'devices:update');
      if (organization instanceof Response) return organization;
      const write = applicationWriteOf(await readJson(input.request));
      if (write instanceof Response) return write;
      const taken = nameTaken(inDomain(vpn().applications, organization.resourceId), write.name);
      if (taken) return taken;
      const application: SandboxApplication = { ...write, id: newId('app'), orgResourceId: organization.resourceId };
      vpn().applications.push(application);
      return HttpResponse.json(applicationDto(application), { status: 201 });
    }),
  ),

  http.put<Params>(
    route('vpn', vpnEndpoints.applications, 'org'),
    withUser<Params>(async (input) => {
      const organization = organizationOf(input, 'devices:update');
      if (organization instanceof Response) return organization;
      const body = await readJson(input.request);
      const id = isRecord(body) && typeof body.id === 'string' ? body.id : '';
      const domain = inDomain(vpn().applications, organization.resourceId);
      const index = vpn().applications.findIndex((application) => application.id === id && application.orgResourceId === organization.resourceId);
      if (index < 0) return errorResponse(404, `Application ${id} not found`);
      const write = applicationWriteOf(body);
      if (write instanceof Response) return write;
      const taken = nameTaken(domain, write.name, id);
      if (taken) return taken;
      const saved: SandboxApplication = { ...write, id, orgResourceId: organization.resourceId };
      vpn().applications[index] = saved;
      return HttpResponse.json(applicationDto(saved));
    }),
  ),

  http.delete<Params>(
    route('vpn', vpnEndpoints.application, 'org', 'id'),
    withUser<Params>((input) => {
      const organization = organizationOf(input, 'devices:update');
      if (organization instanceof Response) return organization;
      const found = inDomain(vpn().applications, organization.resourceId).find(({ id }) => id === input.params.id);
      if (found === undefined) return errorResponse(404, `Application ${input.params.id} not found`);
      const state = vpn();
      state.applications = state.applications.filter((application) => application !== found);
      for (const profile of state.profiles) profile.actionIds = profile.actionIds.filter((id) => id !== found.id);
      state.favourites = state.favourites.filter((favourite) => favourite.orgResourceId !== found.orgResourceId || favourite.application !== found.name);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get<Params>(
    route('vpn', vpnEndpoints.profiles, 'org'),
    withUser<Params>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const page = vpnPage(inDomain(vpn().profiles, organization.resourceId).sort(byName), searchOf(input.request), maxPageSize);
      return page instanceof Response ? page : HttpResponse.json({ ...page, content: page.content.map(profileDto) });
    }),
  ),

  http.get<Params>(
    route('vpn', vpnEndpoints.profile, 'org', 'id'),
    withUser<Params>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const found = inDomain(vpn().profiles, organization.resourceId).find(({ id }) => id === input.params.id);
      return found ? HttpResponse.json(profileDto(found)) : errorResponse(404, `Profile ${input.params.id} not found`);
    }),
  ),

  // One POST creates a profile or, with an id, saves it; a profile made default takes the place of the last one.
  http.post<Params>(
    route('vpn', vpnEndpoints.profiles, 'org'),
    withUser<Params>(async (input) => {
      const organization = organizationOf(input, 'devices:update');
      if (organization instanceof Response) return organization;
      const org = organization.resourceId;
      const write = profileWriteOf(await readJson(input.request), org);
      if (write instanceof Response) return write;
      const domain = inDomain(vpn().profiles, org);
      const existing = write.id === undefined ? undefined : domain.find(({ id }) => id === write.id);
      if (write.id !== undefined && existing === undefined) return errorResponse(404, `Profile ${write.id} not found`);
      if (existing?.default && !write.default) return errorResponse(400, 'default: the default profile stays default until another profile is made default');
      const taken = nameTaken(domain, write.name, existing?.id);
      if (taken) return taken;
      if (write.default) for (const profile of domain) profile.default = false;
      const profile: SandboxProfile = existing ?? { id: newId('profile'), orgResourceId: org, name: '', description: '', default: false, actionIds: [] };
      Object.assign(profile, { name: write.name, description: write.description, actionIds: [...new Set(write.actionIds)], default: write.default });
      if (existing === undefined) vpn().profiles.push(profile);
      return HttpResponse.json(profileDto(profile), { status: existing ? 200 : 201 });
    }),
  ),

  // The default profile stays; the endpoints of a deleted one offer the default profile's applications.
  http.delete<Params>(
    route('vpn', vpnEndpoints.profile, 'org', 'id'),
    withUser<Params>((input) => {
      const organization = organizationOf(input, 'devices:update');
      if (organization instanceof Response) return organization;
      const domain = inDomain(vpn().profiles, organization.resourceId);
      const found = domain.find(({ id }) => id === input.params.id);
      if (found === undefined) return errorResponse(404, `Profile ${input.params.id} not found`);
      if (found.default) return errorResponse(409, 'The default profile cannot be deleted: make another profile the default first');
      const fallback = domain.find((profile) => profile.default);
      for (const gateway of vpn().gateways) {
        for (const endpoint of gateway.endpoints) if (endpoint.actionProfile === found.id && fallback) endpoint.actionProfile = fallback.id;
      }
      vpn().profiles = vpn().profiles.filter((profile) => profile !== found);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get<Params>(
    route('vpn', vpnEndpoints.favourites, 'org', 'username'),
    withUser<Params>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      if (input.params.username !== input.user.username) return errorResponse(403, 'A person reads only their own favourites');
      const own = vpn().favourites.filter((favourite) => favourite.orgResourceId === organization.resourceId && favourite.username === input.user.username);
      const page = vpnPage(own, searchOf(input.request), maxPageSize);
      return page instanceof Response ? page : HttpResponse.json(page);
    }),
  ),

  // A favourite names its application by name on an endpoint of a gateway through a profile; the same one twice is one.
  http.post<Params>(
    route('vpn', vpnEndpoints.addFavourite, 'org', 'username', 'gateway', 'endpoint', 'profile', 'application'),
    withUser<Params>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const { username, gateway, endpoint, profile, application } = input.params;
      if (username !== input.user.username) return errorResponse(403, 'A person keeps only their own favourites');
      const org = organization.resourceId;
      if (!inDomain(vpn().applications, org).some(({ name }) => name === application)) return errorResponse(404, `application ${application} not found`);
      if (!inDomain(vpn().profiles, org).some(({ name }) => name === profile)) return errorResponse(404, `applicationProfile ${profile} not found`);
      const onGateway = inDomain(vpn().gateways, org).find(({ name }) => name === gateway);
      if (onGateway === undefined) return errorResponse(404, `gateway ${gateway} not found`);
      if (!onGateway.endpoints.some(({ name }) => name === endpoint)) return errorResponse(404, `endpoint ${endpoint} not found`);
      const fields = { username, orgResourceId: org, gateway, endpoint, applicationProfile: profile, application };
      const same = vpn().favourites.find((favourite) => Object.entries(fields).every(([key, value]) => favourite[key as keyof typeof fields] === value));
      if (same) return HttpResponse.json(same);
      const favourite = { id: newId('favourite'), ...fields };
      vpn().favourites.push(favourite);
      return HttpResponse.json(favourite, { status: 201 });
    }),
  ),

  http.delete<Params>(
    route('vpn', vpnEndpoints.favourite, 'org', 'id'),
    withUser<Params>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const found = vpn().favourites.find(({ id, orgResourceId }) => id === input.params.id && orgResourceId === organization.resourceId);
      if (found === undefined || found.username !== input.user.username) return errorResponse(404, `Favourite ${input.params.id} not found`);
      vpn().favourites = vpn().favourites.filter((favourite) => favourite !== found);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  // What the companion app runs to open an application of the endpoint's profile, for the caller's operating system:
  // in the domain the path names, or without one in the organisation the token is for.
  http.get<Params>(
    route('vpn', vpnEndpoints.executeAction, 'org'),
    withUser<Params>((input) => launch(input)),
  ),
  http.get(
    servicePath('vpn', vpnEndpoints.executeOwnAction),
    withUser((input) => {
      const org = tokenOrganization(input.claims);
      if (org === undefined) return errorResponse(400, 'Without a domain the token must be an organisation token');
      return launch({ ...input, params: { org } });
    }),
  ),

  // Every application the gateway's endpoints offer, each with what the companion app runs to open it on `clientOs`
  // (facts §11.2 fetchDeviceJsonActions; the answer is ours). An application with no program for the system is left out.
  http.get<{ org: string; gatewayId: string }>(
    route('vpn', vpnEndpoints.jsonActions, 'org', 'gatewayId'),
    withUser<{ org: string; gatewayId: string }>((input) => {
      const gateway = gatewayOf(input);
      if (gateway instanceof Response) return gateway;
      const os = searchOf(input.request).get('clientOs') ?? '';
      if (!clientSystems.includes(os)) return errorResponse(400, 'clientOs must be Win, Mac or Lin');
      if (!linkAt(gateway, Date.now()).online) return errorResponse(409, `Gateway ${gateway.name} is offline`);
      const org = gateway.orgResourceId;
      const applications = gateway.endpoints.flatMap((endpoint) => {
        const profile = inDomain(vpn().profiles, org).find(({ id }) => id === endpoint.actionProfile);
        return inDomain(vpn().applications, org)
          .filter(({ id }) => profile?.actionIds.includes(id))
          .flatMap((application) => {
            const actions = launchActions(application, endpoint.address, os);
            return actions === undefined ? [] : [{ endpointName: endpoint.name, actionName: application.name, applicationType: application.type, actions }];
          });
      });
      return HttpResponse.json({ clientOs: os, applications });
    }),
  ),
];
