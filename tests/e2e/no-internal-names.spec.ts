// No internal name reaches a person (./rawNames.ts): the audit log and a change of it name things, on a phone. Every
// screen the portal menu offers, and the access explainer, are read at 1440 px by the English walk of
// ./clipping.spec.ts, which measures them for cut text on the same visit.
import { expect, test, type Page, alicesDefault, landingHeading, openAndSignIn, resetSandbox } from './fixtures';
import { rawNamesIn, rawNamesOn, someWrites } from './rawNames';

test.beforeEach(async ({ request }) => resetSandbox(request));

async function aliceInAcme(page: Page) {
  await openAndSignIn(page, 'alice');
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await expect(landingHeading(page, alicesDefault.name)).toBeVisible();
}

test('the audit log and a change name things, on a phone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await aliceInAcme(page);
  await someWrites(page);
  await page.goto('/#/audit?org=1');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const found = await rawNamesOn(page, 'the audit log');
  await page.getByRole('button', { name: /^Show the change to / }).first().click();
  await expect(page.getByRole('dialog', { name: /^Change to / })).toBeVisible();
  // A change's values are the entity's own data (an alarm's device id among them); its words are its title, its
  // summary and its field names.
  const change = page.getByRole('dialog', { name: /^Change to / });
  const words = [await change.getByRole('heading').innerText(), ...(await change.getByRole('rowheader').allInnerTexts())];
  found.push(...rawNamesIn(words.join('\n'), 'a change of the audit log'));

  expect(found).toEqual([]);
});
