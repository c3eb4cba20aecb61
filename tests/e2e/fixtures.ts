import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import type { E2EMember, SeededMembers } from './seed-members.ts';

export const BASE_URL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
  return url;
};

const whenReady = (page: Page) => page.waitForSelector('html[data-ready="true"]', { state: 'attached' });

/**
 * Every test gets a fresh context (own storage) on the shared browser, with baseURL set. The
 * landing page arrives prerendered: navigation waits until the app has taken over, as a person
 * would wait for a page to respond.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      if (new URL(page.url()).pathname.startsWith('/local-')) return res;
      await whenReady(page);
      return res;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const res = await reload(options);
      await whenReady(page);
      return res;
    };
    await use(page);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(BASE_URL());
  },
});
export { expect };

/**
 * Stores a consent choice before the page loads, so the banner stays away. The pricing popup is
 * dismissed too, unless the test is about it (`{ popup: true }`).
 */
export async function withConsent(page: Page, { popup = false }: { popup?: boolean } = {}) {
  await page.addInitScript((showPopup) => {
    if (!localStorage.getItem('cookie-consent')) {
      localStorage.setItem(
        'cookie-consent',
        JSON.stringify({ necessary: true, analytics: false, personalization: false, marketing: false }),
      );
      localStorage.setItem('cookie-consent-date', new Date().toISOString());
    }
    // The landing page's pricing popup has its own tests; elsewhere it would cover the page.
    if (!showPopup && !localStorage.getItem('pricing-popup-dismissed'))
      localStorage.setItem('pricing-popup-dismissed', String(Date.now()));
  }, popup);
}

/** Waits for a mail to an address in the SMTP peer's mailbox and returns the sign-in link in it. */
export async function waitForLink(
  to: string,
  after = 0,
  timeoutMs = 15_000,
): Promise<{ link: string; subject: string; count: number }> {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const dir = process.env.E2E_MAILBOX;
  if (!dir) throw new Error('E2E_MAILBOX is not set');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = fs
      .readdirSync(dir)
      .sort()
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string[]; raw: string })
      .filter((m) => m.to.includes(to));
    if (mails.length > after) {
      const raw = (mails.at(-1)?.raw ?? '').replace(/=\r?\n/g, '').replaceAll('=3D', '=');
      const link = raw.match(/https?:\/\/[^\s"<>]+\/auth\/callback\?token=[\w-]+/)?.[0];
      const subject = raw.match(/^Subject: (.*)$/m)?.[1] ?? '';
      if (link) return { link, subject, count: mails.length };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail with a link reached ${to}`);
}

export function mailCount(to: string): number {
  const fs = require('node:fs') as typeof import('node:fs');
  const path = require('node:path') as typeof import('node:path');
  const dir = process.env.E2E_MAILBOX ?? '';
  return fs
    .readdirSync(dir)
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string[] })
    .filter((m) => m.to.includes(to)).length;
}

/**
 * Starts as a member made before the server started (seed-members.ts): their session cookie in this
 * browser, then /chat, where the UI's sign-up (and `startTrial`, for members with a trial) leaves a
 * person. Returns their address. Stories about signing up use `signUp` instead.
 */
export async function signInAs(page: Page, member: E2EMember): Promise<string> {
  const file = process.env.E2E_MEMBERS;
  if (!file) throw new Error('E2E_MEMBERS is not set: run through playwright.config.ts');
  const { email, cookies } = (JSON.parse(fs.readFileSync(file, 'utf8')) as SeededMembers)[member];
  await page.context().addCookies(cookies.map((c) => ({ ...c, url: BASE_URL() })));
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/chat$/);
  return email;
}

/** A new user: onboarding through the API-backed UI is covered elsewhere; here the person signs up via the header link. */
export async function signUp(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to Forja' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
  await page.goto((await waitForLink(email)).link);
  await expect(page).toHaveURL(/\/onboarding$/);
  await fillOnboarding(page, { fullName: 'Marta Ruiz', equipment: 'full gym' });
  // Completing onboarding opens the pricing dialog (issue 24); these stories choose later.
  await expect(page.getByTestId('pricing-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/chat');
}

/**
 * The three onboarding steps as a person fills them (name, terms, equipment, the strength coach in
 * the hypertrophy style, PAR-Q all "No"), ending with "Complete setup". `email` is typed when the
 * form asks for it (a visitor; a signed-in member's address is already there).
 */
export async function fillOnboarding(page: Page, who: { fullName: string; equipment: string; email?: string }) {
  await page.getByLabel('Full name').fill(who.fullName);
  if (who.email) await page.getByLabel('Email').fill(who.email);
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Equipment').fill(who.equipment);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /Strength/ }).click();
  await page.getByTestId('style-hypertrophy').getByRole('button').first().click();
  const parq = page.getByTestId('parq');
  for (let i = 0; i < 7; i++) await parq.getByRole('radiogroup').nth(i).getByLabel('No').check();
  await page.getByRole('button', { name: 'Complete setup' }).click();
}

/** Starts the PRO trial through the local checkout, as a person clicks it, from /subscription's plan cards. */
export async function startTrial(page: Page) {
  await page.goto('/subscription');
  await page
    .getByTestId('plan-PRO')
    .getByRole('button', { name: /Start 3-day free trial/ })
    .click();
  await page.getByRole('button', { name: 'Start free trial (no card)' }).click();
  await expect(page.getByTestId('status')).toHaveText('Free Trial');
}
