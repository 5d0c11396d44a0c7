// What the host does with an app's navigation and address (facts §13): a platform page name or a path of the
// portal's signed-in pages leads there, keeping the person's organisation; anything else leads nowhere. The app's
// frame reopens the page kept in `appHref` only on the app's own origin, and its token never travels in the address.
import { describe, expect, test } from 'vitest';
import { portalTarget } from '../../../src/features/store/appPages';
import { frameAddress, hostContext, keptAddress, platformDomain } from '../../../src/features/store/hostContext';

const page = 'http://apps.localhost:4173/line-monitor/index.html';

describe('portalTarget', () => {
  test('platform page names lead to their sections', () => {
    expect(portalTarget('data-alarms')?.path).toBe('/alarms');
    expect(portalTarget('iam-roles')?.path).toBe('/roles');
    expect(portalTarget('device-manage')?.path).toBe('/devices');
    expect(portalTarget('log')?.path).toBe('/log');
    // `audit` is the deprecated name of `log`.
    expect(portalTarget('audit')?.path).toBe('/log');
  });

  test('every page name of the library’s CorvinaPages leads to a page of the portal', () => {
    const pages = {
      home: '/home',
      directaccess: '/directaccess',
      dashboard: '/directaccess',
      'device-activate': '/walkthrough',
      'device-manage': '/devices',
      'device-vpn': '/vpn-devices',
      'data-configure': '/devices?tab=models',
      'data-explore': '/data-explore',
      'data-alarms': '/alarms',
      'data-notifications': '/notifications',
      'iam-organizations': '/organizations',
      'iam-users': '/permission',
      'iam-roles': '/roles',
      dealer: '/dealer',
      audit: '/log',
      log: '/log',
      trigger: '/trigger',
    };
    for (const [name, path] of Object.entries(pages)) {
      const target = portalTarget(name);
      expect(target && `${target.path}${target.query.size > 0 ? `?${target.query.toString()}` : ''}`, name).toBe(path);
    }
  });

  test('a path of the portal keeps its query but not an organisation of the app’s choosing', () => {
    const target = portalTarget('/alarms?severity=5&org=9');
    expect(target?.path).toBe('/alarms');
    expect(target?.query.get('severity')).toBe('5');
    expect(target?.query.has('org')).toBe(false);
  });

  test('anything else leads nowhere', () => {
    for (const page of ['', 'nowhere', '//evil.example/alarms', 'https://evil.example/', '/no/such/page', '/register', '/vpn_logout', 'javascript:alert(1)']) {
      expect(portalTarget(page), page).toBeUndefined();
    }
  });
});

describe('frameAddress', () => {
  test('opens the app’s page with the portal’s origin and locale, never a token', () => {
    const address = new URL(frameAddress(page, null, 'http://localhost:4173', 'it-IT'));
    expect(address.origin + address.pathname).toBe(page);
    expect(address.searchParams.get('corvinaHost')).toBe('http://localhost:4173');
    expect(address.searchParams.get('locale')).toBe('it_IT');
    expect(address.search).not.toMatch(/token/i);
  });

  test('reopens the page kept in appHref on the app’s origin only', () => {
    const kept = 'http://apps.localhost:4173/line-monitor/index.html?view=report';
    expect(new URL(frameAddress(page, kept, 'http://localhost:4173', 'en-US')).searchParams.get('view')).toBe('report');
    for (const other of ['http://evil.localhost:4173/line-monitor/index.html?view=report', 'not an address', 'javascript:alert(1)']) {
      expect(new URL(frameAddress(page, other, 'http://localhost:4173', 'en-US')).href.startsWith(page), other).toBe(true);
    }
  });

  test('the kept address drops what the portal adds', () => {
    expect(keptAddress(`${page}?view=report&corvinaHost=http%3A%2F%2Flocalhost&locale=en_US`)).toBe(`${page}?view=report`);
  });
});

describe('hostContext', () => {
  test('names the domain without the application host’s label and leaves out what is not known yet', () => {
    expect(platformDomain('https://app.corvina.io')).toBe('corvina.io');
    const context = hostContext({
      username: 'alice',
      organization: { id: 1, resourceId: 'acme' },
      hosts: { appOrigin: 'http://app.localhost:4173' },
      portalOrigin: 'http://localhost:4173',
      timeZone: 'Europe/Rome',
    });
    expect(context).toEqual({
      username: 'alice',
      organizationId: '1',
      organizationResourceId: 'acme',
      corvinaHost: 'http://localhost:4173',
      corvinaDomain: 'localhost',
      defaultStandardTime: 'Europe/Rome',
      brandName: '',
    });
  });
});
