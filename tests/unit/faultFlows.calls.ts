// The flows that make the service calls of the fault matrix (./faultMatrix.calls.ts), each started as its screen
// starts it and driven as the person there drives it, up to the call, for the flow-level fault matrix
// (./faultFlows.test.ts). A call with a flow here keeps only the cells that differ on screen in the screen matrix
// (./faultScreens.harness.tsx: a 401, a timeout and one HTTP error); every fault is asserted here, in node.
import type { AnyActorRef } from 'xstate';
import { alarmFilterExpression, defaultAlarmFilter } from '../../src/platform/alarmFilter';
import { provideAlarmMachines, type AlarmActionRequest } from '../../src/features/alarms/flows';
import { provideAuditMachines } from '../../src/features/audit/flows';
import { provideTriggerMachines, type TriggerRow } from '../../src/features/triggers/flows';
import { triggerWrite } from '../../src/platform/triggersClient';
import type { Platform } from '../../src/portal/platform';
import { provideIamMachines } from '../../src/features/iam/flows';
import type { IamOrganization } from '../../src/features/iam/iamOrganization';
import type { UserRow } from '../../src/features/iam/userRow';
import { provideNotificationMachines } from '../../src/features/notifications/flows';
import { ruleWrite } from '../../src/platform/notificationClient';
import type { NotificationRule, NotificationSettings } from '../../src/platform/notificationTypes';
import type { Role } from '../../src/platform/iamTypes';
import { act, actOnRow, listed, reached, rowOf, started, submitted } from './faultFlows.run';

export interface FlowCall {
  /** The persona (README) who makes the call: alice unless said. */
  user?: string;
  /** The organisation (resourceId) the flow works in: acme unless said. */
  organization?: string;
  /** Starts the flow and does what the person does, up to the call; the fault is answered from the start. */
  run: (platform: Platform) => AnyActorRef | Promise<AnyActorRef>;
}

const alarmList = { filter: defaultAlarmFilter, orderBy: 'eventTimestamp', orderDir: 'desc', page: 0, pageSize: 25 } as const;
const alarms = (platform: Platform) => provideAlarmMachines(platform)('acme');
/** The alarm screen's `ack`: one alarm's from its row (no confirmation), or every matching one's, confirmed. */
const acknowledgeOne = (platform: Platform) => {
  const request: AlarmActionRequest = { action: 'ack', target: { kind: 'one', id: 'alm-1', label: 'Boiler over temperature' } };
  return act(started(alarms(platform).actions), ['idle', { type: 'action.request', request }]);
};
const acknowledgeMatching = (platform: Platform) => {
  const request: AlarmActionRequest = { action: 'ack', target: { kind: 'matching', filter: alarmFilterExpression(defaultAlarmFilter), count: 3 } };
  return act(started(alarms(platform).actions), ['idle', { type: 'action.request', request }], ['confirming', { type: 'action.confirm', comment: '' }]);
};

const notifications = (platform: Platform) => provideNotificationMachines(platform);
/** The seeded rule "Boiler over-temperature" (sandbox/notifications/seed.ts), as the rule list shows it. */
const boilerRule = (platform: Platform) => rowOf<NotificationRule>(listed(notifications(platform).rules('acme')), (rule) => rule.id === '1');
const ruleDraft = (rule: NotificationRule) => ({ ...ruleWrite(rule), name: 'Boiler hall A over-temperature' });

/** Acme in the IAM screens: core paths name it by its numeric id. */
const acmeIam: IamOrganization = { id: 1, resourceId: 'acme' };
const iam = (platform: Platform) => provideIamMachines(platform);
const frank = { username: 'frank', email: 'frank@acme.example', passwordChangeInvitation: true };
/** bob (user 102) as the users list shows him. */
const bob = (platform: Platform) => rowOf<UserRow>(listed(iam(platform).users(acmeIam)), (user) => user.username === 'bob');
/** The Operator role (role 9) as the roles list shows it. */
const operator = (platform: Platform) => rowOf<Role>(listed(iam(platform).roles(acmeIam)), (role) => role.id === 9);
const supervisors = { name: 'Supervisors', label: 'Supervisors', description: '', enabled: true, applicationPermissions: [] };

const triggers = (platform: Platform) => provideTriggerMachines(platform);
/** The seeded trigger rule 1 (sandbox/triggers), as the rule list shows it. */
const hotBoiler = (platform: Platform) => rowOf<TriggerRow>(listed(triggers(platform).rules('acme')), (rule) => rule.id === '1');
const audit = (platform: Platform) => provideAuditMachines(platform);

