// The trigger manager of the sandbox platform (base `/svc/trigger`): an organisation's rules listed, read, created,
// replaced and deleted, each watching one numeric tag of one of the organisation's simulated devices, with in/out/
// throttled counters that move while it is enabled; and a drafted rule tried against a device's recent history.
// Reading needs read on organizations (spec §2 /trigger), writing update on organizations; IoT-enabled only.
import { HttpResponse, http } from 'msw';
import { triggerEndpoints } from '../../src/platform/triggerEndpoints';
import { maxTryHours, triggerProblems, tryProblems, type TriggerProblems } from '../../src/platform/triggerRules';
import type { TriggerCounters, TriggerRule, TriggerTry, TriggerTryResult, TriggerWrite } from '../../src/platform/triggerTypes';
import type { DataPage, Organization } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { deviceOf, findTag, tagHistory, type SimulatedDevice, type SimulatedTag } from '../devices/fleet';
import { errorResponse, isRecord, pathPattern, readJson, servicePath } from '../http';
import { organizationFor } from '../organizationAccess';
import { dataPage } from '../paging';
import { sampleIntervalMs } from '../platform/history';
import { store } from '../store';
import { evaluateTrigger } from './evaluate';
import type { StoredTrigger } from './state';

const problemText: Record<TriggerProblems[string], string> = {
  required: 'is required',
  tooLong: 'is too long',
  notANumber: 'must be a number',
  bandOrder: 'must be above low',
  negative: 'must not be negative',
  overHundred: 'must be at most 100 (%)',
  throttlingRange: 'must be 0 to 86400000 ms',
  email: 'must be e-mail addresses',
  https: 'must be an https address',
  chatId: 'must be a Telegram chat id (digits)',
  hoursRange: `must be 1 to ${maxTryHours}`,
};

/** The 400 for the first problem, naming its field; undefined when there is none. */
function refusal(problems: TriggerProblems): Response | undefined {
  const [field, problem] = Object.entries(problems)[0] ?? [];
  return field === undefined || problem === undefined ? undefined : errorResponse(400, `${field} ${problemText[problem]}`);
}

/** The device and numeric tag a rule watches in the organisation, or the 400 naming the field. */
function source(organization: Organization, deviceId: string, tagPath: string): { device: SimulatedDevice; tag: SimulatedTag } | Response {
  const device = deviceOf(organization.resourceId, deviceId, store().config.bulkDevices);
  if (device === undefined) return errorResponse(400, `deviceId ${deviceId} is not a device of ${organization.resourceId}`);
  const tag = findTag(device.model, tagPath);
  if (tag === undefined || tag.type === 'string') return errorResponse(400, `tag ${tagPath} is not a numeric tag of ${deviceId}`);
  return { device, tag };
}

const numeric = (samples: [number, number | boolean | string][]) => samples.map(([at, value]) => [at, Number(value)] as const);

function samplesOf(organization: Organization, deviceId: string, tagPath: string, since: number, to: number) {
  const found = source(organization, deviceId, tagPath);
  return found instanceof Response ? [] : numeric(tagHistory(found.device, found.tag, since, to, sampleIntervalMs, Number.MAX_SAFE_INTEGER));
}

const throttlingOf = (write: Pick<TriggerWrite, 'actions'>) => Math.min(...write.actions.map((action) => action.throttlingIntervalInMSec), Number.MAX_SAFE_INTEGER);

/** The counters now: those counted so far plus, while enabled, what the rule read since it was enabled. */
function countersOf(stored: StoredTrigger, organization: Organization, now: number): TriggerCounters {
  if (stored.readingSince === null) return stored.counted;
  const { rule } = stored;
  // The first sample after enabling is the one the rule compares the next with; samples are read as they arrive.
  const { samples, firings } = evaluateTrigger(rule.policy, samplesOf(organization, rule.deviceId, rule.tag, stored.readingSince, now), throttlingOf(rule));
  const throttled = firings.filter((firing) => firing.throttled).length;
  return { in: stored.counted.in + samples, out: stored.counted.out + firings.length - throttled, throttled: stored.counted.throttled + throttled };
}

const shown = (stored: StoredTrigger, organization: Organization): TriggerRule => ({ ...stored.rule, counters: countersOf(stored, organization, Date.now()) });

