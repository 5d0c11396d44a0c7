// @vitest-environment jsdom
// "Why can't they?" for devices, the portal started over the sandbox: alice opens bob's access and reads which of
// acme's devices he reaches and through which security policy, a page asked about in one areAuthorized call (never
// one a row), searched on the server; one device looked up by its id (isAuthorized), a blank id refused at the field.
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { iamEndpoints } from '../../../src/platform/iamEndpoints';
import { giveAcmeRole, setupSandboxServer } from '../../../sandbox/testClient';
import { portalScreens } from '../portalScreens';

vi.mock('../../../src/session/identity', async () => ({ createIdentity: (await import('../faultScreens.identity')).sandboxIdentity }));

const server = setupSandboxServer();
const reachPaths = new Set([`${servicePrefixes.core}${iamEndpoints.areAuthorized(1)}`, `${servicePrefixes.core}${iamEndpoints.isAuthorized(1)}`]);
const reachCalls: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (reachPaths.has(url.pathname)) reachCalls.push(`${request.method} ${url.pathname.split('/').pop()}${url.search}`);
});

const portal = portalScreens();
afterEach(() => {
  reachCalls.length = 0;
});

const table = () => screen.findByRole('table', { name: 'Devices and whether bob may reach them' });
/** Each row as its device, its reach and through what. */
const rowsOf = (shown: HTMLElement) =>
  within(shown)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));

describe("the devices a person may reach", () => {
  test('says for each device of a page whether bob reaches it and through which policy, one call a page, searched on the server', async () => {
    await portal.open('alice', '/permission?org=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Access of bob' }));
    await waitFor(async () => expect(rowsOf(await table())).toContainEqual(['Boiler Hall A', 'Reachable', 'Hall A']));
    const rows = rowsOf(await table());
    expect(rows).toContainEqual(['Boiler Hall B', 'Not reachable', 'No security policy or device role of bob includes it']);
    expect(rows).toContainEqual(['Conveyor Line 1', 'Reachable', 'Hall A']);
    expect(reachCalls).toEqual(['POST areAuthorized']);

    fireEvent.change(screen.getByLabelText('Search devices'), { target: { value: 'conveyor' } });
    await waitFor(async () => expect(rowsOf(await table())).toEqual([
      ['Conveyor Line 1', 'Reachable', 'Hall A'],
      ['Conveyor Line 2', 'Not reachable', 'No security policy or device role of bob includes it'],
    ]));
    expect(reachCalls).toEqual(['POST areAuthorized', 'POST areAuthorized']);
  });

  test('names the device role, policy and level through which a device is reached', async () => {
    // alice gives bob's own group acme's "Hall A technicians" (administrator on Hall A, regular user on Packaging lines).
    await giveAcmeRole(102, 'Hall A technicians', 'DEVICE');

    await portal.open('alice', '/permission?org=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Access of bob' }));
    await waitFor(async () => expect(rowsOf(await table())).toContainEqual(['Conveyor Line 2', 'Reachable', 'Device role Hall A technicians: regular user on Packaging lines']));
    expect(rowsOf(await table())).toContainEqual(['Boiler Hall A', 'Reachable', 'Hall ADevice role Hall A technicians: administrator on Hall A']);
    expect(rowsOf(await table())).toContainEqual(['Boiler Hall B', 'Not reachable', 'No security policy or device role of bob includes it']);
  });

  test('looks one device up by its id, and refuses a blank id at the field without asking', async () => {
    await portal.open('alice', '/permission?org=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Access of bob' }));
    const lookup = await screen.findByRole('form', { name: 'Look up one device' });
    fireEvent.click(within(lookup).getByRole('button', { name: 'Check' }));
    const field = within(lookup).getByLabelText('Look up a device by its id');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a device id.');

    fireEvent.change(within(lookup).getByLabelText('Look up a device by its id'), { target: { value: 'dev-acme-boiler-2' } });
    fireEvent.click(within(lookup).getByRole('button', { name: 'Check' }));
    await within(lookup).findByText(/^bob may not reach the device dev-acme-boiler-2:/);
    fireEvent.change(within(lookup).getByLabelText('Look up a device by its id'), { target: { value: 'dev-acme-boiler-1' } });
    fireEvent.click(within(lookup).getByRole('button', { name: 'Check' }));
    await within(lookup).findByText('bob may reach the device dev-acme-boiler-1.');
    expect(reachCalls.filter((call) => call.startsWith('GET'))).toEqual([
      'GET isAuthorized?deviceId=dev-acme-boiler-2&userId=102',
      'GET isAuthorized?deviceId=dev-acme-boiler-1&userId=102',
    ]);
  });
});
