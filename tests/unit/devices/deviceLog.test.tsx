// @vitest-environment jsdom
// The device log in one device's panel, the portal started as boot.tsx starts it over the sandbox: Conveyor Line 1
// is also acme's test bench gateway, so its panel shows who connected through it (the gateway's log, the newest
// 1000 of a range); a device that is no gateway says so in one line; an organisation without VPN shows no device log;
// a failure to find the gateway is said with a retry.
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { vpnEndpoints } from '../../../src/platform/vpnEndpoints';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { portalScreens } from '../portalScreens';

vi.mock('../../../src/session/identity', async () => ({ createIdentity: (await import('../faultScreens.identity')).sandboxIdentity }));

const server = setupSandboxServer();
const logReads: URL[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/logs')) logReads.push(url);
});
afterEach(() => {
  logReads.length = 0;
});

const portal = portalScreens();

async function logSection(deviceLabel: string) {
  const panel = await screen.findByRole('dialog', { name: `Device ${deviceLabel}` });
  const heading = await within(panel).findByRole('heading', { name: 'Device log' });
  return heading.closest('section') as HTMLElement;
}

describe('the device log', () => {
  test("a device that is a gateway shows the gateway's log: who connected to what and when", async () => {
    await portal.open('alice', '/devices?org=1&device=dev-acme-conveyor-1');
    const section = await logSection('Conveyor Line 1');
    const table = await within(section).findByRole('table', { name: 'Gateway log' });
    expect(section.textContent).toContain('goes through its gateway Test bench gateway');
    // alice connected to the test bench 20 minutes ago (sandbox/vpn/state.ts).
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['alice', 'Connected', 'Test bench gateway']);
    expect(logReads.at(-1)?.pathname).toBe(`${servicePrefixes.vpn}${vpnEndpoints.logs('gw-acme-bench', 'acme')}`);
    expect(logReads.at(-1)?.searchParams.get('limit')).toBe('1000');

    // Over the last hour the entry is still there; the range travels to the service.
    fireEvent.change(within(section).getByRole('combobox', { name: 'Time range' }), { target: { value: String(3_600_000) } });
    await waitFor(() => {
      const last = logReads.at(-1);
      expect(Number(last?.searchParams.get('toTimestamp')) - Number(last?.searchParams.get('fromTimestamp'))).toBe(3_600_000);
    });
    expect(within(section).getByRole('table', { name: 'Gateway log' }).textContent).toContain('alice');
  });

  test('a device that is no gateway says what the platform keeps of it, and reads no log', async () => {
    await portal.open('alice', '/devices?org=1&device=dev-acme-conveyor-2');
    const section = await logSection('Conveyor Line 2');
    await within(section).findByText('The platform keeps a log for remote-access gateways only: who connected, to what and when. For this device it keeps its connections and disconnections (the connection history above) and its alarms.');
    expect(within(section).queryByRole('table')).toBeNull();
    expect(logReads).toEqual([]);
  });

  test('in an organisation without VPN a device says what the platform keeps of it', async () => {
    const acme = store().organizations.find(({ resourceId }) => resourceId === 'acme');
    if (acme) acme.vpnEnabled = false;
    await portal.open('alice', '/devices?org=1&device=dev-acme-conveyor-1');
    const panel = await screen.findByRole('dialog', { name: 'Device Conveyor Line 1' });
    await within(panel).findByRole('heading', { name: 'Connection history' });
    const section = await logSection('Conveyor Line 1');
    expect(within(section).getByText('The platform keeps a log for remote-access gateways only: who connected, to what and when. For this device it keeps its connections and disconnections (the connection history above) and its alarms.')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(logReads).toEqual([]);
  });

  test('a failure to find the gateway is said, and trying again shows the log', async () => {
    let failures = 1;
    server.use(
      http.get(`*${servicePrefixes.vpn}${vpnEndpoints.gateways('acme')}`, () =>
        failures-- > 0 ? HttpResponse.json({ message: 'unavailable' }, { status: 503 }) : undefined,
      ),
    );
    await portal.open('alice', '/devices?org=1&device=dev-acme-conveyor-1');
    const section = await logSection('Conveyor Line 1');
    await within(section).findByText('The device log could not be loaded');
    fireEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    await within(section).findByRole('table', { name: 'Gateway log' });
  });
});
