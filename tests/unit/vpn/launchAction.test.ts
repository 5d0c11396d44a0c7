// What a launch hands to the companion app: the actions on a link of its scheme, and the command line a person reads.
import { describe, expect, it } from 'vitest';
import { companionLink, describeAction } from '../../../src/features/vpn/launchAction';
import type { LaunchAction } from '../../../src/platform/vpnClient';

describe('a launch', () => {
  it('hands the actions to the companion app on its own scheme, whole', () => {
    const actions: LaunchAction[] = [{ type: 'run', command: 'C:\\Program Files\\Tool\\tool.exe', arguments: ['10.8.0.11', '5000'] }];
    const link = new URL(companionLink(actions));
    expect(link.protocol).toBe('corvina-connect:');
    expect(JSON.parse(link.searchParams.get('actions') ?? '')).toEqual(actions);
  });

  it('shows the command line it runs, quoting what holds spaces, or the address it opens', () => {
    expect(describeAction({ type: 'run', command: 'ssh', arguments: ['-p', '2222', 'service@10.8.0.11'] })).toBe('ssh -p 2222 service@10.8.0.11');
    expect(describeAction({ type: 'run', command: 'C:\\Program Files\\Tool\\tool.exe', arguments: ['a "b"'] })).toBe('"C:\\\\Program Files\\\\Tool\\\\tool.exe" "a \\"b\\""');
    expect(describeAction({ type: 'openUrl', url: 'http://10.8.0.11:80/' })).toBe('http://10.8.0.11:80/');
  });
});
