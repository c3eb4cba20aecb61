import fs from 'node:fs';
import path from 'node:path';
import { expect, test, withConsent } from './fixtures.ts';

const common = (lng: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'src/client/locales', lng, 'common.json'), 'utf8'));

test.describe('the front door', () => {
  test('the landing page has every section, prerendered and in each language', async ({ page, request }) => {
    for (const lng of ['en', 'es', 'fr', 'de']) {
      const html = await (await request.get('/', { headers: { 'Accept-Language': lng } })).text();
      expect(html).toContain(`<html lang="${lng}">`);
      expect(html).toContain(common(lng).landing.hero.title);
      // The first paint waits for the whole page (decision 011): the element it waits for is in the page.
      expect(html).toContain('<link rel="expect" href="#site-footer" blocking="render">');
      expect(html).toContain('<footer id="site-footer"');
    }
    await withConsent(page);
    await page.goto('/');
    for (const id of ['features', 'agents', 'pricing']) await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.getByText('12,000+ active users')).toBeVisible();
    await expect(page.getByText('Example conversation')).toBeVisible();
    await expect(page.getByTestId('countdown')).toHaveText(/^(10:00|09:5\d)$/);
    await expect(page.getByTestId('plan-PRO')).toContainText('€7.49');
    await expect(page.getByTestId('plan-ANNUAL')).toContainText('€0.19');
    await expect(page.getByText('Step 1 of 3').first()).toBeVisible();
  });

  test('a visitor chats four messages in the preview and meets the paywall', async ({ page }) => {
    await withConsent(page);
    await page.goto('/');
    await page.getByRole('button', { name: /Yoga/ }).click();
    const chat = page.getByTestId('preview-chat');
    await expect(chat).toContainText('Maya');
    const input = chat.getByRole('textbox');
    await input.fill('   ');
    await input.press('Enter');
    await expect(chat.locator('[data-role="user"]')).toHaveCount(0);
    await input.fill('What is RIR?');
    await input.press('Shift+Enter');
    await expect(chat.locator('[data-role="user"]')).toHaveCount(0);
    await input.fill('x'.repeat(400));
    await expect(input).toHaveValue('x'.repeat(300));
    for (let i = 1; i <= 4; i++) {
      await input.fill(i === 1 ? 'Hi!' : 'What is RIR?');
      await input.press('Enter');
      await expect(chat.locator('[data-role="assistant"]')).toHaveCount(i);
    }
    await expect(chat.locator('[data-role="assistant"]').last()).toContainText('reps in reserve');
    const paywall = page.getByTestId('paywall');
    await expect(paywall).toBeVisible();
    await expect(chat.getByRole('textbox')).toHaveCount(0);
    await paywall.getByRole('button', { name: 'Personalise my coach' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('selected-agent'))) ?? '{}')).toEqual({
      category: 'yoga',
      style: 'yin',
    });
  });

  test('the pricing popup opens after 2 s, and once dismissed stays away on reload', async ({ page }) => {
    await withConsent(page, { popup: true });
    await page.goto('/');
    const popup = page.getByTestId('pricing-popup');
    await expect(popup).toBeHidden();
    await expect(popup).toBeVisible({ timeout: 5000 });
    await expect(popup.getByTestId('countdown')).toHaveText(/^(10:00|09:5\d)$/);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    const stored = Number(await page.evaluate(() => localStorage.getItem('pricing-popup-dismissed')));
    expect(Date.now() - stored).toBeLessThan(60_000);
    await page.reload();
    await page.waitForTimeout(2500);
    await expect(popup).toBeHidden();
  });

  test('the pricing popup is a modal: focus stays inside, the overlay and Escape dismiss it', async ({ page }) => {
    await withConsent(page, { popup: true });
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Start your free trial today' });
    await expect(popup).toBeVisible({ timeout: 5000 });
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    const focusInside = () => popup.evaluate((el) => el.contains(document.activeElement));
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
    await page.mouse.click(5, 5);
    await expect(popup).toBeHidden();
    expect(Number(await page.evaluate(() => localStorage.getItem('pricing-popup-dismissed')))).toBeGreaterThan(0);

    await page.evaluate(() => localStorage.removeItem('pricing-popup-dismissed'));
    await page.reload();
    await expect(popup).toBeVisible({ timeout: 5000 });
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('the pricing login dialog asks for a valid email', async ({ page }) => {
    await withConsent(page);
    await page.goto('/#pricing');
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByLabel('Email').fill('nope');
    await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(dialog.getByText('Valid email is required')).toBeVisible();
  });

  test('the support chat answers a refund question with a button to the right page', async ({ page }) => {
    await withConsent(page);
    await page.goto('/support');
    const chat = page.getByTestId('support-chat');
    await chat.getByRole('textbox').fill('How do I get a refund?');
    await chat.getByRole('textbox').press('Enter');
    await expect(chat.locator('[data-role="assistant"]')).toContainText('30 days');
    await chat.getByRole('link', { name: 'Go to Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.goto('/support');
    await page.getByRole('button', { name: /free trial work/i }).click();
    await expect(page.getByText(/no card/i).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start your 3-day free trial' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });
});
