// The trigger manager of the sandbox platform (base `/svc/trigger`): an organisation's rules listed, read, created,
// replaced and deleted, each watching one numeric tag of one of the organisation's simulated devices or of every
// member of its device groups (the mappings service's, sandbox/devices/groups.ts, members read at each evaluation),
// with in/out/throttled counters that move while it is enabled; and a drafted rule tried against the devices' recent
// history. A CONNECTION rule watches no tag: it reads the device's IoT connection history
// (sandbox/devices/connections.ts) or its VPN tunnel's.
// Reading needs read on organizations (spec §2 /trigger), writing update on organizations; IoT-enabled only.
import { HttpResponse, http } from 'msw';
import { triggerEndpoints } from '../../src/platform/triggerEndpoints';
import { maxConnectionMinutes, maxTriggerActions, maxTriggerGroups, maxTryHours, triggerProblems, tryProblems, watchesTag, type TriggerProblems } from '../../src/platform/triggerRules';
import type { TriggerCounters, TriggerFiring, TriggerPolicy, TriggerRule, TriggerTry, TriggerTryResult, TriggerWrite } from '../../src/platform/triggerTypes';
import type { DataPage, Organization } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { connectedBefore, connectionEvents, vpnEvents } from '../devices/connections';
import { deviceOf, findTag, tagHistory, type SimulatedDevice, type SimulatedTag } from '../devices/fleet';
import { registered } from '../devices/registry';
import { errorResponse, isRecord, pathPattern, readJson, servicePath } from '../http';
import { organizationFor } from '../organizationAccess';
import { dataPage } from '../paging';
import { sampleIntervalMs } from '../platform/history';
import { store } from '../store';
import { evaluateConnection, evaluateTrigger, type Evaluation } from './evaluate';
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
  durationRange: `must be whole minutes from 0 to ${maxConnectionMinutes} (in ms)`,
  notJoinable: 'cannot be joined with another condition',
  unknownType: 'is not a known type',
  tooMany: `are too many (at most ${maxTriggerActions} actions, ${maxTriggerGroups} device groups)`,
  oneScope: 'cannot be given with a deviceId: a rule watches one device or device groups',
};

/** The 400 for the first problem, naming its field; undefined when there is none. */
function refusal(problems: TriggerProblems): Response | undefined {
  const [field, problem] = Object.entries(problems)[0] ?? [];
  return field === undefined || problem === undefined ? undefined : errorResponse(400, `${field} ${problemText[problem]}`);
}

/** The device and numeric tag a rule on one device watches (no tag for a CONNECTION rule), or the 400 naming the field. */
function source(
  organization: Organization,
  deviceId: string,
  tagPath: string,
  policy: TriggerPolicy,
): { device: SimulatedDevice; tag: SimulatedTag | undefined } | Response {
  const device = deviceOf(organization.resourceId, deviceId, store().config.bulkDevices);
  if (device === undefined) return errorResponse(400, `deviceId ${deviceId} is not a device of ${organization.resourceId}`);
  if (!watchesTag(policy)) return { device, tag: undefined };
  const tag = findTag(device.model, tagPath);
  if (tag === undefined || tag.type === 'string') return errorResponse(400, `tag ${tagPath} is not a numeric tag of ${deviceId}`);
  return { device, tag };
}

type Scope = Pick<TriggerWrite, 'deviceId' | 'deviceGroups' | 'tag' | 'policy'>;

/**
 * What the rule's scope names exists: its device (with the numeric tag), or its device groups in the organisation.
 * A group's members are not checked here: they are read when the rule is evaluated, and a member without the tag
 * (another model) is not read.
 */
function scopeRefusal(organization: Organization, rule: Scope): Response | undefined {
  const groups = rule.deviceGroups ?? [];
  if (groups.length === 0) {
    const found = source(organization, rule.deviceId, rule.tag, rule.policy);
    return found instanceof Response ? found : undefined;
  }
  const unknown = groups.find((id) => groupOf(organization, id) === undefined);
  return unknown === undefined ? undefined : errorResponse(400, `deviceGroups ${unknown} is not a device group of ${organization.resourceId}`);
}

const groupOf = (organization: Organization, id: string) => store().catalog.groups.find((group) => group.id === id && group.owner === organization.resourceId);

/** The devices the rule reads, with the tag each reads: its device, or its groups' members as they are now. */
function watched(organization: Organization, rule: Scope): { device: SimulatedDevice; tag: SimulatedTag | undefined }[] {
  const groups = rule.deviceGroups ?? [];
  if (groups.length === 0) {
    const found = source(organization, rule.deviceId, rule.tag, rule.policy);
    return found instanceof Response ? [] : [found];
  }
  const members = new Set(groups.flatMap((id) => groupOf(organization, id)?.members ?? []));
  return [...members].flatMap((deviceId) => {
    const found = source(organization, deviceId, rule.tag, rule.policy);
    return found instanceof Response ? [] : [found];
  });
}

