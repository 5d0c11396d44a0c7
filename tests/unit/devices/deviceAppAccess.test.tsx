// @vitest-environment jsdom
// "Device access by apps" in one device's panel (the device service-account association switch), the portal started
// as boot.tsx starts it over the sandbox: an app installed with device access has its service account listed; alice
// associates it with the device (its own policy made and given to it) and it reaches the device; she dissociates it
// after confirming and it does not, the policy kept for the next time. A stopped association says what was done and
// its retry creates nothing twice. Without the switch, or without an app, the section says so or is absent.
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { createAppsClient } from '../../../src/platform/appsClient';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { createHttpClient } from '../../../src/platform/http';
import { securityPolicyEndpoints } from '../../../src/platform/iamEndpoints';
import { store } from '../../../sandbox/store';
import { exchangeForOrganization, origin, setupSandboxServer, signIn } from '../../../sandbox/testClient';
import { portalScreens } from '../portalScreens';
import { newRequestId } from '../../../src/platform/requestIds';

vi.mock('../../../src/session/identity', async () => ({ createIdentity: (await import('../faultScreens.identity')).sandboxIdentity }));

const server = setupSandboxServer();
const portal = portalScreens();
const switches = ['deviceServiceAccountAssociation'] as const;
const account = 'sa-corvina-app-line-monitor-preview-deviceaccess-acme';
const device = 'dev-acme-conveyor-2';
const policyName = 'Device access: corvina-app-line-monitor-preview';

/** Installs the line monitor preview (the catalogue's app with device access) in acme, as alice. */
async function installDeviceAccessApp() {
  const { access_token } = await signIn('alice');
  const { access_token: token } = (await (await exchangeForOrganization(access_token, 'acme')).json()) as { access_token: string };
  const apps = createAppsClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token }));
  await apps.install(1, { appId: 3, planId: 'free' }, undefined, newRequestId());
}

async function appAccessSection() {
  const panel = await screen.findByRole('dialog', { name: 'Device Conveyor Line 2' });
  const heading = await within(panel).findByRole('heading', { name: 'Device access by apps' });
  return heading.closest('section') as HTMLElement;
}

const ownPolicies = () => store().iam.policies.filter((policy) => policy.name === policyName);
const accountId = () => store().users.find((user) => user.username === account)?.id;

describe('device access by apps', () => {
  test('associating gives the app’s account reach of the device; dissociating after confirming takes it back', async () => {
    await installDeviceAccessApp();
    await portal.open('alice', `/devices?org=1&device=${device}`, { switches });
    const section = await appAccessSection();
    await within(section).findByText(account);
    within(section).getByText('Does not reach this device');

    fireEvent.click(within(section).getByRole('button', { name: `Associate ${account} with this device` }));
    await within(section).findByText('Reaches this device');
    within(section).getByText(`Through its policy “${policyName}”`);
    // Its own policy, made for it and given to it alone, groups the device.
    expect(ownPolicies()).toEqual([expect.objectContaining({ deviceIds: [device], userIds: [accountId()] })]);

    // Nothing is taken before the person confirms: cancelled, the account still reaches the device.
    const dissociate = () => fireEvent.click(within(section).getByRole('button', { name: `Dissociate ${account} from this device` }));
    dissociate();
    const asked = await screen.findByRole('dialog', { name: 'Dissociate app service account' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dissociate app service account' })).toBeNull());
    expect(ownPolicies()[0]?.deviceIds).toEqual([device]);
    within(section).getByText('Reaches this device');

    dissociate();
    const confirm = await screen.findByRole('dialog', { name: 'Dissociate app service account' });
    expect(confirm.textContent).toContain("nobody else's access changes");
    fireEvent.click(within(confirm).getByRole('button', { name: 'Dissociate' }));
    await within(section).findByText('Does not reach this device');
    // The device left the account's policy only; the policy stays the account's for the next association.
    expect(ownPolicies()).toEqual([expect.objectContaining({ deviceIds: [], userIds: [accountId()] })]);
    // Hall A, bob's, still groups the devices it did.
    expect(store().iam.policies.find((policy) => policy.name === 'Hall A')?.deviceIds).toEqual(['dev-acme-boiler-1', 'dev-acme-conveyor-1']);
  });

  test('an association that stopped says what was done; trying again completes it without a second policy', async () => {
    await installDeviceAccessApp();
    let failures = 1;
    server.use(
      http.post(`*${servicePrefixes.core}${securityPolicyEndpoints.device(1, ':id', device)}`, () =>
        failures-- > 0 ? HttpResponse.json({ message: 'unavailable' }, { status: 503 }) : undefined,
      ),
    );
    await portal.open('alice', `/devices?org=1&device=${device}`, { switches });
    const section = await appAccessSection();
    const associate = await within(section).findByRole('button', { name: `Associate ${account} with this device` });
    fireEvent.click(associate);
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain(`${account} holds its policy “${policyName}”, but this device was not added to it`);
    expect(ownPolicies()).toEqual([expect.objectContaining({ deviceIds: [], userIds: [accountId()] })]);

    fireEvent.click(await within(section).findByRole('button', { name: `Associate ${account} with this device` }));
    await within(section).findByText('Reaches this device');
    expect(ownPolicies()).toEqual([expect.objectContaining({ deviceIds: [device] })]);
  });

  test('with no app with device access installed, the section says so and points to the store', async () => {
    await portal.open('alice', `/devices?org=1&device=${device}`, { switches });
    const section = await appAccessSection();
    await within(section).findByText('No app with device access is installed');
    expect(within(section).getByRole('link', { name: 'Browse the app store' }).getAttribute('href')).toContain('/store');
  });

  test('without the switch the panel shows nothing of it', async () => {
    await installDeviceAccessApp();
    await portal.open('alice', `/devices?org=1&device=${device}`);
    const panel = await screen.findByRole('dialog', { name: 'Device Conveyor Line 2' });
    await within(panel).findByRole('heading', { name: 'Connection history' });
    expect(within(panel).queryByRole('heading', { name: 'Device access by apps' })).toBeNull();
    await waitFor(() => expect(within(panel).queryByText(account)).toBeNull());
  });
});
