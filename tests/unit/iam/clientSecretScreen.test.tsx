// @vitest-environment jsdom
// A service account's client secret on the users screen, the portal started as boot.tsx starts it over the sandbox:
// the secret is masked and not even read until alice asks to see it; renewing it asks first, then shows the new
// secret, which is the one the service holds from then on.
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { describe, expect, test, vi } from 'vitest';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { securityPolicyEndpoints } from '../../../src/platform/iamEndpoints';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { portalScreens } from '../portalScreens';

vi.mock('../../../src/session/identity', async () => ({ createIdentity: (await import('../faultScreens.identity')).sandboxIdentity }));

const server = setupSandboxServer();
const secretPath = `${servicePrefixes.core}${securityPolicyEndpoints.clientSecret(2, 201)}`;
const secretCalls: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname === secretPath) secretCalls.push(request.method);
});

const portal = portalScreens();

const press = async (name: string | RegExp) => fireEvent.click(await screen.findByRole('button', { name }));
const secretField = () => screen.getByLabelText('Client secret') as HTMLInputElement;
const heldSecret = () => store().iam.serviceAccounts.find((account) => account.userId === 201)?.secret;

describe("a service account's client secret", () => {
  test('is masked and unread until asked for, then shown; renewing asks first and shows the new one', async () => {
    await portal.open('alice', '/permission?org=2');
    await press('Client secret of sa-globex-logger');
    await screen.findByRole('dialog', { name: 'Client secret of sa-globex-logger' });
    const seeded = heldSecret()!;
    // Long enough for a read made on opening to have been answered and shown.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(secretField().value).not.toContain(seeded);
    expect(secretCalls).toEqual([]);

    await press('Show client secret');
    await waitFor(() => expect(secretField().value).toBe(seeded));
    expect(secretCalls).toEqual(['GET']);

    await press('Renew…');
    // Nothing is renewed until the person confirms.
    await screen.findByRole('button', { name: 'Renew client secret' });
    expect(secretCalls).toEqual(['GET']);
    await press('Renew client secret');
    await waitFor(() => expect(secretField().value).not.toBe(seeded));
    expect(secretCalls).toEqual(['GET', 'POST']);
    expect(secretField().value).toBe(heldSecret());
  });
});
