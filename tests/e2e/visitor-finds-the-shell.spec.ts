import { expect, test, withConsent } from './fixtures.ts';

test.describe('a visitor finds every page of the route table', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  const open = [
    ['/', /Your personal AI coach/],
    ['/onboarding', /Set up your coaching/],
    ['/support', /Support center/],
    ['/privacy', /Privacy Policy/],
    ['/terms', /Terms of Service/],
    ['/cookies', /Cookie Policy/],
  ] as const;
  for (const [path, heading] of open) {
    test(`${path} renders its page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('contentinfo')).toContainText('© 2024 Forja');
    });
  }

  test('/subscription runs onboarding for a visitor', async ({ page }) => {
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your coaching');
    await expect(page.getByLabel('Full name')).toBeVisible();
  });

  for (const path of ['/chat', '/plan', '/plans', '/progress']) {
    test(`${path} sends a signed-out visitor to the landing page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your personal AI coach/);
    });
  }

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText(/forget to add the page to the router/)).toBeVisible();
  });

  test('the header shows signed-out items, and the landing anchors only on /', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/onboarding');
    await expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    await expect(header.getByRole('link', { name: 'Chat' })).toHaveCount(0);
    await page.goto('/support');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  });

  test('the footer has the legal links and inert entries', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    for (const inert of ['Integrations', 'About', 'Blog', 'Careers', 'Press', 'GDPR']) {
      await expect(footer.getByText(inert, { exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: inert })).toHaveCount(0);
    }
    await expect(footer).toContainText('Powered by AI');
  });

  test('the mobile menu holds the same items', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Features' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Start Free Trial' })).toBeVisible();
  });

  test('the service worker is registered at /sw.js with scope /', async ({ page, baseURL }) => {
    await page.goto('/');
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return { scope: reg.scope, script: reg.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
  });
});

test.describe('a returning visitor', () => {
  test('gets the prerendered landing page through the service worker, and it opens offline', async ({ page }) => {
    await withConsent(page);
    await page.goto('/');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    const navigation = page.waitForResponse((r) => r.request().isNavigationRequest());
    await page.reload();
    const response = await navigation;
    expect(response.fromServiceWorker()).toBe(true);
    expect(await response.text()).toContain('<footer id="site-footer"');
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your personal AI coach/);
    await page.context().setOffline(false);
  });
});

test.describe('a page whose code cannot be downloaded', () => {
  // Without the service worker, so that the blocked request reaches the network.
  test.use({ serviceWorkers: 'block' });

  test('shows a message with a reload button, keeps the header, and works after reload', async ({ page }) => {
    await withConsent(page);
    await page.goto('/');
    await page.route(/\/assets\/legal-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.unroute(/\/assets\/legal-[^/]+\.js$/);
    await alert.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy Policy/);
  });
});
