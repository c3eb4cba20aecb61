import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'),
    date: localStorage.getItem('cookie-consent-date'),
    analyticsDisabled: (window as unknown as Record<string, unknown>)['forja-analytics-disabled'],
  }));

const banner = (page: Page) => page.getByTestId('cookie-banner');

test.describe('cookie consent', () => {
  test('the banner appears about a second after a first visit', async ({ page }) => {
    await page.goto('/');
    const start = Date.now();
    await expect(banner(page)).toBeHidden();
    await expect(banner(page)).toBeVisible();
    expect(Date.now() - start).toBeGreaterThan(500);
    await expect(banner(page).getByRole('heading')).toHaveText('We value your privacy');
    await expect(banner(page).getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/cookies');
  });

  test('Accept All stores every category and stays away on reload', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    const s = await stored(page);
    expect(s.consent).toEqual({ necessary: true, analytics: true, personalization: true, marketing: true });
    expect(new Date(s.date ?? '').toString()).not.toBe('Invalid Date');
    expect(s.analyticsDisabled).toBe(false);
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(banner(page)).toBeHidden();
  });

  test('Necessary Only stores necessary alone and turns analytics off', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Necessary Only' }).click();
    const s = await stored(page);
    expect(s.consent).toEqual({ necessary: true, analytics: false, personalization: false, marketing: false });
    expect(s.analyticsDisabled).toBe(true);
  });

  test('Customize opens the preferences with their defaults; Cancel closes only the dialog', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Required')).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Strictly Necessary' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Strictly Necessary' })).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: 'Analytics & Performance' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Personalization' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
    expect((await stored(page)).consent).toBeNull();
  });

  test('Save Preferences stores the toggles and closes dialog and banner', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByRole('switch', { name: 'Analytics & Performance' }).click();
    await dialog.getByRole('switch', { name: 'Marketing' }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    const s = await stored(page);
    expect(s.consent).toEqual({ necessary: true, analytics: false, personalization: true, marketing: true });
    expect(s.analyticsDisabled).toBe(true);
  });

  test('the close icon hides the banner without storing, so it returns next visit', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Close cookie notice' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await stored(page)).consent).toBeNull();
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test('the cookie policy page reopens the preferences', async ({ page }) => {
    await page.goto('/cookies');
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('button', { name: 'Manage cookie preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  });
});
