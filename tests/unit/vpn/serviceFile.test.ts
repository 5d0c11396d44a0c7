// src/platform/vpnClient.ts dispositionFileName and vpnTypes.ts activationKeyProblem: the edge configuration file's
// name as the service gives it, and the activation key held to the same rule in the form and the sandbox.
import { describe, expect, test } from 'vitest';
import { dispositionFileName } from '../../../src/platform/vpnClient';
import { activationKeyProblem } from '../../../src/platform/vpnTypes';

describe('the file name of Content-Disposition', () => {
  test.each([
    ['attachment; filename="edge-gw-1.conf"', 'edge-gw-1.conf'],
    ['attachment; filename=edge.conf', 'edge.conf'],
    ['attachment; filename="a \\"quoted\\" name.conf"', 'a "quoted" name.conf'],
    ["attachment; filename=\"fallback.conf\"; filename*=UTF-8''Stra%C3%9Fe%20A.conf", 'Straße A.conf'],
  ])('%s → %s', (header, name) => {
    expect(dispositionFileName(header)).toBe(name);
  });

  test('no header, or none named, is no name', () => {
    expect(dispositionFileName(null)).toBeUndefined();
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName('attachment; filename=""')).toBeUndefined();
  });
});

describe('an activation key', () => {
  test('is refused when missing, too long or holding other than letters, digits and dashes', () => {
    expect(activationKeyProblem('')).toBe('missing');
    expect(activationKeyProblem('K'.repeat(65))).toBe('tooLong');
    expect(activationKeyProblem('K'.repeat(64))).toBeUndefined();
    expect(activationKeyProblem('two words')).toBe('format');
    expect(activationKeyProblem('GLOBEX-2V6Y-1J8S')).toBeUndefined();
  });
});
