// Spec §2 /trigger on the sandbox's trigger manager: alice drafts a rule on Boiler Hall B's temperature, tries it
// against the boiler's last hour (it swings past 90 °C every ten minutes), saves it, enables it, and watches its
// counters move as the boiler sends samples.
import { expect, test, expectNoSeriousA11yViolations, openAndSignIn, resetSandbox } from './fixtures';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('a trigger tried against history shows its firings, is enabled, and its counters move', async ({ page }) => {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Organization: Acme' }).waitFor();
  await page.goto('/#/trigger?org=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Triggers' })).toBeVisible();

  await page.getByRole('button', { name: 'New trigger' }).click();
  const dialog = page.getByRole('dialog', { name: 'New trigger' });
  // What is missing is named at its field.
  await dialog.getByRole('button', { name: 'Save trigger' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Level' })).toHaveAccessibleDescription('Enter a number.');

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Hall B over 90');
  await dialog.getByRole('combobox', { name: 'Device' }).selectOption({ label: 'Boiler Hall B' });
  await dialog.getByRole('combobox', { name: 'Tag' }).selectOption('Boiler/Temperature');
  await dialog.getByRole('textbox', { name: 'Level' }).fill('90');
  await dialog.getByRole('textbox', { name: 'Recipients' }).fill('shift@acme.example');

  await dialog.getByRole('button', { name: 'Try against history' }).click();
  const trial = dialog.getByRole('region', { name: 'When it would have fired' });
  await expect(trial.getByRole('status')).toHaveText(/^It would have fired [56] times in the last 1 h \(360 samples\)\./);
  expect(await trial.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
  await expectNoSeriousA11yViolations(page, 'the trigger form with a trial');

  await dialog.getByRole('button', { name: 'Save trigger' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Triggers' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Hall B over 90' }) });
  await expect(row).toContainText('rises to 90');
  await expect(row.getByRole('cell').nth(2)).toHaveText('0 / 0 / 0');

  const enabled = row.getByRole('switch', { name: 'Enabled: Hall B over 90' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await enabled.click({ force: true });
  await expect(enabled).toBeChecked();
  // The boiler sends a sample every 10 s; the list reads the counters again as often.
  await expect(row.getByRole('cell').nth(2)).not.toHaveText(/^0 \//, { timeout: 25_000 });
  await expectNoSeriousA11yViolations(page, 'the triggers');
});
