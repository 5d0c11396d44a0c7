// A preset's formula data link (facts §5 datalink type `formula`; the grammar is ours, docs/decisions.md "Models,
// presets and groups"): arithmetic over the device's tags. A tag is named bare when it is a plain name
// (`Temperature`) or in braces when it holds '/' or '-' (`{Boiler/Temperature}`); numbers, + - * / %, parentheses,
// unary minus and the functions below. A well-formed formula is also worked out (`compileFormula`), so a formula
// path carries simulated values.
// What is wrong is answered as editor markers (facts §6 `validatePresetFormula` → `ModelMarker[]`), each with
// the line and columns it covers, so the portal can point at it.
import { markerErrorSeverity, type ModelMarker } from '../../src/platform/mappingTypes';

const functions: Record<string, { min: number; max: number }> = {
  abs: { min: 1, max: 1 },
  sqrt: { min: 1, max: 1 },
  round: { min: 1, max: 1 },
  floor: { min: 1, max: 1 },
  ceil: { min: 1, max: 1 },
  min: { min: 2, max: 8 },
  max: { min: 2, max: 8 },
};

type Token =
  | { kind: 'number' | 'name' | 'tag'; text: string; at: number; end: number }
  | { kind: 'symbol'; text: string; at: number; end: number }
  | { kind: 'end'; text: ''; at: number; end: number };

class FormulaError extends Error {
  constructor(
    message: string,
    readonly at: number,
    readonly end: number,
  ) {
    super(message);
  }
}

function tokens(text: string): Token[] {
  const found: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const rest = text.slice(index);
    const space = /^\s+/.exec(rest);
    const number = /^(\d+(\.\d+)?|\.\d+)([eE][+-]?\d+)?/.exec(rest);
    const name = /^[\p{L}_][\p{L}\p{N}_]*/u.exec(rest);
    const braced = /^\{([^{}]*)\}/.exec(rest);
    if (space) index += space[0].length;
    else if (number) found.push({ kind: 'number', text: number[0], at: index, end: (index += number[0].length) });
    else if (name) found.push({ kind: 'name', text: name[0], at: index, end: (index += name[0].length) });
    else if (braced) {
      const tag = braced[1]!.trim();
      if (!/^[\p{L}\p{N}_-]+(\/[\p{L}\p{N}_-]+)*$/u.test(tag)) {
        throw new FormulaError(`"${braced[0]}" is not a device tag: use letters, digits, "_" or "-", joined by "/"`, index, index + braced[0].length);
      }
      found.push({ kind: 'tag', text: tag, at: index, end: (index += braced[0].length) });
    } else if ('+-*/%(),'.includes(rest[0]!)) found.push({ kind: 'symbol', text: rest[0]!, at: index, end: ++index });
    else if (rest[0] === '{') throw new FormulaError('"{" is not closed by "}"', index, text.length);
    else throw new FormulaError(`"${rest[0]}" is not allowed in a formula`, index, index + 1);
  }
  found.push({ kind: 'end', text: '', at: text.length, end: text.length });
  return found;
}

/** A formula's value from the values of the tags it reads (a boolean reads as 0 or 1, a text as not a number). */
export type FormulaValue = (read: (tag: string) => number) => number;

const apply: Record<string, (values: number[]) => number> = {
  abs: ([value]) => Math.abs(value!),
  sqrt: ([value]) => Math.sqrt(value!),
  round: ([value]) => Math.round(value!),
  floor: ([value]) => Math.floor(value!),
  ceil: ([value]) => Math.ceil(value!),
  min: (values) => Math.min(...values),
  max: (values) => Math.max(...values),
};

const operators: Record<string, (left: number, right: number) => number> = {
  '+': (left, right) => left + right,
  '-': (left, right) => left - right,
  '*': (left, right) => left * right,
  '/': (left, right) => left / right,
  '%': (left, right) => left % right,
};

