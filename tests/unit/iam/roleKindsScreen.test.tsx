// @vitest-environment jsdom
// The /roles tabs `data` and `device`, the portal started as boot.tsx starts it over the sandbox: alice changes a data
// role's paths on two models and the service then holds exactly those; a new device role's name is checked at its
// field (missing, then taken) before anything is written, and its levels are what the service then holds.
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, test, vi } from 'vitest';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { portalScreens } from '../portalScreens';

vi.mock('../../../src/session/identity', async () => ({ createIdentity: (await import('../faultScreens.identity')).sandboxIdentity }));

const server = setupSandboxServer();
const roleWrites: string[] = [];
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (request.method !== 'GET' && path.startsWith(`${servicePrefixes.core}/api/v1/organizations/1/roles`)) roleWrites.push(request.method);
});

const portal = portalScreens();

const press = async (name: string | RegExp) => fireEvent.click(await screen.findByRole('button', { name }));
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const role = (name: string) => store().iam.roles.find((candidate) => candidate.name === name);

describe('data and device roles', () => {
  test("a data role's paths are chosen per model; what is saved is what the service holds", async () => {
    await portal.open('alice', '/roles?org=1&tab=data');
    await press('Edit Boiler temperatures');
    const dialog = await screen.findByRole('dialog', { name: 'Edit data role' });
    await within(dialog).findByRole('table', { name: 'Paths of Boiler 1.0.0' });
    choose('Access to Boiler/Temperature', 'NONE');
    choose('Access to Boiler/Pressure', 'RW');
    choose('Model', 'model-chiller-1.0.0');
    choose('Access to Chiller/Running', 'R');
    // The boiler's choice stays while the chiller's paths are shown.
    expect(within(dialog).getByText('Boiler 1.0.0: 1 path')).toBeTruthy();
    await press('Save role');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(role('Boiler temperatures')?.modelPathPermissions).toEqual([
      { modelId: 'model-boiler-1.0.0', path: 'Boiler/Pressure', mode: 'RW' },
      { modelId: 'model-chiller-1.0.0', path: 'Chiller/Running', mode: 'R' },
    ]);
  });

  test("a new device role's name is checked at its field before anything is written; its levels are then held", async () => {
    await portal.open('alice', '/roles?org=1&tab=device');
    await press('New device role');
    const dialog = await screen.findByRole('dialog', { name: 'New device role' });
    await within(dialog).findByRole('table', { name: 'Level on each security policy' });
    roleWrites.length = 0;
    await press('Save role');
    expect(await within(dialog).findByText('Enter a name.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Operator' } });
    await press('Save role');
    expect(await within(dialog).findByText('A role with this name exists. Choose another name.')).toBeTruthy();
    expect(roleWrites).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Night shift' } });
    choose('Level on Hall A boilers', 'ADMINISTRATOR');
    choose('Level on Packaging lines', 'REGULAR_USER');
    await press('Save role');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(role('Night shift')).toMatchObject({
      type: 'DEVICE',
      deviceGroupPermissions: [
        { securityPolicyId: 2, permission: 'ADMINISTRATOR' },
        { securityPolicyId: 3, permission: 'REGULAR_USER' },
      ],
    });
    expect(await screen.findByText('2 security policies')).toBeTruthy();
  });
});
