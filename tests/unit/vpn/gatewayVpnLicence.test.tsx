// @vitest-environment jsdom
// A gateway's VPN licence in its panel, the portal started as boot.tsx starts it over the sandbox: alice activates
// the yard gateway's VPN only after confirming, with a request id, and switches its renewal; a failed activation says
// nothing was activated and nothing was; bob reads the boiler room's licence and is offered no control.
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { deviceLicenceEndpoints } from '../../../src/platform/deviceLicenceEndpoints';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { requestIdHeader } from '../../../src/platform/requestIds';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { portalScreens } from '../portalScreens';

vi.mock('../../../src/session/identity', async () => ({ createIdentity: (await import('../faultScreens.identity')).sandboxIdentity }));

const server = setupSandboxServer();
const licencePaths = [deviceLicenceEndpoints.activateVpn, deviceLicenceEndpoints.vpnAutorenew].map((path) => `${servicePrefixes.licenseManager}${path}`);
const writes: { method: string; path: string; requestId: string | null }[] = [];
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (licencePaths.includes(path)) writes.push({ method: request.method, path, requestId: request.headers.get(requestIdHeader) });
});

const portal = portalScreens();
afterEach(() => {
  writes.length = 0;
});

const licenceOf = (gatewayId: string) => store().licences.licences.find(({ logicalId }) => logicalId === `logical-${gatewayId}-dev`);
/** The panel's VPN licence section, once its licence is read. */
async function licenceSection(gatewayName: string) {
  const panel = await screen.findByRole('dialog', { name: `Gateway ${gatewayName}` });
  const section = within(panel).getByRole('heading', { name: 'VPN licence' }).closest('section') as HTMLElement;
  await within(section).findByText(/^Device licence/);
  return section;
}

describe("a gateway's VPN licence", () => {
  test('alice activates it after confirming, with a request id, and switches its renewal', async () => {
    await portal.open('alice', '/vpn?org=1&gateway=gw-acme-yard');
    const section = await licenceSection('Yard gateway');
    expect(section.textContent).toContain('VPN not activated.');
    expect(section.textContent).toContain('The licence carries 30 days of VPN.');
    // Beside Connect, the panel says why a connect may be refused and what to do.
    const connection = screen.getByRole('heading', { name: 'Connection' }).closest('section') as HTMLElement;
    expect(within(connection).getByText('The VPN licence of Yard gateway is not activated').parentElement?.textContent).toContain(
      'activate it under "VPN licence" below',
    );

    fireEvent.click(within(section).getByRole('button', { name: 'Activate VPN licence' }));
    const confirm = await screen.findByRole('dialog', { name: 'Activate the VPN licence of Yard gateway' });
    // Nothing is activated until she confirms.
    expect(writes).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Activate VPN licence' }));
    await within(section).findByText('The VPN licence of Yard gateway is active.');
    await waitFor(() => expect(within(connection).queryByText(/^The VPN licence of Yard gateway/)).toBeNull());
    expect(writes).toEqual([{ method: 'POST', path: licencePaths[0], requestId: expect.stringMatching(/.+/) }]);
    expect(licenceOf('gw-acme-yard')).toMatchObject({ vpnAutorenew: true, toDateVpn: expect.any(String) });

    const renew = await within(section).findByRole('switch', { name: 'Renew the VPN licence automatically' });
    expect((renew as HTMLInputElement).checked).toBe(true);
    fireEvent.click(renew);
    await within(section).findByText('The VPN licence no longer renews automatically.');
    expect(writes[1]).toEqual({ method: 'PUT', path: licencePaths[1], requestId: expect.stringMatching(/.+/) });
    expect(writes[1]?.requestId).not.toBe(writes[0]?.requestId);
    expect(licenceOf('gw-acme-yard')?.vpnAutorenew).toBe(false);
    await waitFor(() => expect((within(section).getByRole('switch', { name: 'Renew the VPN licence automatically' }) as HTMLInputElement).checked).toBe(false));
  });

  test('a failed activation says nothing was activated, and nothing was', async () => {
    server.use(http.post(`*${licencePaths[0]}`, () => HttpResponse.json({ message: 'unavailable' }, { status: 503 })));
    await portal.open('alice', '/vpn?org=1&gateway=gw-acme-yard');
    const section = await licenceSection('Yard gateway');
    fireEvent.click(within(section).getByRole('button', { name: 'Activate VPN licence' }));
    const confirm = await screen.findByRole('dialog', { name: 'Activate the VPN licence of Yard gateway' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Activate VPN licence' }));
    await within(section).findByText('Nothing was activated');
    expect(licenceOf('gw-acme-yard')?.toDateVpn).toBeUndefined();
    expect(section.textContent).toContain('VPN not activated.');
  });

  test('bob reads the licence and is offered no control', async () => {
    await portal.open('bob', '/vpn?org=1&gateway=gw-acme-boiler');
    const section = await licenceSection('Boiler room gateway');
    expect(section.textContent).toContain('ACME-GW1B-7R4E');
    expect(section.textContent).toContain('VPN active until');
    expect(section.textContent).toContain('Renews automatically.');
    // An active licence gives Connect nothing to warn about.
    const connection = screen.getByRole('heading', { name: 'Connection' }).closest('section') as HTMLElement;
    expect(within(connection).queryByText(/^The VPN licence of/)).toBeNull();
    expect(within(section).queryByRole('switch')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