const numeric = (samples: [number, number | boolean | string][]) => samples.map(([at, value]) => [at, Number(value)] as const);

/** How far back a trial looks for when the connection's state at the trial's start began. */
const connectionLookbackMs = 30 * 24 * 3_600_000;

/** One device's reading over [since, to]: the tag's samples, or the connection's changes. */
function deviceEvaluation(
  { device, tag }: { device: SimulatedDevice; tag: SimulatedTag | undefined },
  policy: TriggerPolicy,
  since: number,
  to: number,
  throttlingMs: number,
  trial: boolean,
): Evaluation {
  if (policy.type === 'CONNECTION') {
    const registeredDevice = registered(store().devices, device);
    const history = policy.connection === 'IOT' ? connectionEvents : vpnEvents;
    const from = trial ? since - connectionLookbackMs : since;
    const changes = history(registeredDevice, Date.now(), from, to, Number.MAX_SAFE_INTEGER);
    const connectedNow = policy.connection === 'IOT' && registeredDevice.connected;
    const { firings } = evaluateConnection(policy, connectedBefore(changes, connectedNow), changes, from, to, throttlingMs);
    return { samples: changes.filter(([at]) => at >= since).length, firings: firings.filter((firing) => firing.at >= since) };
  }
  if (tag === undefined) return { samples: 0, firings: [] };
  return evaluateTrigger(policy, numeric(tagHistory(device, tag, since, to, sampleIntervalMs, Number.MAX_SAFE_INTEGER)), throttlingMs);
}

/**
 * What the rule reads over [since, to] and when it fires, over each device it watches (throttling holds back a
 * device's firings within the interval of that device's last delivered one), oldest firing first. An enabled rule
 * reads from when it was enabled (`trial` false); a trial knows the history before its range, so a connection that
 * had been on or off since before it counts from when it really changed.
 */
function evaluationOf(organization: Organization, rule: Scope, since: number, to: number, throttlingMs: number, trial = false): { samples: number; firings: TriggerFiring[] } {
  const readings = watched(organization, rule).map((found) => ({
    deviceId: found.device.deviceId,
    ...deviceEvaluation(found, rule.policy, since, to, throttlingMs, trial),
  }));
  return {
    samples: readings.reduce((sum, reading) => sum + reading.samples, 0),
    firings: readings.flatMap(({ deviceId, firings }) => firings.map((firing) => ({ ...firing, deviceId }))).sort((a, b) => a.at - b.at),
  };
}

const throttlingOf = (write: Pick<TriggerWrite, 'actions'>) => Math.min(...write.actions.map((action) => action.throttlingIntervalInMSec), Number.MAX_SAFE_INTEGER);

/** The counters now: those counted so far plus, while enabled, what the rule read since it was enabled. */
function countersOf(stored: StoredTrigger, organization: Organization, now: number): TriggerCounters {
  if (stored.readingSince === null) return stored.counted;
  const { rule } = stored;
  // The first sample after enabling is the one the rule compares the next with; samples are read as they arrive.
  const { samples, firings } = evaluationOf(organization, rule, stored.readingSince, now, throttlingOf(rule));
  const throttled = firings.filter((firing) => firing.throttled).length;
  return { in: stored.counted.in + samples, out: stored.counted.out + firings.length - throttled, throttled: stored.counted.throttled + throttled };
}

const shown = (stored: StoredTrigger, organization: Organization): TriggerRule => ({ ...stored.rule, counters: countersOf(stored, organization, Date.now()) });

/** The rule the body describes, or the 400 naming what is wrong. */
function asWrite(body: unknown, organization: Organization): TriggerWrite | Response {
  if (!isRecord(body)) return errorResponse(400, 'A trigger rule is required');
  const { name, enabled, deviceId, deviceGroups = [], tag, policy, actions } = body;
  if (typeof name !== 'string') return errorResponse(400, 'name is required');
  if (typeof enabled !== 'boolean') return errorResponse(400, 'enabled must be true or false');
  if (typeof deviceId !== 'string' || typeof tag !== 'string') return errorResponse(400, 'deviceId and tag are required');
  if (!Array.isArray(deviceGroups)) return errorResponse(400, 'deviceGroups must be a list of group ids');
  if (!isRecord(policy) || !Array.isArray(actions)) return errorResponse(400, 'policy and actions are required');
  const write = { name, enabled, deviceId, deviceGroups, tag, policy, actions } as TriggerWrite;
  let problems: TriggerProblems;
  try {
    problems = triggerProblems(write);
  } catch {
    return errorResponse(400, 'policy or actions are malformed');
  }
  return refusal(problems) ?? scopeRefusal(organization, write) ?? write;
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
      const refused = refusal(problems) ?? scopeRefusal(organization, trial);
      if (refused) return refused;
      const now = Date.now();
      const throttling = Math.max(0, Number(trial.throttlingIntervalInMSec) || 0);
      return HttpResponse.json<TriggerTryResult>(evaluationOf(organization, trial, now - trial.hours * 3_600_000, now, throttling, true));
    }),
  ),
];
