// @vitest-environment jsdom
// The user-group dialog's roles, the portal started over the sandbox: alice opens acme's Maintenance group and is
// offered every type of role, each under its heading; she gives the group a device role and an application role (the
// preview says nobody loses a permission), and taking the application role away again still names what dave loses.
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, test, vi } from 'vitest';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { portalScreens } from '../portalScreens';

vi.mock('../../../src/session/identity', async () => ({ createIdentity: (await import('../faultScreens.identity')).sandboxIdentity }));

setupSandboxServer();
const portal = portalScreens();

const maintenanceRoles = () =>
  store()
    .iam.groups.find((group) => group.name === 'Maintenance')
    ?.roleIds.map((id) => store().iam.roles.find((role) => role.id === id)?.name);

describe('the roles a user group is given', () => {
  test('offers application, data and device roles under their headings; the change preview still covers application roles', async () => {
    await portal.open('alice', '/permission?org=1&tab=groups');
    fireEvent.click(await screen.findByRole('button', { name: 'Open Maintenance' }));
    const dialog = await screen.findByRole('dialog', { name: 'User group Maintenance' });
    const offered = async (heading: string) =>
      within(await within(dialog).findByRole('group', { name: heading }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('.mantine-Checkbox-root')?.textContent);
    expect(await offered('Application roles')).toEqual(['Administrator', 'Operator', 'Viewer']);
    expect(await offered('Data roles')).toEqual(['Boiler temperatures']);
    expect(await offered('Device roles')).toEqual(['Hall A technicians']);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Hall A technicians' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Operator' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review change' }));
    await within(dialog).findByText('Nobody loses a permission with this change.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply change' }));
    await waitFor(() => expect(maintenanceRoles()).toEqual(['Hall A technicians', 'Operator']));

    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Operator' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review change' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'dave: Portal: access, Models: read, Dashboards: read, Devices: read, Alarms: read, Alarms: acknowledge, Alarms: reset, Alarms: clear',
    ]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply change' }));
    await waitFor(() => expect(maintenanceRoles()).toEqual(['Hall A technicians']));
  });
});
