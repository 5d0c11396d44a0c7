// The alarm search language, exactly the grammar documented in src/platform/alarmFilter.ts: a filter expression
// compiles to a predicate over alarm records, and anything outside the grammar is refused with a message that says
// where and what was expected (the handlers answer it as 400).
import { maxSearchTextLength } from '../../src/platform/alarmFilter';
import type { AlarmRequirement, AlarmStatus } from '../../src/platform/alarmTypes';

/** What a filter can look at. */
export interface FilterableAlarm {
  status: AlarmStatus;
  ack: AlarmRequirement;
  reset: AlarmRequirement;
  severity: number;
  /** Epoch milliseconds of the last change. */
  updatedAt: number;
  deviceId: string;
  deviceLabel?: string;
  name: string;
  description: string;
}

export type AlarmPredicate = (alarm: FilterableAlarm) => boolean;

export class FilterSyntaxError extends Error {
  override readonly name = 'FilterSyntaxError';
}

type Token =
  | { kind: 'word'; text: string; at: number }
  | { kind: 'string'; text: string; at: number }
  | { kind: 'number'; value: number; text: string; at: number }
  | { kind: 'symbol'; text: string; at: number }
  | { kind: 'end'; text: string; at: number };

const symbols = ['==', '!=', '>=', '<=', '>', '<', '(', ')'];

/** `at` is 1-based, as people count characters. */
function fail(at: number, message: string): never {
  throw new FilterSyntaxError(`Invalid filter at character ${at}: ${message}`);
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    const at = i + 1;
    if (/\s/.test(char)) {
      i++;
    } else if (char === "'") {
      let text = '';
      i++;
      for (;;) {
        if (i >= source.length) fail(at, 'the string is not closed with a quote');
        if (source[i] === "'") {
          if (source[i + 1] === "'") {
            text += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        text += source[i];
        i++;
      }
      // A longer text is refused, not cut: it would only grow the filter past what a URL carries (the counts read it
      // from the query).
      if (text.length > maxSearchTextLength) fail(at, `a text to match must be at most ${maxSearchTextLength} characters`);
      tokens.push({ kind: 'string', text, at });
    } else if (/[0-9]/.test(char)) {
      const digits = /^[0-9]+/.exec(source.slice(i))?.[0] ?? '';
      tokens.push({ kind: 'number', value: Number(digits), text: digits, at });
      i += digits.length;
    } else if (/[A-Za-z_]/.test(char)) {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))?.[0] ?? '';
      tokens.push({ kind: 'word', text: word, at });
      i += word.length;
    } else {
      const symbol = symbols.find((candidate) => source.startsWith(candidate, i));
      if (symbol === undefined) fail(at, `unexpected character "${char}"`);
      tokens.push({ kind: 'symbol', text: symbol, at });
      i += symbol.length;
    }
  }
  tokens.push({ kind: 'end', text: 'the end of the filter', at: source.length + 1 });
  return tokens;
}

type Operator = '==' | '!=' | '>=' | '<=' | '>' | '<' | 'contains';

interface FieldRule {
  operators: readonly Operator[];
  /** Checks the literal and returns the value to compare with; fails with a message otherwise. */
  literal(token: Token, operator: Operator): string | number;
  read(alarm: FilterableAlarm): string | number | undefined;
}

const equality = ['==', '!='] as const;

function enumField(values: readonly string[], read: FieldRule['read']): FieldRule {
  return {
    operators: equality,
    literal(token) {
      if (token.kind !== 'string' || !values.includes(token.text)) {
        fail(token.at, `expected one of ${values.map((value) => `'${value}'`).join(', ')} but found ${describe(token)}`);
      }
      return token.text;
    },
    read,
  };
}

function stringField(operators: readonly Operator[], read: FieldRule['read']): FieldRule {
  return {
    operators,
    literal(token) {
      if (token.kind !== 'string') fail(token.at, `expected a quoted string but found ${describe(token)}`);
      return token.text;
    },
    read,
  };
}

const requirement = ['REQUIRED', 'NOT_REQUIRED'];

