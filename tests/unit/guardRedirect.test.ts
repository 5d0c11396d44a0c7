// @vitest-environment jsdom
// src/app/navigation.ts redirectFrom: the guard's redirect replaces the address it was decided for, and never one the
// person has moved on to meanwhile (seen: a landing redirect for /home overwrote a link opened during sign-in).
import { afterEach, expect, test } from 'vitest';
import { navTargetFor, redirectFrom } from '../../src/app/navigation';

const context = { isBuilt: () => true, storedSelection: () => [] };

afterEach(() => history.replaceState(null, '', '/'));

test('a redirect replaces the address it was decided for, without adding a history entry', () => {
  location.hash = '#/home?org=1';
  const entries = history.length;
  redirectFrom(navTargetFor(location.hash, context), '/directaccess?org=1');
  expect(location.hash).toBe('#/directaccess?org=1');
  expect(history.length).toBe(entries);
});

test('a redirect for an address the person has left is dropped: the newer address stays', () => {
  location.hash = '#/home?org=1';
  const decidedFor = navTargetFor(location.hash, context);
  location.hash = '#/notifications?org=1';
  redirectFrom(decidedFor, '/directaccess?org=1');
  expect(location.hash).toBe('#/notifications?org=1');
});