/** Reads the formula by the usual precedence into its value and the tags it reads: one grammar checks and evaluates. */
function parse(text: string): { tags: string[]; value: FormulaValue } {
  const list = tokens(text);
  const tags: string[] = [];
  let position = 0;
  const peek = () => list[position]!;
  const take = () => list[position++]!;
  const next = (symbols: string) => peek().kind === 'symbol' && symbols.includes(peek().text);
  const expect = (symbol: string) => {
    const token = take();
    if (token.kind !== 'symbol' || token.text !== symbol) {
      throw new FormulaError(token.kind === 'end' ? `"${symbol}" is missing at the end` : `"${symbol}" was expected here`, token.at, Math.max(token.end, token.at + 1));
    }
  };
  /** Left to right: `a - b - c` is `(a - b) - c`. */
  const chain = (symbols: string, operand: () => FormulaValue): FormulaValue => {
    let value = operand();
    while (next(symbols)) {
      const operate = operators[take().text]!;
      const left = value;
      const right = operand();
      value = (read) => operate(left(read), right(read));
    }
    return value;
  };

  const sum = (): FormulaValue => chain('+-', product);
  const product = (): FormulaValue => chain('*/%', unary);
  const unary = (): FormulaValue => {
    if (!next('-')) return operand();
    take();
    const value = operand();
    return (read) => -value(read);
  };
  const operand = (): FormulaValue => {
    const token = take();
    if (token.kind === 'number') {
      const number = Number(token.text);
      return () => number;
    }
    if (token.kind === 'tag' || (token.kind === 'name' && !next('('))) {
      tags.push(token.text);
      return (read) => read(token.text);
    }
    if (token.kind === 'name') {
      const known = functions[token.text];
      if (known === undefined) throw new FormulaError(`${token.text} is not a function; use ${Object.keys(functions).join(', ')}`, token.at, token.end);
      take();
      const values: FormulaValue[] = [];
      if (!next(')')) values.push(sum());
      while (values.length > 0 && next(',')) {
        take();
        values.push(sum());
      }
      const closing = peek();
      expect(')');
      if (values.length < known.min || values.length > known.max) {
        const wanted = known.min === known.max ? `${known.min}` : `${known.min} to ${known.max}`;
        throw new FormulaError(`${token.text} takes ${wanted} value(s), not ${values.length}`, token.at, closing.end);
      }
      const calculate = apply[token.text]!;
      return (read) => calculate(values.map((value) => value(read)));
    }
    if (token.kind === 'symbol' && token.text === '(') {
      const value = sum();
      expect(')');
      return value;
    }
    throw new FormulaError(
      token.kind === 'end' ? 'The formula ends where a value was expected' : `A value was expected instead of "${token.text}"`,
      token.at,
      Math.max(token.end, token.at + 1),
    );
  };

  const value = sum();
  const after = peek();
  if (after.kind !== 'end') throw new FormulaError(`"${after.text}" was not expected here`, after.at, after.end);
  return { tags, value };
}

/** 1-based line and column of an offset, as editors count them. */
function place(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The formula's markers (none when it is well formed) and the device tags it reads. */
export function checkFormula(text: string): { markers: ModelMarker[]; tags: string[] } {
  if (text.trim() === '') {
    return { markers: [{ severity: markerErrorSeverity, message: 'The formula is empty', startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 1 }], tags: [] };
  }
  try {
    return { markers: [], tags: [...new Set(parse(text).tags)] };
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    const start = place(text, error.at);
    const end = place(text, error.end);
    return {
      markers: [
        { severity: markerErrorSeverity, message: error.message, startLineNumber: start.line, startColumn: start.column, endLineNumber: end.line, endColumn: end.column },
      ],
      tags: [],
    };
  }
}

/**
 * A well-formed formula's value and the tags it reads (undefined when it is malformed: `checkFormula` says why).
 * The simulated data works a formula path's values out with it, at the instants of the tags it reads.
 */
export function compileFormula(text: string): { tags: string[]; value: FormulaValue } | undefined {
  try {
    const { tags, value } = parse(text);
    return { tags: [...new Set(tags)], value };
  } catch (error) {
    if (error instanceof FormulaError) return undefined;
    throw error;
  }
}
