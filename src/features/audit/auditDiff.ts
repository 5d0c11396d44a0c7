// The change an audit event records, field by field: the entity before and after the write flattened to paths
// (`quietHours.start`, `recipientFilters[1]`), keeping only the fields that differ. A creation shows every field as
// added, a deletion every field as removed.

export interface FieldChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  /** The value as text; absent on the side where the field does not exist. */
  before?: string;
  after?: string;
}

/** Text as it reads, anything else as JSON. */
const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Leaf values by path; an empty object or list is a leaf of its own, so emptying one shows. */
function flatten(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  const children: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [`${path}[${index}]`, item])
    : typeof value === 'object' && value !== null
      ? Object.entries(value).map(([key, item]) => [path === '' ? key : `${path}.${key}`, item])
      : [];
  if (children.length === 0) {
    if (path !== '') into.set(path, value ?? null);
    return into;
  }
  for (const [childPath, item] of children) flatten(item, childPath, into);
  return into;
}

export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const was = flatten(before, '', new Map());
  const is = flatten(after, '', new Map());
  const paths = [...new Set([...was.keys(), ...is.keys()])];
  return paths.flatMap((path): FieldChange[] => {
    if (!is.has(path)) return [{ path, kind: 'removed', before: text(was.get(path)) }];
    if (!was.has(path)) return [{ path, kind: 'added', after: text(is.get(path)) }];
    // Compared as JSON, so a number and its digits as text differ.
    if (JSON.stringify(was.get(path)) === JSON.stringify(is.get(path))) return [];
    return [{ path, kind: 'changed', before: text(was.get(path)), after: text(is.get(path)) }];
  });
}
