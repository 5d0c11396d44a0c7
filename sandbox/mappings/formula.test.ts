// The formula grammar's evaluator (sandbox/mappings/formula.ts `compileFormula`): the values below are worked out by
// hand, not by the code under test.
import { describe, expect, it } from 'vitest';
import { checkFormula, compileFormula } from './formula';

const tags: Record<string, number> = { 'Boiler/Temperature': 50, 'Boiler/Pressure': 2.5, Speed: 4, 'Drive-1/Current': -9 };
const valueOf = (formula: string) => {
  const compiled = compileFormula(formula);
  if (compiled === undefined) throw new Error(`${formula} did not compile`);
  return compiled.value((tag) => tags[tag] ?? Number.NaN);
};

describe('a formula worked out over tag values', () => {
  it('keeps the usual precedence, left to right, with parentheses and unary minus', () => {
    expect(valueOf('{Boiler/Temperature} * 1.8 + 32')).toBeCloseTo(122, 10); // 50 × 1.8 + 32
    expect(valueOf('2 + 3 * 4')).toBe(14);
    expect(valueOf('(2 + 3) * 4')).toBe(20);
    expect(valueOf('10 - 4 - 3')).toBe(3);
    expect(valueOf('100 / 10 / 5')).toBe(2);
    expect(valueOf('17 % 5')).toBe(2);
    expect(valueOf('-Speed * 2')).toBe(-8);
    expect(valueOf('-(1 + 2)')).toBe(-3);
    expect(valueOf('1.5e2 + .5')).toBe(150.5);
  });

  it('applies its functions', () => {
    expect(valueOf('abs({Drive-1/Current})')).toBe(9);
    expect(valueOf('sqrt(Speed)')).toBe(2);
    expect(valueOf('round(2.5)')).toBe(3);
    expect(valueOf('floor({Boiler/Pressure})')).toBe(2);
    expect(valueOf('ceil({Boiler/Pressure})')).toBe(3);
    expect(valueOf('min(Speed, {Boiler/Pressure}, 7)')).toBe(2.5);
    expect(valueOf('max(Speed, {Boiler/Pressure} * 2, 1)')).toBe(5);
    expect(valueOf('max(1, 2) + min(3, 4) * 2')).toBe(8);
  });

  it('names the tags it reads once each, and compiles nothing malformed', () => {
    expect(compileFormula('{Boiler/Temperature} - {Boiler/Temperature} / Speed')?.tags).toEqual(['Boiler/Temperature', 'Speed']);
    for (const malformed of ['1 +', 'sum(1, 2)', 'max(1)', '(1 + 2', '2 $ 3', '']) {
      expect(compileFormula(malformed)).toBeUndefined();
    }
    // The check and the evaluator read one grammar: what one refuses, the other does.
    expect(checkFormula('max(1)').markers).toHaveLength(1);
  });
});
