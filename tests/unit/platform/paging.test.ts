// The one loop that reads every page (src/platform/paging.ts) against the sandbox's seed, with pages small enough
// that the seed fills a second and a third: a loop that stops one page early, or reads one too many, loses or
// repeats what the expected lists name. Both ways a service tells the last page are covered: a `last` flag
// (mappings) and a number of pages (the VPN service).
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { createHttpClient } from '../../../src/platform/http';
import { fetchAllPages } from '../../../src/platform/paging';
import { fetchAllPagesSideBySide } from '../../../src/platform/pagingSideBySide';
import { createVpnClient } from '../../../src/platform/vpnClient';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';
import { clientsOf, organizationToken } from './sandboxClients';

const server = setupSandboxServer();
/** The pages asked for, as `<path>?page=<n>`. */
const asked: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.searchParams.has('page')) asked.push(`${url.pathname.split('/').pop()}?page=${url.searchParams.get('page')}`);
});

async function vpnOf(username: string, organization: string) {
  const token = await organizationToken(username, organization);
  return createVpnClient(createHttpClient({ baseURL: `${origin}${servicePrefixes.vpn}`, getToken: () => token }));
}

describe('reading every page', () => {
  it('follows `last` to the third page of devices, and no further', async () => {
    const { mappings } = await clientsOf('alice', 'acme');
    asked.length = 0;
    const devices = await fetchAllPages((page, pageSize) => mappings.devices('acme', { page, pageSize }), { pageSize: 2 });
    expect(devices.map((device) => device.deviceId)).toEqual([
      'dev-acme-boiler-1',
      'dev-acme-boiler-2',
      'dev-acme-conveyor-1',
      'dev-acme-conveyor-2',
      'dev-north-boiler-1',
    ]);
    expect(asked).toEqual(['devices?page=0', 'devices?page=1', 'devices?page=2']);
  });

  it('counts pages to the last of the gateways and of the remote applications', async () => {
    const vpn = await vpnOf('alice', 'acme');
    const gateways = await fetchAllPages(
      async (page, pageSize) => {
        const answer = await vpn.gateways('acme', { page, pageSize, status: 'all', sortDir: 'ASC' });
        return { items: answer.gateways, totalPages: answer.totalPages };
      },
      { pageSize: 1 },
    );
    expect(gateways.map((gateway) => gateway.name)).toEqual(['Boiler room gateway', 'Cooling tower gateway', 'Test bench gateway', 'Yard gateway']);

    asked.length = 0;
    const applications = await fetchAllPages((page, pageSize) => vpn.applications('acme', { page, pageSize }), { pageSize: 1 });
    expect(applications.map((application) => application.name)).toEqual(['Remote desktop', 'Service shell', 'Web panel']);
    expect(asked).toEqual(['actions?page=0', 'actions?page=1', 'actions?page=2']);
  });

  it('reads the pages after the first side by side, each once, to the last of the gateways', async () => {
    const vpn = await vpnOf('alice', 'acme');
    asked.length = 0;
    const gateways = await fetchAllPagesSideBySide(
      async (page, pageSize) => {
        const answer = await vpn.gateways('acme', { page, pageSize, status: 'all', sortDir: 'ASC' });
        return { items: answer.gateways, totalPages: answer.totalPages };
      },
      { pageSize: 1 },
    );
    expect(gateways.map((gateway) => gateway.name)).toEqual(['Boiler room gateway', 'Cooling tower gateway', 'Test bench gateway', 'Yard gateway']);
    expect(asked.sort()).toEqual(['acme?page=0', 'acme?page=1', 'acme?page=2', 'acme?page=3']);
  });

  it('stops at an empty page the service did not mark last', async () => {
    const pages = [{ data: ['a', 'b'], last: false }, { data: [], last: false }, { data: ['never read'], last: true }];
    const read: number[] = [];
    const items = await fetchAllPages(async (page) => {
      read.push(page);
      return pages[page]!;
    });
    expect(items).toEqual(['a', 'b']);
    expect(read).toEqual([0, 1]);
  });
});
