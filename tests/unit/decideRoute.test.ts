// src/app/decideRoute.ts: the guard chain's last step (spec §5): the organisation in the URL, the route's rules and
// the /home landing.
import { describe, expect, test } from 'vitest';
import type { NavTarget } from '../../machines/navigationGuard.machine';
import type { OrganizationSelection } from '../../machines/organizationChoice.machine';
import { decideRoute, deniedIn } from '../../src/app/decideRoute';
import { acme, acmeNorth } from '../model/organizations';
import { accessWith, allBuilt, allScopes } from './access';

const inAcme: OrganizationSelection = { organization: acme };
const inAcmeNorth: OrganizationSelection = { organization: acme, subOrganization: acmeNorth };

function to(name: string, path: string, search = ''): NavTarget {
  return { path, search, route: { name }, requestedOrganization: [] };
}

const nothingBuilt = () => false;

describe('decideRoute (spec §5)', () => {
  test('the organisation selector with an org given goes home, keeping the org list', () => {
    expect(decideRoute({ target: to('organization', '/organization', 'org=1'), selection: inAcme }, accessWith(allScopes), allBuilt)).toEqual({
      kind: 'redirect',
      to: '/home?org=1',
    });
    expect(decideRoute({ target: to('organization', '/organization', 'org=1%2C4&redirectTo=%2Fdevices') }, undefined, allBuilt)).toEqual({
      kind: 'redirect',
      to: '/home?org=1,4',
    });
  });

  test('the organisation selector without an org, and routes outside an organisation, are allowed', () => {
    expect(decideRoute({ target: to('organization', '/organization', 'redirectTo=%2Fhome'), selection: inAcme }, accessWith([]), allBuilt)).toEqual({
      kind: 'allow',
    });
    expect(decideRoute({ target: to('unauthorized', '/unauthorized'), selection: inAcme }, accessWith([]), allBuilt)).toEqual({ kind: 'allow' });
  });

  test('an organisation screen without its org in the URL is redirected to carry it, other query keys kept', () => {
    const access = accessWith(allScopes);
    expect(decideRoute({ target: to('devices', '/devices'), selection: inAcme }, access, allBuilt)).toEqual({
      kind: 'redirect',
      to: '/devices?org=1',
    });
    expect(decideRoute({ target: to('devices', '/devices', 'tab=groups'), selection: inAcme }, access, allBuilt)).toEqual({
      kind: 'redirect',
      to: '/devices?tab=groups&org=1',
    });
  });

  test('a different org in the URL is replaced by the selected one', () => {
    expect(decideRoute({ target: to('devices', '/devices', 'org=2&tab=groups'), selection: inAcme }, accessWith(allScopes), allBuilt)).toEqual({
      kind: 'redirect',
      to: '/devices?org=1&tab=groups',
    });
  });

  test('a sub-organisation is written as the literal list org=1,4', () => {
    expect(decideRoute({ target: to('devices', '/devices'), selection: inAcmeNorth }, accessWith(allScopes), allBuilt)).toEqual({
      kind: 'redirect',
      to: '/devices?org=1,4',
    });
    // Already there, written either way.
    expect(decideRoute({ target: to('devices', '/devices', 'org=1,4'), selection: inAcmeNorth }, accessWith(allScopes), allBuilt)).toEqual({
      kind: 'allow',
    });
    expect(decideRoute({ target: to('devices', '/devices', 'org=1%2C4'), selection: inAcmeNorth }, accessWith(allScopes), allBuilt)).toEqual({
      kind: 'allow',
    });
  });

  test('a denied route goes home in the same organisation, saying which and why', () => {
    // IoT-only route in an organisation without IoT.
    expect(
      decideRoute({ target: to('dashboards', '/dashboards', 'org=1'), selection: inAcme }, accessWith(allScopes, { iot: false }), allBuilt),
    ).toEqual({ kind: 'redirect', to: '/home?denied=%2Fdashboards&reason=iot&org=1' });
    // Missing permission, in a sub-organisation.
    expect(
      decideRoute({ target: to('devices', '/devices', 'org=1,4'), selection: inAcmeNorth }, accessWith(['portal:access']), allBuilt),
    ).toEqual({ kind: 'redirect', to: '/home?denied=%2Fdevices&reason=permission&org=1,4' });
    // VPN-only route in an organisation without VPN.
    expect(
      decideRoute({ target: to('vpn-devices', '/vpn-devices', 'org=1'), selection: inAcme }, accessWith(allScopes, { vpn: false }), allBuilt),
    ).toEqual({ kind: 'redirect', to: '/home?denied=%2Fvpn-devices&reason=vpn&org=1' });
  });

  test('home carries the denial on to where it lands, and only a well-formed one', () => {
    const home = (search: string) => decideRoute({ target: to('home', '/home', search), selection: inAcme }, accessWith(allScopes), allBuilt);
    expect(home('denied=%2Fnotifications&reason=permission&org=1')).toEqual({
      kind: 'redirect',
      to: '/dashboards?denied=%2Fnotifications&reason=permission&org=1',
    });
    expect(home('denied=%2Fnotifications&reason=whatever&org=1')).toEqual({ kind: 'redirect', to: '/dashboards?org=1' });
    expect(home('denied=https%3A%2F%2Fevil.example&reason=iot&org=1')).toEqual({ kind: 'redirect', to: '/dashboards?org=1' });
  });

  test('deniedIn reads the denial of a landing', () => {
    expect(deniedIn('org=1&denied=%2Falarms&reason=iot')).toEqual({ path: '/alarms', reason: 'iot' });
    expect(deniedIn('org=1,4&denied=%2Fstore&reason=store')).toEqual({ path: '/store', reason: 'store' });
    expect(deniedIn('org=1')).toBeUndefined();
    expect(deniedIn('denied=%2Falarms&reason=role')).toBeUndefined();
  });

  test('home itself denied goes to the unauthorized screen', () => {
    expect(decideRoute({ target: to('home', '/home', 'org=1'), selection: inAcme }, accessWith(['devices:read']), allBuilt)).toEqual({
      kind: 'redirect',
      to: '/unauthorized',
    });
  });

  test('home lands on the first accessible area, in the same organisation', () => {
    expect(decideRoute({ target: to('home', '/home', 'org=1'), selection: inAcme }, accessWith(allScopes), allBuilt)).toEqual({
      kind: 'redirect',
      to: '/dashboards?org=1',
    });
    expect(
      decideRoute({ target: to('home', '/home', 'org=1,4'), selection: inAcmeNorth }, accessWith(allScopes, { iot: false }), allBuilt),
    ).toEqual({ kind: 'redirect', to: '/vpn-devices?org=1,4' });
    expect(decideRoute({ target: to('home', '/home', 'org=1'), selection: inAcme }, accessWith(['portal:access']), allBuilt)).toEqual({
      kind: 'redirect',
      to: '/directaccess?org=1',
    });
  });

  test('home with no area to land on stays home', () => {
    expect(decideRoute({ target: to('home', '/home', 'org=1'), selection: inAcme }, accessWith(allScopes), nothingBuilt)).toEqual({
      kind: 'allow',
    });
  });

  test('an allowed route with its org in the URL is allowed', () => {
    expect(decideRoute({ target: to('devices', '/devices', 'org=1&tab=groups'), selection: inAcme }, accessWith(allScopes), allBuilt)).toEqual({
      kind: 'allow',
    });
    expect(
      decideRoute({ target: to('dashboard-view', '/dashboards/p1', 'org=1&version=3'), selection: inAcme }, accessWith(allScopes), allBuilt),
    ).toEqual({ kind: 'allow' });
  });
});
