// @vitest-environment jsdom
// Data exploration for a person whose data roles narrow what they read, the portal started over the sandbox: bob,
// given acme's "Boiler temperatures" (the boilers' Boiler/Temperature only), opens a link charting a boiler's
// temperature and pressure; he is offered the temperature alone and told that the pressure is not offered to him.
import { screen } from '@testing-library/dom';
import { describe, expect, test, vi } from 'vitest';
import { giveAcmeRole, setupSandboxServer } from '../../../sandbox/testClient';
import { portalScreens } from '../portalScreens';

vi.mock('../../../src/session/identity', async () => ({ createIdentity: (await import('../faultScreens.identity')).sandboxIdentity }));

setupSandboxServer();
const portal = portalScreens();

describe('data exploration narrowed by a data role', () => {
  test('offers the given path only and says which chosen tags are not offered', async () => {
    await giveAcmeRole(102, 'Boiler temperatures', 'DATA');

    await portal.open('bob', '/data-explore?org=1&devices=dev-acme-boiler-1&tags=Boiler/Temperature,Boiler/Pressure');
    await screen.findByText(/^The chosen devices do not offer you these tags: Boiler\/Pressure\./);
    expect(await screen.findByRole('checkbox', { name: 'Boiler/Temperature (°C)' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label, .mantine-Checkbox-root')?.textContent)).toEqual(['Boiler/Temperature (°C)']);
  });
});
