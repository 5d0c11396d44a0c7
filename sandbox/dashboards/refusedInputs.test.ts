// The dashboard service refuses what it cannot store as sent, with a 400 that names the field: a name over
// the limit, and a version whose widget settings could break the viewer (src/platform/widgetProps.ts). Nothing is
// clamped or cut, and nothing is stored.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { dashboardEndpoints } from '../../src/platform/dashboardEndpoints';
import type { DashboardDocument, Widget } from '../../src/platform/dashboardDocument';
import type { DashboardOut, DashboardVersion } from '../../src/platform/dashboardTypes';
import { bearer, origin, setupSandboxServer, signIn } from '../testClient';
import { limits } from './validation';

setupSandboxServer();

const service = (endpoint: string) => `${origin}${servicePrefixes.dashboard}${endpoint}?organization=acme`;
const hallA = 'dsh-boiler-hall-a';

async function send(method: string, endpoint: string, body: string) {
  const token = (await signIn('alice')).access_token;
  const response = await fetch(service(endpoint), { method, headers: { ...bearer(token), 'content-type': 'application/json' }, body });
  return { status: response.status, message: ((await response.json()) as { message?: string }).message };
}

async function versions(): Promise<string[]> {
  const token = (await signIn('alice')).access_token;
  const listed = (await (await fetch(service(dashboardEndpoints.versions(hallA)), { headers: bearer(token) })).json()) as DashboardVersion[];
  return listed.map(({ version }) => version);
}

async function currentDocument(): Promise<DashboardDocument> {
  const token = (await signIn('alice')).access_token;
  const item = (await (await fetch(service(dashboardEndpoints.dashboard(hallA)), { headers: bearer(token) })).json()) as DashboardOut;
  return JSON.parse(item.json) as DashboardDocument;
}

function find(root: Widget, type: string): Widget | undefined {
  if (root.type === type) return root;
  for (const child of root.children) {
    const found = find(child, type);
    if (found) return found;
  }
  return undefined;
}

function firstOf(root: Widget, type: string): Widget {
  const found = find(root, type);
  if (!found) throw new Error(`no ${type}`);
  return found;
}

/** The version body with one setting of the first widget of `type` written verbatim into the JSON text. */
async function versionWith(type: string, prop: string, literal: string): Promise<string> {
  const document = await currentDocument();
  firstOf(document.projectWgt, type).props[prop] = '__verbatim__';
  const json = JSON.stringify(document).replace('"__verbatim__"', literal);
  return JSON.stringify({ json, description: 'refused' });
}

describe('dashboard versions: settings that could break a widget are refused', () => {
  it.each([
    ['ValueWgt', 'decimals', '-1', 'decimals must be a whole number from 0 to 10'],
    ['ValueWgt', 'decimals', '1000', 'decimals must be a whole number from 0 to 10'],
    ['ValueWgt', 'decimals', '1.5', 'decimals must be a whole number from 0 to 10'],
    ['ValueWgt', 'decimals', '1e309', 'decimals must be a whole number from 0 to 10'],
    ['TrendWgt', 'minutes', '-10', 'minutes must be a whole number from 1 to 10080'],
    ['GaugeWgt', 'max', '-5', 'max must be greater than min'],
    ['GaugeWgt', 'min', '"low"', 'min must be a finite number'],
    ['ValueWgt', 'title', JSON.stringify('t'.repeat(101)), 'title must be text of at most 100 characters'],
  ])('%s %s %s: 400 naming the widget and the setting, no version stored', async (type, prop, literal, problem) => {
    const before = await versions();
    const answer = await send('POST', dashboardEndpoints.versions(hallA), await versionWith(type, prop, literal));
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(new RegExp(`^json: widget ${type}\\d+: ${problem}$`));
    expect(await versions()).toEqual(before);
  });

  it('stores a version whose settings are at their limits', async () => {
    const answer = await send('POST', dashboardEndpoints.versions(hallA), await versionWith('ValueWgt', 'decimals', '10'));
    expect(answer.status).toBe(201);
  });
});

describe('names over the limit are refused, not cut', () => {
  it('a dashboard name', async () => {
    const document = await currentDocument();
    const name = 'n'.repeat(limits.name + 1);
    const created = await send('POST', dashboardEndpoints.dashboards, JSON.stringify({ name, json: JSON.stringify(document) }));
    expect(created).toEqual({ status: 400, message: `name must be at most ${limits.name} characters` });
    const renamed = await send('PATCH', dashboardEndpoints.dashboards, JSON.stringify({ id: hallA, name }));
    expect(renamed).toEqual({ status: 400, message: `name must be at most ${limits.name} characters` });
  });
});

describe('page titles over the limit are refused, not cut', () => {
  it('a version whose page title is over 100 characters: 400 naming the page and the field, no version stored', async () => {
    const before = await versions();
    const answer = await send('POST', dashboardEndpoints.versions(hallA), await versionWith('PageWgt', 'title', JSON.stringify('p'.repeat(101))));
    expect(answer).toEqual({ status: 400, message: 'json: page PageWgt0: title must be text of at most 100 characters' });
    expect(await versions()).toEqual(before);
    const atLimit = await send('POST', dashboardEndpoints.versions(hallA), await versionWith('PageWgt', 'title', JSON.stringify('p'.repeat(100))));
    expect(atLimit.status).toBe(201);
  });
});
