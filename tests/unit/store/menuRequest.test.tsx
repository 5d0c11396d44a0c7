// @vitest-environment jsdom
// Ctrl+G while an app's frame holds the focus: the frame keeps its keys, so the app asks the host for the
// portal menu with PORTAL_MENU_OPEN_REQUEST. The host takes it only from the app's own frame and origin, with no
// payload (appMessages.ts), and the chrome's shortcut hook opens the menu on the request as it does on Ctrl+G.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { usePortalMenuShortcut } from '../../../src/app/chrome/usePortalMenuShortcut';
import { useUiStore } from '../../../src/app/uiStore';
import { acceptAppMessage } from '../../../src/features/store/appMessages';
import { requestPortalMenu } from '../../../src/portal/portalMenuRequest';

afterEach(() => {
  cleanup();
  useUiStore.getState().setPortalMenuOpen(false);
});

const appWindow = { name: 'app frame' } as unknown as MessageEventSource;
const frame = { window: appWindow, origin: 'http://apps.localhost:4173' };

describe('the portal menu asked for by an app', () => {
  test('the request is accepted from the app frame only, and only without a payload', () => {
    const request = { type: 'PORTAL_MENU_OPEN_REQUEST' };
    expect(acceptAppMessage({ source: appWindow, origin: frame.origin, data: request }, frame)).toEqual(request);
    expect(acceptAppMessage({ source: appWindow, origin: 'http://evil.localhost:4173', data: request }, frame)).toBeUndefined();
    expect(acceptAppMessage({ source: window, origin: frame.origin, data: request }, frame)).toBeUndefined();
    expect(acceptAppMessage({ source: appWindow, origin: frame.origin, data: { ...request, payload: { open: true } } }, frame)).toBeUndefined();
  });

  test('opens the menu as Ctrl+G does, while the chrome listens', () => {
    const hook = renderHook(() => usePortalMenuShortcut());
    expect(useUiStore.getState().portalMenuOpen).toBe(false);
    act(() => requestPortalMenu());
    expect(useUiStore.getState().portalMenuOpen).toBe(true);

    act(() => useUiStore.getState().setPortalMenuOpen(false));
    act(() => {
      dispatchEvent(new KeyboardEvent('keydown', { ctrlKey: true, code: 'KeyG' }));
    });
    expect(useUiStore.getState().portalMenuOpen).toBe(true);

    act(() => useUiStore.getState().setPortalMenuOpen(false));
    hook.unmount();
    act(() => requestPortalMenu());
    expect(useUiStore.getState().portalMenuOpen).toBe(false);
  });
});
