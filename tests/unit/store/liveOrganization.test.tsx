// @vitest-environment jsdom
// Another organisation chosen while an app is open keeps the app's frame as it is and tells the app
// (facts §13 host → app events), at the protocol level: the real portal (shell, guard chain, store screen, host) over
// the sandbox's handlers, the app's side played by this test on the frame's window. The app asks once; after the
// switch it is sent the new organisation, its resource id, its own token for it, the organisation's theme and brand,
// to its own origin only, with no second handshake, and the frame is the same element it was.
import { waitFor } from '@testing-library/dom';
import { expect, test, vi } from 'vitest';
import { seedThemes } from '../../../sandbox/seed/themes';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { portalScreens } from '../portalScreens';

vi.mock('../../../src/session/identity', async () => ({ createIdentity: (await import('../faultScreens.identity')).sandboxIdentity }));

setupSandboxServer();
const portal = portalScreens();

interface Posted {
  message: { type: string; payload?: Record<string, unknown> };
  origin: string;
}

test('switching organisation while the line monitor is open tells the app, without loading its frame again', async () => {
  // globex (2) has the line monitor from the seed; acme (1) gets it too.
  const at = '2026-01-12T09:30:00.000Z';
  store().apps.installations.push({ id: 4, organizationId: 1, appId: 1, status: 'INSTALLED', planId: 'free', createdAt: at, updatedAt: at });
  await portal.open('alice', '/store/container/1?org=2');

  const frame = await waitFor(() => {
    const found = document.querySelector<HTMLIFrameElement>('iframe[id^="corvina-app-connect-"]');
    expect(found?.contentWindow).toBeTruthy();
    return found as HTMLIFrameElement;
  });
  const appWindow = frame.contentWindow as Window;
  const appOrigin = new URL(frame.src).origin;
  const posted: Posted[] = [];
  vi.spyOn(appWindow, 'postMessage').mockImplementation(((message: Posted['message'], origin: string) => {
    posted.push({ message, origin });
  }) as Window['postMessage']);
  const ofType = (type: string) => posted.filter((entry) => entry.message.type === type);

  // The app asks for its context.
  dispatchEvent(new MessageEvent('message', { data: { type: 'CORVINA_CONNECT_INIT' }, origin: appOrigin, source: appWindow }));
  await waitFor(() => expect(ofType('CORVINA_CONNECT_INIT_RESPONSE')).toHaveLength(1));
  const init = ofType('CORVINA_CONNECT_INIT_RESPONSE')[0]!.message.payload!;
  expect(init).toMatchObject({ organizationId: '2', organizationResourceId: 'globex', brandName: seedThemes.globex!.brandName });

  location.hash = '/store/container/1?org=1';
  await waitFor(() => expect(ofType('ORGANIZATION_ID_CHANGED')).toHaveLength(1));
  await waitFor(() => expect(ofType('BRAND_NAME_CHANGED')).toHaveLength(1));
  expect(ofType('ORGANIZATION_ID_CHANGED')[0]!.message.payload).toEqual({ organizationId: '1' });
  expect(ofType('ORGANIZATION_RESOURCE_ID_CHANGED').map((entry) => entry.message.payload)).toEqual([{ organizationResourceId: 'acme' }]);
  expect(ofType('THEME_CHANGED').map((entry) => entry.message.payload)).toEqual([{ theme: { colors: seedThemes.acme!.colors } }]);
  expect(ofType('BRAND_NAME_CHANGED')[0]!.message.payload).toEqual({ brandName: seedThemes.acme!.brandName });
  // The app's own token for the installation in acme, not the one it had.
  const [jwt] = ofType('JWT_CHANGED').map((entry) => entry.message.payload!.jwt);
  expect(typeof jwt).toBe('string');
  expect(jwt).not.toBe(init.jwt);

  // The same frame, never emptied or loaded again: the app asked once, and everything went to its origin only.
  expect(frame.isConnected).toBe(true);
  expect(document.querySelector('iframe[id^="corvina-app-connect-"]')).toBe(frame);
  expect(ofType('CORVINA_CONNECT_INIT_RESPONSE')).toHaveLength(1);
  expect(new Set(posted.map((entry) => entry.origin))).toEqual(new Set([appOrigin]));
});
