// The alarm search filter the screen edits, and the platform's expression form it becomes (facts §8.1: `==`, `!=`,
// `and`, `or` and parentheses over status, ack and reset; the rest of the grammar is ours, docs/decisions.md).
//
//   expression := disjunction?                       (empty: every alarm)
//   disjunction := conjunction ( 'or' conjunction )*
//   conjunction := term ( 'and' term )*
//   term        := '(' disjunction ')' | comparison
//   comparison  := 'status' ('==' | '!=') ('ACTIVE' | 'NOT_ACTIVE' | 'CLEARED')      quoted
//                | ('ack' | 'reset') ('==' | '!=') ('REQUIRED' | 'NOT_REQUIRED')    quoted
//                | 'severity' ('==' | '!=' | '>=' | '<=' | '>' | '<') 0…6             integer
//                | 'updatedAt' ('>=' | '<=' | '>' | '<') epoch milliseconds       integer
//                | ('deviceId' | 'name') ('==' | '!=') string
//                | ('name' | 'description' | 'deviceLabel') 'contains' string       case-insensitive
//   string      := "'" ( any character but "'" | "''" )* "'"                          ('' is a quote)
//
// Keywords and field names are lower case and case-sensitive; `and` binds tighter than `or`.

/** Spec §4: open = not cleared and (active, or acknowledgement owed, or reset owed). */
export const openAlarmExpression = "status != 'CLEARED' and (status == 'ACTIVE' or ack == 'REQUIRED' or reset == 'REQUIRED')";

export const alarmStatusFilters = ['open', 'active', 'cleared', 'all'] as const;
export type AlarmStatusFilter = (typeof alarmStatusFilters)[number];

export interface AlarmFilter {
  status: AlarmStatusFilter;
  /** Alarms at this severity or more severe (6 is the most severe); undefined: any severity. */
  minSeverity?: number;
  deviceId?: string;
  /** Matched, case-insensitively, against name, description and device label. */
  text: string;
  /** Alarms whose state last changed at or after this time (epoch milliseconds); undefined: whenever. */
  changedSince?: number;
}

export const defaultAlarmFilter: AlarmFilter = { status: 'open', text: '' };

/**
 * The longest search text, in characters. The counts are read with the filter in the query (GET, facts §8.1), and the
 * text appears there three times (name, description, device label), percent-encoded: 200 characters of three-byte
 * UTF-8, or of quotes (doubled), keep the whole address under 8 KB, the request-line limit of common servers and
 * proxies. A longer text is refused at the search field, not cut; the service refuses it too.
 */
export const maxSearchTextLength = 200;

/** A string literal of the expression language. */
export function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

const statusExpressions: Record<AlarmStatusFilter, string | undefined> = {
  open: openAlarmExpression,
  active: "status == 'ACTIVE'",
  cleared: "status == 'CLEARED'",
  all: undefined,
};

/** A filter condition the caller leaves out, for counts that show how the other conditions split by it. */
export type FacetOf = 'severity' | 'device';

/**
 * The expression of a filter: its conditions joined by `and`. A condition made of `or`s is parenthesised, since
 * `and` binds tighter. `without` leaves one condition out.
 */
export function alarmFilterExpression(filter: AlarmFilter, without?: FacetOf): string {
  const text = filter.text.trim();
  const conditions = [
    statusExpressions[filter.status],
    filter.minSeverity !== undefined && filter.minSeverity > 0 && without !== 'severity'
      ? `severity >= ${filter.minSeverity}`
      : undefined,
    filter.deviceId !== undefined && without !== 'device' ? `deviceId == ${quote(filter.deviceId)}` : undefined,
    filter.changedSince === undefined ? undefined : `updatedAt >= ${Math.floor(filter.changedSince)}`,
    text === ''
      ? undefined
      : `(${['name', 'description', 'deviceLabel'].map((field) => `${field} contains ${quote(text)}`).join(' or ')})`,
  ];
  return conditions.filter((condition) => condition !== undefined).join(' and ');
}