const fields: Record<string, FieldRule> = {
  status: enumField(['ACTIVE', 'NOT_ACTIVE', 'CLEARED'], (alarm) => alarm.status),
  ack: enumField(requirement, (alarm) => alarm.ack),
  reset: enumField(requirement, (alarm) => alarm.reset),
  severity: {
    operators: ['==', '!=', '>=', '<=', '>', '<'],
    literal(token) {
      if (token.kind !== 'number' || token.value > 6) fail(token.at, `expected a severity 0…6 but found ${describe(token)}`);
      return token.value;
    },
    read: (alarm) => alarm.severity,
  },
  updatedAt: {
    operators: ['>=', '<=', '>', '<'],
    literal(token) {
      if (token.kind !== 'number') fail(token.at, `expected a time in epoch milliseconds but found ${describe(token)}`);
      return token.value;
    },
    read: (alarm) => alarm.updatedAt,
  },
  deviceId: stringField(equality, (alarm) => alarm.deviceId),
  name: stringField(['==', '!=', 'contains'], (alarm) => alarm.name),
  description: stringField(['contains'], (alarm) => alarm.description),
  deviceLabel: stringField(['contains'], (alarm) => alarm.deviceLabel),
};

function describe(token: Token): string {
  if (token.kind === 'end') return token.text;
  if (token.kind === 'string') return `'${token.text}'`;
  return `"${token.text}"`;
}

function compare(operator: Operator, actual: string | number | undefined, expected: string | number): boolean {
  switch (operator) {
    case '==':
      return actual === expected;
    case '!=':
      return actual !== expected;
    case 'contains':
      return String(actual ?? '').toLowerCase().includes(String(expected).toLowerCase());
    default: {
      if (typeof actual !== 'number' || typeof expected !== 'number') return false;
      if (operator === '>=') return actual >= expected;
      if (operator === '<=') return actual <= expected;
      return operator === '>' ? actual > expected : actual < expected;
    }
  }
}

/** Compiles a filter expression; throws FilterSyntaxError when it is not in the grammar. Empty matches everything. */
export function parseAlarmFilter(source: string): AlarmPredicate {
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position] as Token;
  const take = () => tokens[position++] as Token;
  const isWord = (token: Token, word: string) => token.kind === 'word' && token.text === word;

  function disjunction(): AlarmPredicate {
    const parts = [conjunction()];
    while (isWord(peek(), 'or')) {
      take();
      parts.push(conjunction());
    }
    return parts.length === 1 ? (parts[0] as AlarmPredicate) : (alarm) => parts.some((part) => part(alarm));
  }

  function conjunction(): AlarmPredicate {
    const parts = [term()];
    while (isWord(peek(), 'and')) {
      take();
      parts.push(term());
    }
    return parts.length === 1 ? (parts[0] as AlarmPredicate) : (alarm) => parts.every((part) => part(alarm));
  }

  function term(): AlarmPredicate {
    const token = take();
    if (token.kind === 'symbol' && token.text === '(') {
      const inner = disjunction();
      const closing = take();
      if (closing.kind !== 'symbol' || closing.text !== ')') fail(closing.at, `expected ")" but found ${describe(closing)}`);
      return inner;
    }
    if (token.kind !== 'word' || !(token.text in fields)) {
      fail(token.at, `expected a field (${Object.keys(fields).join(', ')}) or "(" but found ${describe(token)}`);
    }
    const field = fields[token.text] as FieldRule;
    const operatorToken = take();
    const operator = operatorToken.text as Operator;
    if (!(operatorToken.kind === 'symbol' || isWord(operatorToken, 'contains')) || !field.operators.includes(operator)) {
      fail(operatorToken.at, `${token.text} takes ${field.operators.join(', ')} but found ${describe(operatorToken)}`);
    }
    const expected = field.literal(take(), operator);
    return (alarm) => compare(operator, field.read(alarm), expected);
  }

  if (peek().kind === 'end') return () => true;
  const predicate = disjunction();
  const rest = peek();
  if (rest.kind !== 'end') {
    const hint = rest.kind === 'word' && ['and', 'or'].includes(rest.text.toLowerCase()) ? ' (keywords are lower case)' : '';
    fail(rest.at, `expected "and", "or" or the end of the filter but found ${describe(rest)}${hint}`);
  }
  return predicate;
}