/** By `client.method`, as the fault matrix names its rows. */
export const flowCalls: Record<string, FlowCall> = {
  'alarms.search': { run: (platform) => started(alarms(platform).list, { query: alarmList }) },
  'alarms.severityCount': { run: (platform) => started(alarms(platform).counts, { query: { filter: defaultAlarmFilter, devicePages: 1 } }) },
  'alarms.severityCountByDevice': { run: (platform) => started(alarms(platform).counts, { query: { filter: defaultAlarmFilter, devicePages: 1 } }) },
  'alarms.alarm': { run: (platform) => started(alarms(platform).history, { query: { alarmId: 'dev-acme-boiler-1.HighTemperature' } }) },
  'alarms.act': { run: acknowledgeOne },
  'alarms.actOnMatching': { run: acknowledgeMatching },

  'notifications.listRules': { run: (platform) => listed(notifications(platform).rules('acme')) },
  'notifications.getRule': { run: (platform) => started(notifications(platform).ruleForm('acme', '1')) },
  'notifications.createRule': {
    run: async (platform) => submitted(notifications(platform).ruleForm('acme', undefined), ruleDraft(await boilerRule(platform))),
  },
  'notifications.updateRule': { run: async (platform) => submitted(notifications(platform).ruleForm('acme', '1'), ruleDraft(await boilerRule(platform))) },
  'notifications.deleteRule': {
    run: (platform) => actOnRow<NotificationRule>(listed(notifications(platform).rules('acme')), (rule) => rule.id === '1', (rule) => ({ kind: 'delete', rule })),
  },
  'notifications.getSettings': { run: (platform) => started(notifications(platform).settings('acme')) },
  'notifications.saveSettings': {
    run: async (platform) => {
      const settings = started(notifications(platform).settings('acme'));
      await reached(settings, 'editing');
      const { data } = settings.getSnapshot().context as { data: NotificationSettings };
      return act(settings, ['editing', { type: 'user.submit', draft: { ...data, senderName: 'Acme maintenance' } }]);
    },
  },

  'notifications.failedDeliveries': { run: (platform) => listed(audit(platform).failedDeliveries('acme')) },
  'audit.events': { run: (platform) => listed(audit(platform).log('acme'), { filter: '' }) },

  'triggers.list': { run: (platform) => listed(triggers(platform).rules('acme')) },
  'triggers.get': { run: (platform) => started(triggers(platform).ruleForm('acme', '1')) },
  'triggers.create': { run: async (platform) => submitted(triggers(platform).ruleForm('acme', undefined), { ...triggerWrite(await hotBoiler(platform)), name: 'Night check' }) },
  'triggers.update': { run: async (platform) => submitted(triggers(platform).ruleForm('acme', '1'), { ...triggerWrite(await hotBoiler(platform)), name: 'Hot boiler' }) },
  'triggers.remove': {
    run: (platform) => actOnRow<TriggerRow>(listed(triggers(platform).rules('acme')), (rule) => rule.id === '1', (rule) => ({ kind: 'delete', rule })),
  },
  'triggers.tryRule': {
    run: async (platform) => {
      const { policy } = await hotBoiler(platform);
      return submitted(triggers(platform).tryRule('acme'), { deviceId: 'dev-acme-boiler-1', tag: 'Boiler/Temperature', policy, throttlingIntervalInMSec: 0, hours: 1 });
    },
  },

  'iam.listUsers': { run: (platform) => listed(iam(platform).users(acmeIam)) },
  'iam.deepSearchUsers': { run: (platform) => listed(iam(platform).users(acmeIam), { filter: 'deep' }) },
  'iam.usernameExists': { run: (platform) => submitted(iam(platform).userForm(acmeIam, undefined), { kind: 'create', user: frank, roleIds: [] }) },
  'iam.createUser': { run: (platform) => submitted(iam(platform).userForm(acmeIam, undefined), { kind: 'create', user: frank, roleIds: [] }) },
  'iam.userGroups': { run: (platform) => submitted(iam(platform).userForm(acmeIam, undefined), { kind: 'create', user: frank, roleIds: [2] }) },
  'iam.addGroupRoles': { run: (platform) => submitted(iam(platform).userForm(acmeIam, undefined), { kind: 'create', user: frank, roleIds: [2] }) },
  'iam.updateUser': {
    run: async (platform) => submitted(iam(platform).userForm(acmeIam, await bob(platform)), { kind: 'update', id: 102, user: { email: 'robert@acme.example' } }),
  },
  'iam.deleteUser': {
    run: (platform) => actOnRow<UserRow>(listed(iam(platform).users(acmeIam)), (user) => user.username === 'bob', (user) => ({ kind: 'delete', user })),
  },
  'iam.listRoles': { run: (platform) => listed(iam(platform).roles(acmeIam)) },
  'iam.getRole': { run: (platform) => started(iam(platform).roleForm(acmeIam, 9)) },
  'iam.applicationPermissions': { run: (platform) => started(iam(platform).roleForm(acmeIam, undefined)) },
  'iam.roleNameExists': { run: (platform) => submitted(iam(platform).roleForm(acmeIam, undefined), supervisors) },
  'iam.createRole': { run: (platform) => submitted(iam(platform).roleForm(acmeIam, undefined), supervisors) },
  'iam.updateRole': {
    run: async (platform) => {
      const role = await operator(platform);
      return submitted(iam(platform).roleForm(acmeIam, 9), { ...role, label: 'Operators', applicationPermissions: [] });
    },
  },
  'iam.deleteRole': {
    run: (platform) => actOnRow<Role>(listed(iam(platform).roles(acmeIam)), (role) => role.id === 9, (role) => ({ kind: 'delete', role })),
  },
};
