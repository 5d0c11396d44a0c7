// src/session/browserKeys.ts (spec §3 browser-kept values, §4 Logout) and src/session/loginError.ts (spec §8).
import { describe, expect, test } from 'vitest';
import {
  clearSelectedOrganization,
  clearSignOutKeys,
  readSelectedOrganization,
  storeSelectedOrganization,
} from '../../src/session/browserKeys';
import { forgetLoginError, readLoginError } from '../../src/session/loginError';
import { MemoryStorage } from './memoryStorage';

function browser() {
  const local = new MemoryStorage({
    selectedScope: 'org:acme app:*',
    selectedOrganization: '[1,4]',
    castingDeviceMessage: 'true',
    closedFrames: '["i1"]',
    experimentalFeatures: '{"dataTable":true}',
    cc2locale: 'de-DE',
  });
  const session = new MemoryStorage({ organizationToken: '{"resourceId":"acme"}', unrelated: 'kept' });
  return { local, session };
}

describe('clearSignOutKeys (spec §4 Logout)', () => {
  test('removes the selected scope, the selected organisation, the casting-device-message flag and the organisation token', () => {
    const { local, session } = browser();
    clearSignOutKeys(local, session);
    expect(local.entries()).toEqual({
      closedFrames: '["i1"]',
      experimentalFeatures: '{"dataTable":true}',
      cc2locale: 'de-DE',
    });
    expect(session.entries()).toEqual({ unrelated: 'kept' });
  });
});

describe('clearSelectedOrganization (spec §4: a guard error clears the organisation and scope)', () => {
  test('removes the selection, the scope and the organisation token, nothing else', () => {
    const { local, session } = browser();
    clearSelectedOrganization(local, session);
    expect(local.entries()).toEqual({
      castingDeviceMessage: 'true',
      closedFrames: '["i1"]',
      experimentalFeatures: '{"dataTable":true}',
      cc2locale: 'de-DE',
    });
    expect(session.entries()).toEqual({ unrelated: 'kept' });
  });
});

describe('selected organisation', () => {
  test('stored as a JSON list and read back', () => {
    const local = new MemoryStorage();
    storeSelectedOrganization(local, [1, 4]);
    expect(local.getItem('selectedOrganization')).toBe('[1,4]');
    expect(readSelectedOrganization(local)).toEqual([1, 4]);
  });

  test('nothing stored, bad JSON or a wrong shape read as no selection; non-integers are dropped', () => {
    expect(readSelectedOrganization(new MemoryStorage())).toEqual([]);
    expect(readSelectedOrganization(new MemoryStorage({ selectedOrganization: '[1,' }))).toEqual([]);
    expect(readSelectedOrganization(new MemoryStorage({ selectedOrganization: '{"id":1}' }))).toEqual([]);
    expect(readSelectedOrganization(new MemoryStorage({ selectedOrganization: '7' }))).toEqual([]);
    expect(readSelectedOrganization(new MemoryStorage({ selectedOrganization: '[1,"4",2.5,null,4]' }))).toEqual([1, 4]);
  });
});

describe('the guard error kept for the selector (spec §8)', () => {
  test('a stored error is read until the selector has shown it, then gone', () => {
    const session = new MemoryStorage({ loginError: '{"kind":"noPermissions","organization":"acme"}' });
    expect(readLoginError(session)).toEqual({ kind: 'noPermissions', organization: 'acme' });
    // A render thrown away and done again reads it again.
    expect(readLoginError(session)).toEqual({ kind: 'noPermissions', organization: 'acme' });
    forgetLoginError(session);
    expect(readLoginError(session)).toBeUndefined();
    expect(session.getItem('loginError')).toBeNull();
  });

  test('a guard error with its message', () => {
    const session = new MemoryStorage({ loginError: '{"kind":"error","message":"GET theme answered 500"}' });
    expect(readLoginError(session)).toEqual({ kind: 'error', message: 'GET theme answered 500' });
  });

  test('nothing stored', () => {
    expect(readLoginError(new MemoryStorage())).toBeUndefined();
  });

  test('bad shapes are rejected', () => {
    for (const raw of [
      '{"kind":"noPermissions"}',
      '{"kind":"noPermissions","organization":7}',
      '{"kind":"error"}',
      '{"kind":"error","message":{"text":"x"}}',
      '{"kind":"other","message":"x"}',
      'null',
      '42',
      '"text"',
      '{broken',
    ]) {
      const session = new MemoryStorage({ loginError: raw });
      expect(readLoginError(session), raw).toBeUndefined();
    }
  });
});
