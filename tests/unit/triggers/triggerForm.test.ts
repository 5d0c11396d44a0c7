// The trigger form's reading: what is typed becomes the rule the service takes (throttling in seconds becomes
// milliseconds; two conditions joined), a saved rule comes back as the form, and each problem lands at its field.
import { describe, expect, it } from 'vitest';
import { newTriggerValues, triggerFormProblems, triggerValues, triggerWriteOf, type TriggerFormValues } from '../../../src/features/triggers/triggerForm';

const typed: TriggerFormValues = {
  ...newTriggerValues('dev-acme-boiler-1', 'Boiler/Temperature'),
  name: ' Hall A hot ',
  first: { ...newTriggerValues().first, type: 'ANALOG_BAND', low: '80', high: '95', inside: false },
  join: 'AND',
  second: { ...newTriggerValues().second, type: 'ON_LEVEL', level: '90', rising: true },
  action: { ...newTriggerValues().action, type: 'EMAIL', recipients: 'a@acme.example, b@acme.example', throttlingSeconds: '600' },
};

describe('the trigger form', () => {
  it('makes the rule the service takes, and reads a saved rule back as the form', () => {
    const write = triggerWriteOf(typed);
    expect(write).toEqual({
      name: 'Hall A hot',
      enabled: false,
      deviceId: 'dev-acme-boiler-1',
      tag: 'Boiler/Temperature',
      policy: {
        type: 'AND',
        policies: [
          { type: 'ANALOG_BAND', low: 80, high: 95, inside: false },
          { type: 'ON_LEVEL', level: 90, rising: true },
        ],
      },
      actions: [{ type: 'EMAIL', recipients: ['a@acme.example', 'b@acme.example'], throttlingIntervalInMSec: 600_000 }],
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
        action: { ...typed.action, recipients: 'not an address', throttlingSeconds: '86401' },
      }),
    ).toEqual({
      name: 'required',
      'first.high': 'bandOrder',
      'second.level': 'notANumber',
      'action.recipients': 'email',
      'action.throttlingSeconds': 'throttlingRange',
    });
    expect(triggerFormProblems({ ...typed, join: 'NONE', first: { ...typed.first, type: 'ON_CHANGED', deadband: '120', percent: true } })).toEqual({
      'first.deadband': 'overHundred',
    });
    expect(triggerFormProblems({ ...typed, action: { ...typed.action, type: 'WEBHOOK', url: 'http://hooks.example' } })).toEqual({ 'action.url': 'https' });
  });
});
