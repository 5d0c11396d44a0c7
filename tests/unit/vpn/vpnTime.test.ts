// What a gateway's VPN licence allows, by the license manager's clock: a licence the browser's clock still calls
// active is expired when the service's `Date` is past its end, and the reverse; the browser's clock stands in only
// when the answer had no `Date`.
import { describe, expect, it } from 'vitest';
import type { DeviceLicence } from '../../../src/platform/deviceLicenceTypes';
import { vpnTimeOf } from '../../../src/features/vpn/vpnTime';

const end = Date.parse('2026-11-28T12:00:00Z');
const licence = (fields: Partial<DeviceLicence>) => ({ activationKey: 'K', numOfSecondsAutoRenewVpn: 86_400, ...fields }) as DeviceLicence;
const hour = 3_600_000;

describe("a gateway's VPN time", () => {
  it("is reckoned by the service's clock, not the browser's", () => {
    const running = licence({ toDateVpn: new Date(end).toISOString() });
    expect(vpnTimeOf({ licence: running, serverTime: end + hour }, end - hour)).toEqual({ kind: 'expired', until: end });
    expect(vpnTimeOf({ licence: running, serverTime: end - hour }, end + hour)).toEqual({ kind: 'active', until: end });
    expect(vpnTimeOf({ licence: running }, end + hour)).toEqual({ kind: 'expired', until: end });
  });

  it('tells a licence not activated, one without VPN time, and none', () => {
    expect(vpnTimeOf({ licence: licence({}), serverTime: end }).kind).toBe('notActivated');
    expect(vpnTimeOf({ licence: licence({ numOfSecondsAutoRenewVpn: 0 }), serverTime: end }).kind).toBe('noTime');
    expect(vpnTimeOf({ licence: null, serverTime: end }).kind).toBe('noLicence');
  });
});
