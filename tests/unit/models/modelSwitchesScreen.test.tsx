// @vitest-environment jsdom
// The models tab's experimental switches (spec §2), the portal started as boot.tsx starts it over the sandbox.
// Formula mapping: a preset whose path reads a formula (formula-mapping switch), the portal started as boot.tsx starts it over the
// sandbox: the service's markers are said at that path's field with their line and column and nothing is created;
// the formula mended, the preset is created with it. Without the switch the form offers device tags only.
// Structs: a model path may be a struct only with the switch on.
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { platformEndpoints } from '../../../src/platform/dashboardEndpoints';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { portalScreens } from '../portalScreens';

vi.mock('../../../src/session/identity', async () => ({ createIdentity: (await import('../faultScreens.identity')).sandboxIdentity }));

const server = setupSandboxServer();
const validations: string[] = [];
const jobs: unknown[] = [];
server.events.on('request:start', async ({ request }) => {
  const path = new URL(request.url).pathname;
  if (path === `${servicePrefixes.platform}${platformEndpoints.formulaValidation('acme')}`) validations.push(((await request.clone().json()) as { formula: string }).formula);
  if (path.endsWith('/presets') && request.method === 'POST') jobs.push(await request.clone().json());
});

const portal = portalScreens();
afterEach(() => {
  validations.length = 0;
  jobs.length = 0;
});

const press = async (name: string | RegExp, role = 'button') => fireEvent.click(await screen.findByRole(role, { name }));
// A required field's label ends with its asterisk.
const field = (label: string) => screen.findByLabelText(new RegExp(`^${label}( \\*)?$`));
const type = async (label: string, value: string) => fireEvent.change(await field(label), { target: { value } });

async function newChillerPreset() {
  await press('Presets of Chiller 1.0.0');
  await press('New preset');
  await type('Name', 'Fahrenheit');
}

describe('a formula data link', () => {
  test("is refused at its field with the service's marker, then created with the formula", async () => {
    await portal.open('alice', '/models?org=1', { switches: ['formulaMapping'] });
    await newChillerPreset();
    fireEvent.click(screen.getAllByRole('radio', { name: 'Formula' })[0]!);
    await type('Formula for Chiller/Temperature', '{Boiler/Temperature} * ');
    await press('Create preset');
    const formula = await field('Formula for Chiller/Temperature');
    await waitFor(() => expect(formula.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(formula.getAttribute('aria-describedby')!.split(' ').find((id) => id.includes('error'))!)?.textContent).toBe(
      'Line 1, column 24: The formula ends where a value was expected',
    );
    expect(validations).toEqual(['{Boiler/Temperature} * ']);
    expect(jobs).toEqual([]);

    await type('Formula for Chiller/Temperature', '{Boiler/Temperature} * 1.8 + 32');
    await press('Create preset');
    await screen.findByText('Preset Fahrenheit created.');
    expect(jobs).toMatchObject([
      {
        name: 'Fahrenheit',
        data: {
          properties: {
            'Chiller/Temperature': { datalink: { type: 'formula', source: '{Boiler/Temperature} * 1.8 + 32' } },
            'Chiller/Running': { datalink: { source: 'Chiller/Running' } },
          },
        },
      },
    ]);
  });

  test('is not offered without the switch: every path reads a device tag, and nothing is validated', async () => {
    await portal.open('alice', '/models?org=1');
    await newChillerPreset();
    expect(await field('Device tag for Chiller/Temperature')).toBeTruthy();
    expect(screen.queryAllByRole('radio', { name: 'Formula' })).toEqual([]);
    await press('Create preset');
    await screen.findByText('Preset Fahrenheit created.');
    expect(validations).toEqual([]);
  });
});

describe('a struct path', () => {
  const typesOffered = async () => [...((await field('Type of path 1')) as HTMLSelectElement).options].map(({ value }) => value);

  test('is offered with the structs switch only', async () => {
    await portal.open('alice', '/models?org=1');
    await press('New model');
    expect(await typesOffered()).not.toContain('struct');

    await portal.open('alice', '/models?org=1', { switches: ['structs'] });
    await press('New model');
    expect(await typesOffered()).toContain('struct');
  });
});
