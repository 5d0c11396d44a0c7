// machines/experimentalFeatures.ts: keys, defaults, whitelist/blacklist with local override, bulk actions, storage.
import { describe, expect, test } from 'vitest';
import {
  applySelection,
  availableKeys,
  defaultSwitches,
  disableAll,
  effectiveSwitches,
  enableAll,
  experimentalKeys,
  experimentalStorageKey,
  parseStoredSwitches,
  serialiseSwitches,
  switchValue,
} from '../../machines/experimentalFeatures';

describe('keys and defaults', () => {
  test('the 25 switches of spec §2, stable camelCase keys', () => {
    expect(experimentalKeys).toHaveLength(25);
    expect(new Set(experimentalKeys).size).toBe(25);
    for (const key of experimentalKeys) expect(key).toMatch(/^[a-z][A-Za-z]*$/);
    expect(experimentalStorageKey).toBe('experimentalFeatures');
  });

  test('everything is off by default except the data table', () => {
    const on = experimentalKeys.filter((key) => defaultSwitches[key]);
    expect(on).toEqual(['dataTable']);
    expect(effectiveSwitches({}, {})).toEqual(defaultSwitches);
  });
});

describe('whitelist / blacklist, unless set locally', () => {
  test('no lists: every key available, local choices win', () => {
    expect(availableKeys({}, {})).toEqual([...experimentalKeys]);
    expect(effectiveSwitches({ credits: true, dataTable: false }, {})).toMatchObject({ credits: true, dataTable: false });
  });

  test('a whitelist restricts the available keys; a restricted key is off', () => {
    const policy = { whitelist: ['credits', 'structs'] };
    expect(availableKeys({}, policy)).toEqual(['structs', 'credits']);
    // dataTable defaults on but is not whitelisted: off.
    expect(switchValue({}, policy, 'dataTable')).toBe(false);
    expect(switchValue({}, policy, 'credits')).toBe(false);
  });

  test('a blacklist removes keys', () => {
    const policy = { blacklist: ['dataTable', 'ipFilter'] };
    expect(availableKeys({}, policy)).not.toContain('dataTable');
    expect(availableKeys({}, policy)).not.toContain('ipFilter');
    expect(availableKeys({}, policy)).toHaveLength(23);
    expect(switchValue({}, policy, 'dataTable')).toBe(false);
  });

  test('both lists: whitelisted and not blacklisted', () => {
    expect(availableKeys({}, { whitelist: ['credits', 'structs'], blacklist: ['structs'] })).toEqual(['credits']);
  });

  test('a key the user already set locally stays available and keeps its value', () => {
    const stored = { ipFilter: true, dataTable: true };
    const policy = { whitelist: ['credits'], blacklist: ['ipFilter'] };
    expect(availableKeys(stored, policy)).toEqual(['ipFilter', 'dataTable', 'credits']);
    expect(switchValue(stored, policy, 'ipFilter')).toBe(true);
    expect(switchValue(stored, policy, 'dataTable')).toBe(true);
  });

  test('an empty whitelist allows nothing (it is configured)', () => {
    expect(availableKeys({}, { whitelist: [] })).toEqual([]);
  });

  test('unknown keys in the lists are ignored', () => {
    expect(availableKeys({}, { whitelist: ['credits', 'nonsense'] })).toEqual(['credits']);
  });
});

describe('bulk actions', () => {
  test('enable-all turns every available key on and nothing else', () => {
    const policy = { whitelist: ['credits', 'groupPolicies'] };
    const stored = enableAll({ structs: false }, policy);
    expect(stored).toEqual({ structs: true, credits: true, groupPolicies: true });
    expect(switchValue(stored, policy, 'ipFilter')).toBe(false);
  });

  test('disable-all turns every available key off except group policies', () => {
    expect(disableAll({ groupPolicies: true, credits: true }, {})).toEqual({
      ...Object.fromEntries(experimentalKeys.map((key) => [key, false])),
      groupPolicies: true,
    });
    // Group policies never set: disable-all does not set it either (its default applies).
    expect(disableAll({}, {}).groupPolicies).toBeUndefined();
  });

  test('the selection only changes available keys', () => {
    const policy = { whitelist: ['credits'] };
    expect(applySelection({ structs: true }, policy, { credits: true, ipFilter: true, structs: false })).toEqual({
      structs: false,
      credits: true,
    });
  });

  test('bulk actions do not mutate their input', () => {
    const stored = { credits: true };
    disableAll(stored, {});
    enableAll(stored, {});
    applySelection(stored, {}, { credits: false });
    expect(stored).toEqual({ credits: true });
  });
});

describe('local storage', () => {
  test('round trip, keys in spec order', () => {
    const text = serialiseSwitches({ credits: true, structs: false });
    expect(text).toBe('{"structs":false,"credits":true}');
    expect(parseStoredSwitches(text)).toEqual({ structs: false, credits: true });
  });

  test.each([
    ['missing', null],
    ['empty', ''],
    ['bad JSON', '{structs: true'],
    ['an array', '["structs"]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('%s → no local choices (defaults apply)', (_name, raw) => {
    expect(parseStoredSwitches(raw)).toEqual({});
    expect(effectiveSwitches(parseStoredSwitches(raw), {})).toEqual(defaultSwitches);
  });

  test('unknown keys and non-boolean values are dropped', () => {
    expect(parseStoredSwitches('{"structs":true,"bogus":true,"credits":"yes","dataTable":false,"__proto__":true}')).toEqual({
      structs: true,
      dataTable: false,
    });
  });
});
