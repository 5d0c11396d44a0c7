// @vitest-environment jsdom
// The host side of the app's address on the back button (facts §13 IFRAME_HREF_CHANGED): a page the app moved to is
// an entry of the portal's history; going back (or forward) through those entries while the app is open tells the
// app its address once, to the app's origin, never '*', with the corvinaHost and locale the app was opened with
//; a step to another page of the portal, or to the address the app already has, tells it nothing.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useAppHrefSync } from '../../../src/features/store/useAppHrefSync';

const appOrigin = 'http://apps.localhost:4173';
const pageUrl = `${appOrigin}/line-monitor/index.html`;
const report = `${pageUrl}?view=report`;

let postMessage: ReturnType<typeof vi.fn>;
/** The query the app's frame was opened with (hostContext.ts frameAddress). */
const portalQuery = 'corvinaHost=http%3A%2F%2Flocalhost%3A4173&locale=it_IT';
const frame = () => ({ current: { contentWindow: { postMessage }, src: `${pageUrl}?${portalQuery}` } as unknown as HTMLIFrameElement });

/** Steps through the portal's history as the browser's buttons do, once the popstate has arrived. */
async function go(steps: number) {
  const arrived = new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
  await act(async () => {
    history.go(steps);
    await arrived;
  });
}

const appHref = () => new URLSearchParams(location.hash.split('?')[1]).get('appHref');

beforeEach(() => {
  postMessage = vi.fn();
  history.replaceState(null, '', '/#/store/container/1?org=1');
});
afterEach(cleanup);

describe('the app told its address on the back button', () => {
  test('a page the app moved to is a history entry; back and forward tell the app once each, to its origin', async () => {
    const hook = renderHook(() => useAppHrefSync({ frame: frame(), appOrigin, pageUrl }));
    const length = history.length;
    act(() => hook.result.current(`${report}&corvinaHost=http%3A%2F%2Flocalhost%3A4173&locale=en_US`, 'pushState'));
    expect(history.length).toBe(length + 1);
    expect(appHref()).toBe(report);
    expect(postMessage).not.toHaveBeenCalled();

    await go(-1);
    expect(appHref()).toBeNull();
    expect(postMessage.mock.calls).toEqual([[{ type: 'IFRAME_HREF_CHANGED', payload: { href: `${pageUrl}?${portalQuery}`, type: 'popstate' } }, appOrigin]]);

    await go(1);
    expect(postMessage).toHaveBeenCalledTimes(2);
    expect(postMessage.mock.calls[1]).toEqual([{ type: 'IFRAME_HREF_CHANGED', payload: { href: `${report}&${portalQuery}`, type: 'popstate' } }, appOrigin]);
    expect(postMessage.mock.calls.every(([, target]) => target === appOrigin)).toBe(true);
  });

  test('a replaced address adds no entry; nothing is told for an address the app has, another page, or another origin', async () => {
    const hook = renderHook(() => useAppHrefSync({ frame: frame(), appOrigin, pageUrl }));
    const length = history.length;
    act(() => hook.result.current(report, 'replaceState'));
    expect(history.length).toBe(length);
    expect(appHref()).toBe(report);
    // The app's own address again, and an address on another origin: nothing changes.
    act(() => hook.result.current(report, 'pushState'));
    act(() => hook.result.current('http://evil.localhost:4173/x', 'pushState'));
    expect(history.length).toBe(length);

    // A history step that leaves the container is not the app's to follow.
    history.pushState(null, '', '/#/alarms?org=1');
    await go(-1);
    await go(1);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
