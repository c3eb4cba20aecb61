import fs from 'node:fs';
import path from 'node:path';
import { expect, test, withConsent } from './fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: catalogs are read as free-form JSON
type Catalog = Record<string, any>;
const catalog = (lng: string, ns: string): Catalog =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'src/client/locales', lng, `${ns}.json`), 'utf8'));
const LANGS = ['en', 'es', 'fr', 'de'] as const;
const NATIVE = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

test.describe('languages', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('the choice changes every visible text, sets <html lang> and survives a reload', async ({ page }) => {
    await page.goto('/');
    const english = await page.locator('body').innerText();
    for (const lng of ['es', 'fr', 'de', 'en'] as const) {
      const c = catalog(lng, 'common');
      await page.getByTestId('language-selector').first().selectOption({ label: NATIVE[lng] });
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.landing.hero.title);
      await expect(page.getByRole('banner').getByRole('button', { name: c.nav.signIn })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: c.footer.terms })).toBeVisible();
      if (lng !== 'en') {
        // No English sentence left behind: compare the texts of the whole page.
        const text = await page.locator('body').innerText();
        const englishLines = english.split('\n').filter((l) => l.trim().length > 25);
        const leftovers = englishLines.filter((l) => text.includes(l));
        expect(leftovers, `English left on the ${lng} page`).toEqual([]);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.landing.hero.title);
        expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(lng);
      }
    }
  });

  test('a first visit follows the browser language when supported', async ({ browser, baseURL }) => {
    for (const [locale, lng] of [
      ['de-AT', 'de'],
      ['fr-CA', 'fr'],
      ['it-IT', 'en'],
    ] as const) {
      const context = await browser.newContext({ locale, baseURL });
      const page = await context.newPage();
      await withConsent(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog(lng, 'common').landing.hero.title);
      await context.close();
    }
  });

  test('a stored unsupported language falls back to detection', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'xx'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  for (const lng of LANGS) {
    test(`the legal pages render in ${lng}`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('language', l), lng);
      const legal = catalog(lng, 'legal');
      const date = new Intl.DateTimeFormat({ en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' }[lng], {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(2025, 9, 10)));
      for (const doc of ['privacy', 'terms', 'cookies'] as const) {
        await page.goto(`/${doc}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal[doc].title);
        await expect(page.getByTestId('last-updated')).toHaveText(legal.lastUpdated.replace('{{date}}', date));
        const sections = page.locator('article section');
        await expect(sections).toHaveCount(legal[doc].sections.length);
        if (doc === 'terms') expect(legal[doc].sections).toHaveLength(17);
        await expect(page.locator('article')).not.toContainText('{{');
        await expect(page.locator('article')).toContainText('support@forja.app');
      }
      if (lng === 'en') {
        await page.goto('/terms');
        await expect(page.locator('article')).toContainText('Madrid');
        await expect(page.locator('article')).toContainText('12 months');
        await page.goto('/cookies');
        for (const duration of ['7 days', '24 hours', '1 year', '30 days', '2 years']) {
          await expect(page.locator('article table').last()).toContainText(duration);
        }
      }
    });
  }
});
