// Data exploration: alice finds two boilers by searching the organisation's devices, charts their
// temperature over the last day and exports the chart as CSV, whose rows are the simulated values
// (sandbox/devices/fleet.ts): each bucket's lowest at its start and highest at its middle, as the chart draws them;
// a reload of the address reopens the same view.
import { readFile } from 'node:fs/promises';
import { findDevice, findTag, tagValue } from '../../sandbox/devices/fleet';
import { expect, test, type Page, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

const sampleMs = 10_000;

/** A device's 10-second temperature samples in [start, end), as the simulation gives them. */
function simulated(deviceId: string, start: number, end: number): number[] {
  const device = findDevice(deviceId)!;
  const tag = findTag(device.model, 'Boiler/Temperature')!;
  const values: number[] = [];
  for (let at = Math.ceil(start / sampleMs) * sampleMs; at < end; at += sampleMs) values.push(Number(tagValue(device, tag, at)));
  return values;
}

async function addDevice(page: Page, search: string, label: string) {
  await page.getByRole('textbox', { name: 'Find a device' }).fill(search);
  await page.getByRole('button', { name: `Add ${label}` }).click();
  await expect(page.getByRole('list', { name: 'Devices compared' })).toContainText(label);
}

test('data exploration charts two devices’ temperature over a day and exports the CSV, whose rows match the simulated values', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/data-explore?org=1');
  await expect(page.getByRole('heading', { name: 'Data exploration', level: 1 })).toBeVisible();
  await addDevice(page, 'boiler hall', 'Boiler Hall A');
  await addDevice(page, 'hall b', 'Boiler Hall B');
  await page.getByRole('checkbox', { name: 'Boiler/Temperature (°C)' }).check();
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue(String(24 * 3_600_000));

  const chart = page.getByRole('region', { name: 'Boiler/Temperature' });
  await expect(chart.getByRole('img', { name: /^Boiler\/Temperature \(°C\): Boiler Hall A: \d+ samples.*; Boiler Hall B: \d+ samples/ })).toBeVisible();
  await expect(page).toHaveURL(/devices=dev-acme-boiler-1,dev-acme-boiler-2/);

  const download = page.waitForEvent('download');
  await chart.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Boiler-Temperature.csv');
  const [header, ...rows] = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(header).toBe('Time,Boiler Hall A,Boiler Hall B');

  const table = rows.map((row) => row.split(','));
  const times = table.map(([time]) => Date.parse(time ?? ''));
  const bucket = (times[2] ?? 0) - (times[0] ?? 0);
  // A day at about two points per pixel: round buckets of more than the devices' 10 s, covering the whole day.
  expect(bucket % sampleMs).toBe(0);
  expect(bucket * (rows.length / 2)).toBeGreaterThan(24 * 3_600_000 - 2 * bucket);
  // Each full bucket (the newest may still be filling) is two rows: at its start the lowest of each device's
  // simulated samples in it, at its middle the highest.
  for (let row = 0; row + 3 < table.length; row += 2) {
    const start = times[row] ?? 0;
    expect(times[row + 1]).toBe(start + bucket / 2);
    expect(times[row + 2]).toBe(start + bucket);
    for (const [column, deviceId] of [[1, 'dev-acme-boiler-1'], [2, 'dev-acme-boiler-2']] as const) {
      const values = simulated(deviceId, start, start + bucket);
      expect(Number(table[row]?.[column])).toBe(Math.min(...values));
      expect(Number(table[row + 1]?.[column])).toBe(Math.max(...values));
    }
  }

  // The address holds the whole view: a reload shows the same devices, tag and range.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Devices compared' }).getByRole('listitem')).toHaveText(['Boiler Hall A', 'Boiler Hall B']);
  await expect(page.getByRole('checkbox', { name: 'Boiler/Temperature (°C)' })).toBeChecked();
  await expect(chart.getByRole('img', { name: /Boiler Hall B: \d+ samples/ })).toBeVisible();
});

