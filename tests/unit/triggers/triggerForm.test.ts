// The trigger form's reading: what is typed becomes the rule the service takes (throttling in seconds becomes
// milliseconds; two conditions joined; every action, in order), a saved rule comes back as the form, and each
// problem lands at its field, an action's at that action's.
import { describe, expect, it } from 'vitest';
import { maxTriggerActions, maxTriggerGroups, triggerProblems } from '../../../src/platform/triggerRules';
import { newAction, newTriggerValues, triggerFormProblems, triggerValues, triggerWriteOf, type TriggerFormValues } from '../../../src/features/triggers/triggerForm';

const typed: TriggerFormValues = {
  ...newTriggerValues('dev-acme-boiler-1', 'Boiler/Temperature'),
  name: ' Hall A hot ',
  first: { ...newTriggerValues().first, type: 'ANALOG_BAND', low: '80', high: '95', inside: false },
  join: 'AND',
  second: { ...newTriggerValues().second, type: 'ON_LEVEL', level: '90', rising: true },
  actions: [
    { ...newAction, type: 'EMAIL', recipients: 'a@acme.example, b@acme.example', throttlingSeconds: '600' },
    { ...newAction, type: 'TELEGRAM', chatId: ' -100200 ', throttlingSeconds: '0' },
    { ...newAction, type: 'ATTRIBUTE', attribute: 'alarm', value: 'hot', throttlingSeconds: '60' },
  ],
};

describe('the trigger form', () => {
  it('makes the rule the service takes, and reads a saved rule back as the form', () => {
    const write = triggerWriteOf(typed);
    expect(write).toEqual({
      name: 'Hall A hot',
      enabled: false,
      deviceId: 'dev-acme-boiler-1',
      deviceGroups: [],
      tag: 'Boiler/Temperature',
      policy: {
        type: 'AND',
        policies: [
          { type: 'ANALOG_BAND', low: 80, high: 95, inside: false },
          { type: 'ON_LEVEL', level: 90, rising: true },
        ],
      },
      actions: [
        { type: 'EMAIL', recipients: ['a@acme.example', 'b@acme.example'], throttlingIntervalInMSec: 600_000 },
        { type: 'TELEGRAM', chatId: '-100200', throttlingIntervalInMSec: 0 },
        { type: 'ATTRIBUTE', attribute: 'alarm', value: 'hot', throttlingIntervalInMSec: 60_000 },
      ],
    });
    expect(triggerWriteOf(triggerValues({ ...write, id: '7', orgResourceId: 'acme', counters: { in: 0, out: 0, throttled: 0 } }))).toEqual(write);
  });

  it('puts each problem at its field, refusing values out of range rather than adjusting them', () => {
    expect(triggerFormProblems(typed)).toEqual({});
    expect(
      triggerFormProblems({
        ...typed,
        name: '',
        first: { ...typed.first, low: '95', high: '80' },
        second: { ...typed.second, level: 'hot' },
        actions: [{ ...typed.actions[0]!, recipients: 'not an address' }, { ...typed.actions[1]!, throttlingSeconds: '86401' }, { ...typed.actions[2]!, attribute: ' ' }],
      }),
    ).toEqual({
      name: 'required',
      'first.high': 'bandOrder',
      'second.level': 'notANumber',
      'actions.0.recipients': 'email',
      'actions.1.throttlingSeconds': 'throttlingRange',
      'actions.2.attribute': 'required',
    });
    expect(triggerFormProblems({ ...typed, join: 'NONE', first: { ...typed.first, type: 'ON_CHANGED', deadband: '120', percent: true } })).toEqual({
      'first.deadband': 'overHundred',
    });
    expect(triggerFormProblems({ ...typed, actions: [typed.actions[0]!, { ...newAction, type: 'WEBHOOK', url: 'http://hooks.example' }] })).toEqual({
      'actions.1.url': 'https',
    });
    expect(triggerFormProblems({ ...typed, actions: [] })).toEqual({ actions: 'required' });
    expect(triggerFormProblems({ ...typed, actions: Array.from({ length: maxTriggerActions + 1 }, () => typed.actions[0]!) })).toEqual({ actions: 'tooMany' });
    expect(triggerFormProblems({ ...typed, actions: Array.from({ length: maxTriggerActions }, () => typed.actions[0]!) })).toEqual({});
  });

  it('watches a device group instead of a device, and refuses a group scope without its group at that field', () => {
    const grouped: TriggerFormValues = { ...typed, scope: 'GROUP', groupId: 'grp-heating' };
    const write = triggerWriteOf(grouped);
    // The device chosen before switching to a group is not sent: a rule watches one or the other.
    expect(write).toMatchObject({ deviceId: '', deviceGroups: ['grp-heating'], tag: 'Boiler/Temperature' });
    expect(triggerFormProblems(grouped)).toEqual({});
    expect(triggerFormProblems({ ...grouped, groupId: '' })).toEqual({ deviceId: 'required' });
    const saved = { ...write, id: '8', orgResourceId: 'acme', counters: { in: 0, out: 0, throttled: 0 } };
    expect(triggerValues(saved)).toMatchObject({ scope: 'GROUP', groupId: 'grp-heating' });
    expect(triggerWriteOf(triggerValues(saved))).toEqual(write);
  });

  it('refuses a rule naming both a device and groups, or too many groups, in the one table the sandbox applies too', () => {
    const write = triggerWriteOf(typed);
    expect(triggerProblems({ ...write, deviceGroups: ['grp-heating'] })).toEqual({ deviceGroups: 'oneScope' });
    expect(triggerProblems({ ...write, deviceId: '', deviceGroups: Array.from({ length: maxTriggerGroups + 1 }, (_, index) => `g${index}`) })).toEqual({
      deviceGroups: 'tooMany',
    });
  });
});
