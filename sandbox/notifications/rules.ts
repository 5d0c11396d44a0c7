// Alarm notification rules (spec §7 "Notification service", facts §9): listed with paging and search, created,
// read, replaced and deleted per organisation. Names are unique within an organisation (409 otherwise).
import { HttpResponse, http } from 'msw';
import { notificationEndpoints } from '../../src/platform/notificationEndpoints';
import type { NotificationRule, NotificationRuleWrite } from '../../src/platform/notificationTypes';
import type { DataPage, Organization } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { sandboxRealm } from '../identity/realm';
import { errorResponse, pathPattern, readJson, servicePath } from '../http';
import { dataPage } from '../paging';
import { store } from '../store';
import { organizationFor } from '../organizationAccess';
import { asRuleWrite } from './validation';

const rulesOf = (organization: Organization) =>
  store().notifications.rules.filter((rule) => rule.orgResourceId === organization.resourceId);

function findRule(organization: Organization, id: unknown): NotificationRule | Response {
  const rule = rulesOf(organization).find((candidate) => candidate.id === id);
  return rule ?? errorResponse(404, `Notification ${String(id)} not found`);
}

/** A 409 when another rule of the organisation already has this name (case-insensitive). */
function nameTaken(organization: Organization, write: NotificationRuleWrite, exceptId?: string): Response | undefined {
  const wanted = write.name.toLowerCase();
  const clash = rulesOf(organization).some((rule) => rule.id !== exceptId && rule.name.toLowerCase() === wanted);
  return clash ? errorResponse(409, `A notification rule named '${write.name}' already exists`) : undefined;
}

const nextRuleId = () =>
  String(store().notifications.rules.reduce((max, rule) => Math.max(max, Number(rule.id) || 0), 0) + 1);

const rulePath = servicePath('notifications', pathPattern(notificationEndpoints.rule, 'id'));

export const ruleHandlers = [
  // The list answers on the base path with its trailing slash (spec §7); `search` matches name and description.
  http.get(
    servicePath('notifications', notificationEndpoints.ruleList),
    withUser(({ request, user }) => {
      const organization = organizationFor(request, user, 'notifications:read');
      if (organization instanceof Response) return organization;
      const url = new URL(request.url);
      const search = url.searchParams.get('search')?.trim().toLowerCase() ?? '';
      const matching = rulesOf(organization)
        .filter((rule) => `${rule.name}\n${rule.description}`.toLowerCase().includes(search))
        .sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json<DataPage<NotificationRule>>(dataPage(matching, url));
    }),
  ),

  http.post(
    servicePath('notifications', notificationEndpoints.rules),
    withUser(async ({ request, user }) => {
      const organization = organizationFor(request, user, 'notifications:create');
      if (organization instanceof Response) return organization;
      const write = asRuleWrite(await readJson(request));
      if (typeof write === 'string') return errorResponse(400, write);
      const taken = nameTaken(organization, write);
      if (taken) return taken;
      const rule: NotificationRule = {
        id: nextRuleId(),
        realmId: sandboxRealm,
        orgResourceId: organization.resourceId,
        updatedAt: Date.now(),
        ...write,
      };
      store().notifications.rules.push(rule);
      return HttpResponse.json<NotificationRule>(rule, { status: 201 });
    }),
  ),

  http.get(
    rulePath,
    withUser(({ request, params, user }) => {
      const organization = organizationFor(request, user, 'notifications:read');
      if (organization instanceof Response) return organization;
      const rule = findRule(organization, params.id);
      return rule instanceof Response ? rule : HttpResponse.json<NotificationRule>(rule);
    }),
  ),

  http.put(
    rulePath,
    withUser(async ({ request, params, user }) => {
      const organization = organizationFor(request, user, 'notifications:update');
      if (organization instanceof Response) return organization;
      const rule = findRule(organization, params.id);
      if (rule instanceof Response) return rule;
      const write = asRuleWrite(await readJson(request));
      if (typeof write === 'string') return errorResponse(400, write);
      const taken = nameTaken(organization, write, rule.id);
      if (taken) return taken;
      Object.assign(rule, write, { updatedAt: Date.now() });
      return HttpResponse.json<NotificationRule>(rule);
    }),
  ),

  http.delete(
    rulePath,
    withUser(({ request, params, user }) => {
      const organization = organizationFor(request, user, 'notifications:delete');
      if (organization instanceof Response) return organization;
      const rule = findRule(organization, params.id);
      if (rule instanceof Response) return rule;
      const { notifications } = store();
      notifications.rules = notifications.rules.filter((candidate) => candidate !== rule);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
