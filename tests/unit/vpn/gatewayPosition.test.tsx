// @vitest-environment jsdom
// A gateway's position in its panel, the portal started as boot.tsx starts it over the sandbox: a latitude out of
// range is named at its field and nothing is sent; a place within range is sent once, with a request id, and the
// gateway stands there. The map that fills the fields is a browser's (tests/e2e/gatewayMap.spec.ts).
import { fireEvent, screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { requestIdHeader } from '../../../src/platform/requestIds';
import { vpnEndpoints } from '../../../src/platform/vpnEndpoints';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { portalScreens } from '../portalScreens';

vi.mock('../../../src/session/identity', async () => ({ createIdentity: (await import('../faultScreens.identity')).sandboxIdentity }));

const server = setupSandboxServer();
const positionPath = `${servicePrefixes.vpn}${vpnEndpoints.position('gw-acme-yard', 'acme')}`;
const writes: { query: string; requestId: string | null }[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === positionPath) writes.push({ query: url.search, requestId: request.headers.get(requestIdHeader) });
});

const portal = portalScreens();
afterEach(() => {
  writes.length = 0;
});

const yard = () => store().vpn.gateways.find(({ gatewayId }) => gatewayId === 'gw-acme-yard');

describe("a gateway's position", () => {
  test('alice types a place: one out of range is named at its field, one within range is saved with a request id', async () => {
    await portal.open('alice', '/vpn?org=1&gateway=gw-acme-yard');
    const panel = await screen.findByRole('dialog', { name: 'Gateway Yard gateway' });
    const form = await within(panel).findByRole('form', { name: 'Position' });
    const latitude = within(form).getByRole('textbox', { name: /^Latitude/ });
    const longitude = within(form).getByRole('textbox', { name: /^Longitude/ });

    fireEvent.change(latitude, { target: { value: '90.5' } });
    fireEvent.change(longitude, { target: { value: '7,25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save position' }));
    expect(await within(form).findByText('Enter a latitude from -90 to 90.')).toBeTruthy();
    expect((latitude as HTMLInputElement).value).toBe('90.5');
    expect(document.activeElement).toBe(latitude);
    expect(writes).toEqual([]);

    fireEvent.change(latitude, { target: { value: '45.07' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save position' }));
    await within(form).findByText("The gateway's position is saved.");
    expect(writes).toEqual([{ query: expect.stringMatching(/latitude=45\.07.*longitude=7\.25/), requestId: expect.stringMatching(/.+/) }]);
    expect(yard()?.position).toEqual({ latitude: 45.07, longitude: 7.25 });
  });
});
