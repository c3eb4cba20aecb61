import { test as base, expect, type Page } from '@playwright/test';

export const BASE_URL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  return url;
};

/** Every test gets a fresh context (own storage) on the shared browser, with baseURL set. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(BASE_URL());
  },
});
export { expect };

/** Stores a consent choice before the page loads, so the banner stays away. */
export async function withConsent(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookie-consent')) {
      localStorage.setItem(
        'cookie-consent',
        JSON.stringify({ necessary: true, analytics: false, personalization: false, marketing: false }),
      );
      localStorage.setItem('cookie-consent-date', new Date().toISOString());
    }
  });
}
