// The audit tab's filter as kept in the address and sent to the service: what is empty stays out, times are the
// browser's local minutes with the end's whole minute included, and a range that ends before it starts is refused.
import { describe, expect, it } from 'vitest';
import {
  auditFilterFromKey,
  auditFormFromSearch,
  auditFormKey,
  auditFormProblems,
  emptyAuditForm,
} from '../../../src/features/audit/auditView';

describe('the audit filter', () => {
  it('keeps only what was given, under short names, and reads it back', () => {
    const form = { ...emptyAuditForm, actor: 'alice', entityType: 'notifications', from: '2026-11-23T10:00' };
    const key = auditFormKey(form);
    expect(key).toBe('actor=alice&type=notifications&from=2026-11-23T10%3A00');
    expect(auditFormFromSearch(key)).toEqual(form);
  });

  it('sends the times as the local minutes they name, the end including its whole minute', () => {
    const filter = auditFilterFromKey(auditFormKey({ ...emptyAuditForm, from: '2026-11-23T10:00', to: '2026-11-23T10:00' }));
    expect(filter.from).toBe(new Date(2026, 10, 23, 10, 0).getTime());
    expect(filter.to).toBe(new Date(2026, 10, 23, 10, 1).getTime() - 1);
    expect(filter.actor).toBeUndefined();
  });

  it('refuses an end before the start and text over the limit, at their fields', () => {
    expect(auditFormProblems({ ...emptyAuditForm, from: '2026-11-23T10:00', to: '2026-11-23T09:59' })).toEqual({ to: 'endsBeforeStart' });
    expect(auditFormProblems({ ...emptyAuditForm, actor: 'a'.repeat(101) })).toEqual({ actor: 'tooLong' });
    expect(auditFormProblems({ ...emptyAuditForm, actor: 'a'.repeat(100), from: '2026-11-23T10:00' })).toEqual({});
  });
});
