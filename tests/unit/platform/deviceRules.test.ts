// The device attribute rules the edit form and the sandbox share (src/platform/deviceRules.ts), at their edges: the
// longest value allowed passes and one more character is refused, never cut. The limits are written out here, not read
// from the module, so a changed limit fails until the decision (docs/decisions.md "Devices") changes with it.
import { describe, expect, test } from 'vitest';
import { describeDeviceProblem, deviceAttributeProblems } from '../../../src/platform/deviceRules';

const text = (length: number) => 'x'.repeat(length);

describe('device attribute rules', () => {
  test('a name of 1 to 100 characters passes; blank or 101 is refused, with the service saying which', () => {
    expect(deviceAttributeProblems({ label: 'B' })).toEqual([]);
    expect(deviceAttributeProblems({ label: text(100) })).toEqual([]);
    expect(deviceAttributeProblems({ label: text(101) }).map(describeDeviceProblem)).toEqual(['label must be at most 100 characters']);
    expect(deviceAttributeProblems({ label: '   ' }).map(describeDeviceProblem)).toEqual(['label is required']);
  });

  test('a description of up to 500 characters passes, 501 is refused', () => {
    expect(deviceAttributeProblems({ description: '' })).toEqual([]);
    expect(deviceAttributeProblems({ description: text(500) })).toEqual([]);
    expect(deviceAttributeProblems({ description: text(501) }).map(describeDeviceProblem)).toEqual(['description must be at most 500 characters']);
  });

  test('tags: words of 1 to 40 letters, digits, ".", "_" or "-", at most 20 of them', () => {
    expect(deviceAttributeProblems({ tags: ['hall-a', 'line_2', 'v1.3', 'Kessel', text(40)] })).toEqual([]);
    expect(deviceAttributeProblems({ tags: [text(41)] }).map(describeDeviceProblem)).toEqual([
      `tags: "${text(41)}" must be 1 to 40 letters, digits, '.', '_' or '-'`,
    ]);
    expect(deviceAttributeProblems({ tags: ['two words'] }).map(describeDeviceProblem)).toEqual([
      `tags: "two words" must be 1 to 40 letters, digits, '.', '_' or '-'`,
    ]);
    const twenty = Array.from({ length: 20 }, (_, index) => `t${index}`);
    expect(deviceAttributeProblems({ tags: twenty })).toEqual([]);
    expect(deviceAttributeProblems({ tags: [...twenty, 't20'] }).map(describeDeviceProblem)).toEqual(['tags may hold at most 20 tags']);
  });

  test('only the attributes a change names are checked', () => {
    expect(deviceAttributeProblems({})).toEqual([]);
    expect(deviceAttributeProblems({ description: text(10) })).toEqual([]);
  });
});
