// The remote application form's rules as a person meets them: the port kept as typed and refused unless a whole
// number from 1 to 65535, each kind's usual port, and only the chosen kind's settings sent.
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationWriteOf, newApplicationValues, validateApplication, withType } from '../../../src/features/vpn/applicationForm';

// The source texts, as an English reader sees them.
beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const named = { ...newApplicationValues(), name: 'Line shell' };
const portMessage = (port: string) => {
  const error = validateApplication({ ...named, port }).port;
  return error && i18n._(error);
};

describe('the remote application form', () => {
  it('refuses a port that is not a whole number from 1 to 65535, rounding or clamping none', () => {
    for (const port of ['0', '65536', '70000', '22.0', '2e3', ' 22', '-1', '']) expect(portMessage(port), port).toBe('Enter a whole number from 1 to 65535.');
    for (const port of ['1', '22', '65535']) expect(portMessage(port), port).toBeUndefined();
  });

  it('starts another kind on its usual port unless the port was changed, and TCP but for custom applications', () => {
    expect(withType(named, 'RDP')).toMatchObject({ type: 'RDP', port: '3389', protocol: 'TCP' });
    expect(withType({ ...named, port: '2222' }, 'VNC').port).toBe('2222');
    const custom = withType({ ...withType(named, 'Custom'), protocol: 'UDP' }, 'HTTP');
    expect(custom).toMatchObject({ type: 'HTTP', protocol: 'TCP', port: '80' });
  });

  it('sends only the settings of the chosen kind', () => {
    const values = { ...named, username: 'service', url: '/panel', commandLinux: 'remmina', disableCopy: true };
    expect(applicationWriteOf(values)).toEqual({ name: 'Line shell', type: 'SSH', protocol: 'TCP', port: 22, username: 'service' });
    expect(applicationWriteOf({ ...values, ...withType(values, 'HTTPS'), url: '/panel' })).toEqual({
      name: 'Line shell',
      type: 'HTTPS',
      protocol: 'TCP',
      port: 443,
      url: '/panel',
      browser_application: true,
    });
    expect(applicationWriteOf({ ...values, type: 'Custom', port: '5000' })).toEqual({
      name: 'Line shell',
      type: 'Custom',
      protocol: 'TCP',
      port: 5000,
      command_path_linux: 'remmina',
    });
  });

  it('names the field of each mistake', () => {
    expect(Object.keys(validateApplication({ ...newApplicationValues(), port: '0' }))).toEqual(['name', 'port']);
    expect(Object.keys(validateApplication({ ...withType(named, 'HTTP'), url: 'panel' }))).toEqual(['url']);
    expect(Object.keys(validateApplication(withType(named, 'Custom')))).toEqual(['command_path']);
    expect(Object.keys(validateApplication({ ...named, username: 'ser vice' }))).toEqual(['username']);
  });
});
