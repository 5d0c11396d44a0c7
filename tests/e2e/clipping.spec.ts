// Nothing cut or clipped, in every language the portal speaks, at desktop (1440 px) and phone (390 px) width: every
// screen the menu reaches, and the dialogs where cutting was seen (a dashboard's versions, the editor's canvas, a
// role's permission grid), measured by one rule (./clipping.ts). One browser context per language, both widths in
// it; each screen is measured when its data has arrived, and measured again until it is clean or 5 s have passed,
// so a layout still settling after a resize is not a failure and a real cut is. The English walk also reads each
// screen of the menu at 1440 px, and the access explainer, for internal names (./rawNames.ts), after a write the audit
// log names: one walk for both rules, as each screen costs a page's layout and its data.
import { readFileSync } from 'node:fs';
import { findClipped } from './clipping';
import { expect, test, type Page, resetSandbox, signIn } from './fixtures';
import { rawNamesOn, someWrites } from './rawNames';

const locales = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT'] as const;
const widths = [1440, 390] as const;

/** A text as the locale's catalogues translate it (the English text where a catalogue has none). */
function translated(locale: string, text: string): string {
  for (const catalogue of ['sections', 'messages']) {
    const po = readFileSync(new URL(`../../locales/${locale}/${catalogue}.po`, import.meta.url), 'utf8');
    const found = po.match(new RegExp(`\\nmsgid "${text}"\\nmsgstr "(.+)"`));
    if (found?.[1]) return found[1];
  }
  return text;
}

/** The screen has its heading and nothing in it is still loading. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('dialog').getByRole('progressbar')).toHaveCount(0);
}

/** Every screen is measured even after one fails, and the report lists them all. */
const softly = expect.configure({ soft: true });

/** At each width, nothing on the page as it is now is cut; `atDesktop` reads the page once measured at 1440 px. */
async function expectNothingCut(page: Page, where: string, atDesktop?: () => Promise<void>) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await settled(page);
    await softly.poll(() => page.evaluate(findClipped), { message: `${where} at ${width} px`, timeout: 5_000 }).toEqual([]);
    if (width === widths[0]) await atDesktop?.();
  }
}

test.describe.configure({ mode: 'parallel' });

for (const locale of locales) {
  test.describe(locale, () => {
    test.use({ locale, viewport: { width: widths[0], height: 900 } });

    const english = locale === 'en-US';
    const title = `nothing is cut on any screen in ${locale} at 1440 and 390 px${english ? ', and no screen of the menu nor the access explainer shows an internal name' : ''}`;
    test(title, async ({ page, request }) => {
      test.setTimeout(english ? 240_000 : 120_000);
      await resetSandbox(request);
      await page.goto('/#/directaccess?org=1');
      await signIn(page, 'alice');
      await settled(page);
      if (english) await someWrites(page);
      const sections = await page
        .getByRole('navigation')
        .first()
        .locator('a[href*="#/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).hash))]);
      expect(sections.length, 'the menu lists every section').toBeGreaterThan(12);

      const internalNames: string[] = [];
      for (const hash of sections) {
        await page.goto(`/${hash}`);
        await expectNothingCut(page, hash, english ? async () => void internalNames.push(...(await rawNamesOn(page, hash))) : undefined);
      }

      await page.goto('/#/dashboards/dsh-boiler-hall-a?org=1');
      await settled(page);
      await page.getByRole('button', { name: translated(locale, 'Versions'), exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
      await expectNothingCut(page, 'the versions dialog');
      await page.keyboard.press('Escape');

      await page.goto('/#/dashboards/dsh-boiler-hall-a/edit?org=1');
      await expect(page.locator('[data-widget-type="ValueWgt"]').first()).toBeVisible();
      await expectNothingCut(page, 'the editor');

      await page.goto('/#/roles?org=1');
      await settled(page);
      await page.getByRole('button', { name: translated(locale, 'New role'), exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible();
      await expectNothingCut(page, 'the permission grid');
      if (!english) return;

      // "Why can't they?": bob's access, asked about a screen he may not open.
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: widths[0], height: 900 });
      await page.goto('/#/permission?org=1');
      await settled(page);
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByRole('button', { name: 'Access of bob' }).click();
      const access = page.getByRole('dialog', { name: 'Access of bob' });
      await access.getByRole('combobox', { name: 'Screen of the portal' }).selectOption({ label: 'Users and permissions' });
      await expect(access.getByText('bob may not open Users and permissions')).toBeVisible();
      internalNames.push(...(await rawNamesOn(page, 'the access explainer')));
      expect(internalNames, 'internal names shown').toEqual([]);
    });
  });
}
