// The share dialog's list (spec §6): readers r and editors r/w, one permission per person, the fewest bulk calls
// from the stored list to the draft, and the names typed to share with.
import { describe, expect, it } from 'vitest';
import { grant, isEmptyPlan, parseUserList, revoke, shareEntries, sharePlan } from '../../../src/features/dashboards/share/shareList';

describe('share list', () => {
  it('reads the stored lists as one list by name; someone in both is an editor', () => {
    expect(shareEntries({ readers: ['erin', 'bob', 'carol'], editors: ['dave', 'carol'] })).toEqual([
      { user: 'bob', permission: 'r' },
      { user: 'carol', permission: 'r/w' },
      { user: 'dave', permission: 'r/w' },
      { user: 'erin', permission: 'r' },
    ]);
  });

  it('grants several people at once, changing the permission of those already in the list', () => {
    const stored = shareEntries({ readers: ['bob'], editors: ['erin'] });
    expect(grant(stored, ['erin', 'carol'], 'r')).toEqual([
      { user: 'bob', permission: 'r' },
      { user: 'carol', permission: 'r' },
      { user: 'erin', permission: 'r' },
    ]);
    expect(revoke(stored, ['bob', 'nobody'])).toEqual([{ user: 'erin', permission: 'r/w' }]);
  });

  it('plans one bulk call per permission given and one unshare for the people removed', () => {
    const stored = shareEntries({ readers: ['bob', 'erin'], editors: ['dave'] });
    let draft = grant(stored, ['carol', 'erin'], 'r/w');
    draft = grant(draft, ['dave'], 'r');
    draft = revoke(draft, ['bob']);
    expect(sharePlan(stored, draft)).toEqual({ readers: ['dave'], editors: ['carol', 'erin'], unshare: ['bob'] });
  });

  it('plans nothing for a draft that ends where it started', () => {
    const stored = shareEntries({ readers: ['bob'], editors: [] });
    const draft = grant(revoke(grant(stored, ['bob'], 'r/w'), ['bob']), ['bob'], 'r');
    expect(isEmptyPlan(sharePlan(stored, draft))).toBe(true);
    expect(isEmptyPlan(sharePlan(stored, revoke(stored, ['bob'])))).toBe(false);
  });

  it('reads the names typed, separated by commas, semicolons or spaces, each once', () => {
    expect(parseUserList(' bob, carol;erin\n bob ', 'alice')).toEqual({ users: ['bob', 'carol', 'erin'] });
    expect(parseUserList('maria.rossi@example.com', 'alice')).toEqual({ users: ['maria.rossi@example.com'] });
    expect(parseUserList(' , ', 'alice')).toEqual({ kind: 'empty' });
    expect(parseUserList('bob b<o>b', 'alice')).toEqual({ kind: 'invalid', user: 'b<o>b' });
    expect(parseUserList('bob alice', 'alice')).toEqual({ kind: 'owner', user: 'alice' });
  });
});
