// The change an audit event shows: only the fields that differ, by path, on both sides.
import { describe, expect, it } from 'vitest';
import { auditChanges } from '../../../src/features/audit/auditDiff';

describe('auditChanges', () => {
  it('lists the fields a change touched, nested and in lists, and nothing else', () => {
    const before = { name: 'Boiler', enabled: true, quietHours: { start: '22:00', end: '06:00' }, recipients: ['a@x', 'b@x'] };
    const after = { name: 'Boiler too hot', enabled: true, quietHours: { start: '23:00', end: '06:00' }, recipients: ['a@x'] };
    expect(auditChanges(before, after)).toEqual([
      { path: 'name', kind: 'changed', before: 'Boiler', after: 'Boiler too hot' },
      { path: 'quietHours.start', kind: 'changed', before: '22:00', after: '23:00' },
      { path: 'recipients[1]', kind: 'removed', before: 'b@x' },
    ]);
  });

  it('shows a creation as every field added and a deletion as every field removed', () => {
    expect(auditChanges(null, { id: 7, tags: [] })).toEqual([
      { path: 'id', kind: 'added', after: '7' },
      { path: 'tags', kind: 'added', after: '[]' },
    ]);
    expect(auditChanges({ id: 7 }, null)).toEqual([{ path: 'id', kind: 'removed', before: '7' }]);
  });

  it('tells a value from its text', () => {
    expect(auditChanges({ limit: 5 }, { limit: '5' })).toEqual([{ path: 'limit', kind: 'changed', before: '5', after: '5' }]);
  });
});
