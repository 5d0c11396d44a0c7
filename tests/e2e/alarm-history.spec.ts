// The alarms section's History tab before an alarm is picked: the organisation's alarm history (every device and
// status, the latest change first, paged, narrowed by severity and device); picking an alarm narrows to its state
// changes. Values carry their tag's unit, in English and German. The sandbox's alarm clock is pinned (alarms.spec.ts).
import { expect, test, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  expect((await request.put('/__sandbox/alarms', { data: { at: '2025-03-03T09:00:00Z' } })).status()).toBe(204);
});

test("the History tab shows every device's alarms, latest change first, and narrows to one alarm", async ({ page }) => {
  await openAndSignIn(page, 'bob', '/#/alarms?org=1&tab=alarms-history');
  const history = page.getByRole('tabpanel', { name: 'History' });
  await expect(history.getByText(/^Every alarm of the organization, on every device and in every status/)).toBeVisible();
  const total = history.getByRole('status').filter({ hasText: /^\d+ alarms?$/ });
  await expect(total).toHaveText(/^\d+ alarms$/);
  const all = Number((await total.textContent())?.split(' ')[0]);
  const rows = history.getByRole('table').getByRole('row');
  // Cleared alarms are history too, on several devices.
  await expect(rows.filter({ hasText: 'Cleared' }).first()).toBeVisible();
  const devices = await rows.locator('td:nth-child(3)').allTextContents();
  expect(new Set(devices).size).toBeGreaterThan(1);

  await history.getByRole('combobox', { name: 'Minimum severity' }).selectOption({ label: '6 Emergency' });
  await expect(total).not.toHaveText(`${all} alarms`);
  await expect.poll(async () => [...new Set(await rows.locator('td:nth-child(1)').allTextContents())]).toEqual(['6 Emergency']);
  await history.getByRole('combobox', { name: 'Device' }).selectOption({ label: 'Boiler Hall A' });
  await expect.poll(async () => [...new Set(await rows.locator('td:nth-child(3)').allTextContents())]).toEqual(['Boiler Hall A']);

  await history.getByRole('button', { name: 'History of HighTemperature on Boiler Hall A' }).click();
  await expect(page.getByRole('heading', { name: 'HighTemperature on Boiler Hall A' })).toBeVisible();
  await expect(page.getByText(/^Value: \d+(\.\d+)?\s°C$/)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^\d+(\.\d+)?\s°C$/);
  await page.getByRole('button', { name: "Every alarm's history" }).click();
  await expect(history.getByRole('combobox', { name: 'Minimum severity' })).toBeVisible();
});

test('alarm values carry their unit, in the list and on German screens', async ({ page, browser, baseURL }) => {
  await openAndSignIn(page, 'bob', '/#/alarms?org=1&status=all');
  const value = (alarm: string, device: string) =>
    page.getByRole('row').filter({ has: page.getByRole('button', { name: `History of ${alarm} on ${device}` }) }).getByRole('cell').last();
  await expect(value('HighTemperature', 'Boiler Hall A')).toHaveText(/^\d+\.\d+\s°C$/);
  await expect(value('HighPressure', 'Boiler Hall A')).toHaveText(/^\d+\.\d+\sbar$/);
  await expect(value('Overcurrent', 'Conveyor Line 1')).toHaveText(/^\d+(\.\d+)?\sA$/);

  const german = await browser.newPage({ baseURL });
  await openAndSignIn(german, 'erin', '/#/alarms?org=1&status=all');
  const wert = german.getByRole('row').filter({ has: german.getByRole('button', { name: /HighTemperature.*Boiler Hall A/ }) }).getByRole('cell').last();
  await expect(wert).toHaveText(/^\d+,\d+\s°C$/);
  await german.close();
});