test('a boiler and a conveyor: a fifth tag is refused at the tags, and a week earlier is drawn beside each device', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/data-explore?org=1&devices=dev-acme-boiler-1,dev-acme-conveyor-1&tags=Boiler/Temperature');
  const tags = page.getByRole('group', { name: 'Tags' });
  for (const name of ['Drive/Speed (m/s)', 'Drive/Current (A)', 'Counter/Pieces (pcs)']) await tags.getByRole('checkbox', { name }).check();
  await tags.getByRole('checkbox', { name: 'Boiler/Pressure (bar)' }).click();
  await expect(tags).toHaveAccessibleDescription('At most 4 tags are charted at once. Clear one to add another.');
  await expect(tags.getByRole('checkbox', { name: 'Boiler/Pressure (bar)' })).not.toBeChecked();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Boiler/Temperature (°C)', 'Drive/Speed (m/s)', 'Drive/Current (A)', 'Counter/Pieces (pcs)']);

  await page.getByRole('combobox', { name: 'Compare with' }).selectOption({ label: 'The same range a week earlier' });
  await expect(page).toHaveURL(/overlay=week/);
  // Each chart draws only the devices that have its tag, each beside its week-earlier line.
  await expect(page.getByRole('region', { name: 'Drive/Speed' }).getByRole('img')).toHaveAccessibleName(
    /^Drive\/Speed \(m\/s\): Conveyor Line 1: \d+ samples.*; Conveyor Line 1, a week earlier: \d+ samples/,
  );
  await expectNoSeriousA11yViolations(page, 'data exploration');
});

test('a link’s device the organisation no longer has is named and left out; a seventh device is refused at the search', async ({ page, request }) => {
  expect((await request.put('/__sandbox/config', { data: { bulkDevices: 10 } })).status()).toBe(200);
  await openAndSignIn(page, 'alice', '/#/data-explore?org=1&devices=dev-acme-boiler-1,dev-acme-gone&tags=Boiler/Temperature');
  await expect(page.getByRole('status').filter({ hasText: 'Not in this organization' })).toContainText('dev-acme-gone');
  await expect(page).not.toHaveURL(/dev-acme-gone/);
  await expect(page.getByRole('list', { name: 'Devices compared' }).getByRole('listitem')).toHaveText(['Boiler Hall A']);

  const search = page.getByRole('textbox', { name: 'Find a device' });
  await search.fill('0000');
  await expect(page.getByText('8 of 10 devices found; narrow the search for the rest.')).toBeVisible();
  for (const label of ['Boiler 000001', 'Conveyor 000002', 'Boiler 000003', 'Conveyor 000004', 'Boiler 000005']) {
    await page.getByRole('button', { name: `Add ${label}` }).click();
  }
  await expect(page.getByRole('list', { name: 'Devices compared' }).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('button', { name: 'Add Boiler 000007' }).click();
  await expect(search).toHaveAccessibleDescription(/At most 6 devices are compared at once\. Remove one to add another\./);
  await expect(page.getByRole('list', { name: 'Devices compared' }).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('button', { name: 'Remove Boiler 000001' }).click();
  await page.getByRole('button', { name: 'Add Boiler 000007' }).click();
  await expect(page.getByRole('list', { name: 'Devices compared' })).toContainText('Boiler 000007');
});

test('a custom range is kept in the address and a reload shows the same window', async ({ page }) => {
  await openAndSignIn(page, 'alice', '/#/data-explore?org=1&devices=dev-acme-boiler-2&tags=Boiler/Pressure');
  await page.getByRole('combobox', { name: 'Time range' }).selectOption({ label: 'Custom range' });
  const custom = page.getByRole('form', { name: 'Custom range' });
  await custom.getByLabel('From').fill('03/02/2026 8:00 AM');
  await custom.getByLabel('To').fill('03/02/2026 9:00 AM');
  await custom.getByRole('button', { name: 'Show' }).click();
  // The fields are in the browser's time zone; the address holds the same instants in UTC.
  const [from, to] = await page.evaluate(() => [new Date('2026-03-02T08:00').toISOString(), new Date('2026-03-02T09:00').toISOString()]);
  await expect(page).toHaveURL(new RegExp(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`));
  // An hour at the devices' own 10 s: 361 samples.
  const chart = page.getByRole('region', { name: 'Boiler/Pressure' }).getByRole('img', { name: /^Boiler\/Pressure \(bar\): 361 samples/ });
  await expect(chart).toBeVisible();
  await page.reload();
  await expect(chart).toBeVisible();
  await expect(page.getByRole('button', { name: /^Change the time range / })).toBeVisible();
});