/** The rule the body describes, or the 400 naming what is wrong. */
function asWrite(body: unknown, organization: Organization): TriggerWrite | Response {
  if (!isRecord(body)) return errorResponse(400, 'A trigger rule is required');
  const { name, enabled, deviceId, tag, policy, actions } = body;
  if (typeof name !== 'string') return errorResponse(400, 'name is required');
  if (typeof enabled !== 'boolean') return errorResponse(400, 'enabled must be true or false');
  if (typeof deviceId !== 'string' || typeof tag !== 'string') return errorResponse(400, 'deviceId and tag are required');
  if (!isRecord(policy) || !Array.isArray(actions)) return errorResponse(400, 'policy and actions are required');
  const write = { name, enabled, deviceId, tag, policy, actions } as TriggerWrite;
  let problems: TriggerProblems;
  try {
    problems = triggerProblems(write);
  } catch {
    return errorResponse(400, 'policy or actions are malformed');
  }
  const refused = refusal(problems);
  if (refused) return refused;
  const found = source(organization, deviceId, tag);
  return found instanceof Response ? found : write;
}

const triggersOf = (organization: Organization) => store().triggers.triggers.filter((stored) => stored.rule.orgResourceId === organization.resourceId);

function find(organization: Organization, id: unknown): StoredTrigger | Response {
  return triggersOf(organization).find((stored) => stored.rule.id === id) ?? errorResponse(404, `Trigger ${String(id)} not found`);
}

const triggerPath = servicePath('trigger', pathPattern(triggerEndpoints.trigger, 'id'));

export const triggerHandlers = [
  http.get(
    servicePath('trigger', triggerEndpoints.triggers),
    withUser(({ request, user }) => {
      const organization = organizationFor(request, user, 'organizations:read');
      if (organization instanceof Response) return organization;
      const rules = triggersOf(organization)
        .map((stored) => shown(stored, organization))
        .sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json<DataPage<TriggerRule>>(dataPage(rules, new URL(request.url)));
    }),
  ),

  http.post(
    servicePath('trigger', triggerEndpoints.triggers),
    withUser(async ({ request, user }) => {
      const organization = organizationFor(request, user, 'organizations:update');
      if (organization instanceof Response) return organization;
      const write = asWrite(await readJson(request), organization);
      if (write instanceof Response) return write;
      const state = store().triggers;
      const stored: StoredTrigger = {
        rule: { ...write, id: String(state.next++), orgResourceId: organization.resourceId },
        counted: { in: 0, out: 0, throttled: 0 },
        readingSince: write.enabled ? Date.now() : null,
      };
      state.triggers.push(stored);
      return HttpResponse.json<TriggerRule>(shown(stored, organization), { status: 201 });
    }),
  ),

  http.get(
    triggerPath,
    withUser(({ request, params, user }) => {
      const organization = organizationFor(request, user, 'organizations:read');
      if (organization instanceof Response) return organization;
      const stored = find(organization, params.id);
      return stored instanceof Response ? stored : HttpResponse.json<TriggerRule>(shown(stored, organization));
    }),
  ),

  // Replacing a rule keeps what it counted; switching it on starts reading from now, off stops.
  http.put(
    triggerPath,
    withUser(async ({ request, params, user }) => {
      const organization = organizationFor(request, user, 'organizations:update');
      if (organization instanceof Response) return organization;
      const stored = find(organization, params.id);
      if (stored instanceof Response) return stored;
      const write = asWrite(await readJson(request), organization);
      if (write instanceof Response) return write;
      const now = Date.now();
      stored.counted = countersOf(stored, organization, now);
      stored.readingSince = write.enabled ? now : null;
      stored.rule = { ...stored.rule, ...write };
      return HttpResponse.json<TriggerRule>(shown(stored, organization));
    }),
  ),

  http.delete(
    triggerPath,
    withUser(({ request, params, user }) => {
      const organization = organizationFor(request, user, 'organizations:update');
      if (organization instanceof Response) return organization;
      const stored = find(organization, params.id);
      if (stored instanceof Response) return stored;
      const state = store().triggers;
      state.triggers = state.triggers.filter((candidate) => candidate !== stored);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    servicePath('trigger', triggerEndpoints.tryRule),
    withUser(async ({ request, user }) => {
      const organization = organizationFor(request, user, 'organizations:read');
      if (organization instanceof Response) return organization;
      const body = await readJson(request);
      if (!isRecord(body) || !isRecord(body.policy)) return errorResponse(400, 'deviceId, tag, policy, throttlingIntervalInMSec and hours are required');
      const trial = body as unknown as TriggerTry;
      let problems: TriggerProblems;
      try {
        problems = tryProblems(trial);
      } catch {
        return errorResponse(400, 'policy is malformed');
      }
      const refused = refusal(problems);
      if (refused) return refused;
      const found = source(organization, trial.deviceId, trial.tag);
      if (found instanceof Response) return found;
      const now = Date.now();
      const samples = numeric(tagHistory(found.device, found.tag, now - trial.hours * 3_600_000, now, sampleIntervalMs, Number.MAX_SAFE_INTEGER));
      return HttpResponse.json<TriggerTryResult>(evaluateTrigger(trial.policy, samples, Math.max(0, Number(trial.throttlingIntervalInMSec) || 0)));
    }),
  ),
];
