import type { Page } from '@playwright/test';
import { expect, test, waitForLink, withConsent } from './fixtures.ts';

/** Signs in from the header's dialog with the emailed link (a new address lands on /onboarding). */
async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to Forja' });
  const before = await waitForLink(email, 0, 1).catch(() => ({ count: 0 }));
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
  const { link } = await waitForLink(email, before.count);
  await page.goto(link);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** The paths the service worker keeps, and every kept body joined. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('forja-api');
    const paths: string[] = [];
    const bodies: string[] = [];
    for (const request of await cache.keys()) {
      paths.push(new URL(request.url).pathname);
      bodies.push((await (await cache.match(request))?.text()) ?? '');
    }
    return { paths, bodies: bodies.join('\n') };
  });

test.describe('members who share a browser', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('finding 6: the next member gets none of the last one’s offline data, and no download is ever kept', async ({
    page,
    context,
  }) => {
    const first = `first-${Date.now()}@example.com`;
    const second = `second-${Date.now()}@example.com`;
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await signIn(page, first);
    // The first member reads their profile, the leaderboard and downloads their sets.
    const answers = await page.evaluate(async () => {
      const read = async (url: string) => {
        const res = await fetch(url);
        return { status: res.status, cacheControl: res.headers.get('cache-control'), body: await res.text() };
      };
      return {
        profile: await read('/api/profile'),
        leaderboard: await read('/api/leaderboard'),
        csv: await read('/api/progress/export.csv'),
        health: await read('/api/health'),
      };
    });
    expect(answers.profile.body).toContain(first);
    expect(answers.csv.status).toBe(200);
    // Nothing under /api may be stored unless it is a listed read.
    expect(answers.health.cacheControl).toMatch(/no-store/);
    expect(answers.profile.cacheControl).toBe('no-cache');
    await expect.poll(async () => (await kept(page)).paths).toContain('/api/leaderboard');
    const firstKept = await kept(page);
    expect(firstKept.paths.filter((p) => p.endsWith('.csv') || p === '/api/health')).toEqual([]);

    // The first member's session expires (nobody logs out); someone else signs in on this browser.
    await context.clearCookies();
    await signIn(page, second);
    await expect.poll(async () => (await kept(page)).bodies).not.toContain(first);
    expect((await kept(page)).paths).not.toContain('/api/leaderboard');

    // Offline, nothing of the first member comes back.
    await context.setOffline(true);
    const offline = await page.evaluate(async () => {
      const read = (url: string) =>
        fetch(url)
          .then((r) => r.text())
          .catch(() => 'failed');
      return [await read('/api/profile'), await read('/api/leaderboard'), await read('/api/progress/export.csv')];
    });
    await context.setOffline(false);
    for (const body of offline) expect(body).not.toContain(first);
  });

  test('finding 8: after Log out the next person finds the onboarding form empty and no personal store', async ({
    page,
  }) => {
    const email = `previous-${Date.now()}@example.com`;
    await signIn(page, email);
    // Signed in, the member types step 1 (kept in the tab's storage so that a reload keeps it).
    await page.getByLabel('Full name').fill('Previous Member');
    await page.getByLabel('Birth date').fill('1980-02-02');
    await page.getByLabel('Weight (kg)').fill('93');
    await page.getByLabel('Height (cm)').fill('188');
    await page.getByRole('checkbox').nth(0).check();
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Health & fitness profile' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('selected-agent', '{"category":"yoga","style":"yin"}'));

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('banner').getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Weight (kg)')).toHaveValue('');
    const stores = await page.evaluate(() => ({
      session: Object.keys(sessionStorage).filter((k) => k === 'onboarding-form'),
      local: Object.keys(localStorage).filter(
        (k) => k === 'selected-agent' || k.startsWith('forja-session:') || k.startsWith('forja-logger:'),
      ),
    }));
    // The new visitor's own form is stored again as they type; nothing of the member's is left.
    expect(JSON.stringify(stores)).not.toContain('Previous');
    expect(stores.local).toEqual([]);
    await expect(page.getByText('Previous Member')).toHaveCount(0);
  });
});
