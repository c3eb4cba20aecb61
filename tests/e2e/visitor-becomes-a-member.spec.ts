import type { Page } from '@playwright/test';
import { expect, fillOnboarding, signUp, startTrial, test, waitForLink, withConsent } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Screenshots of what issue 17 changed, looked at by a person (E2E_SHOTS=0 skips them). */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS === '0') return;
  await page.waitForTimeout(600); // a toast's slide-in
  await page.screenshot({ path: `/tmp/i17-${name}.png` });
}

/** A first visit: the pricing popup and the cookie banner come, as for anyone. */
async function firstVisit(page: Page) {
  await page.goto('/');
  const popup = page.getByTestId('pricing-popup');
  await expect(popup).toBeVisible({ timeout: 5000 });
  return popup;
}

async function acceptCookies(page: Page) {
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept All' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
}

/** Onboarding as a visitor on /subscription, up to "check your email". */
async function onboard(page: Page, email: string) {
  await expect(page).toHaveURL(/\/subscription/);
  await fillOnboarding(page, { fullName: 'Lucía Fernández', email, equipment: 'dumbbells' });
  await expect(page.getByTestId('check-email')).toContainText(email);
}

test.describe('issue 17: from the first message to a paying member', () => {
  test('four preview messages, the paywall, onboarding, the mailed link, the pricing dialog, a trial, the chat', async ({
    page,
  }) => {
    const email = `lucia-${Date.now()}@example.com`;
    const popup = await firstVisit(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await acceptCookies(page);

    const chat = page.getByTestId('preview-chat');
    await chat.scrollIntoViewIfNeeded();
    await expect(chat).toContainText('4 free messages left');
    const input = chat.getByRole('textbox');
    for (let i = 1; i <= 4; i++) {
      await input.fill(i === 1 ? 'Hi!' : 'What is RIR?');
      await input.press('Enter');
      await expect(chat.locator('[data-role="assistant"]')).toHaveCount(i);
    }
    const paywall = page.getByTestId('paywall');
    await expect(paywall).toContainText('You’ve used your 4 free messages');
    await paywall.scrollIntoViewIfNeeded();
    await shot(page, 'paywall-desktop');

    // The same visitor comes back: the paywall, not four more messages nor an error.
    await page.reload();
    await expect(page.getByTestId('paywall')).toContainText('You’ve used your 4 free messages');
    await expect(chat).toContainText('0 free messages left');
    // With the page's memory gone, the server's refusal carries the count: still the paywall.
    await page.evaluate(() => localStorage.removeItem('preview-usage'));
    await page.reload();
    await expect(chat).toContainText('4 free messages left');
    await chat.getByRole('textbox').fill('One more?');
    await chat.getByRole('textbox').press('Enter');
    await expect(page.getByTestId('paywall')).toContainText('You’ve used your 4 free messages');
    await expect(chat).not.toContainText('Sorry, an error occurred');
    await page.setViewportSize(PHONE);
    await page.getByTestId('paywall').scrollIntoViewIfNeeded();
    await shot(page, 'paywall-phone');
    await page.setViewportSize(DESKTOP);

    await page.getByTestId('paywall').getByRole('button', { name: 'Start now' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await onboard(page, email);

    // The mailed link (real SMTP peer) brings the new member back to the pricing dialog.
    await page.goto((await waitForLink(email)).link);
    const dialog = page.getByTestId('pricing-dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(dialog.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    await shot(page, 'pricing-dialog-desktop');
    await dialog
      .getByTestId('plan-BASIC')
      .getByRole('button', { name: /Start 3-day free trial/ })
      .click();
    await expect(page).toHaveURL(/\/local-checkout\//);
    await page.getByRole('button', { name: 'Start free trial (no card)' }).click();
    // Issue 24: the trial lands in a chat with the coach chosen in onboarding.
    await expect(page).toHaveURL(/\/chat\?session=/);
    await expect(page.getByText('Subscription Successful!', { exact: true })).toBeVisible();
    await shot(page, 'trial-started-desktop');
    await expect(page.getByTestId('minutes-left')).toHaveText('15 minutes left');

    // Signed in now, the landing page's preview still shows the paywall.
    await page.goto('/');
    await expect(page.getByTestId('paywall')).toBeVisible();
  });

  test('a plan clicked before onboarding is preselected after the link: one click starts its trial', async ({
    page,
  }) => {
    const email = `marco-${Date.now()}@example.com`;
    await withConsent(page, { popup: true });
    const popup = await firstVisit(page);
    await popup
      .getByTestId('plan-PRO')
      .getByRole('link', { name: /Start 3-day free trial/ })
      .click();
    await expect(page).toHaveURL(/\/subscription\?plan=PRO$/);
    await onboard(page, email);

    await page.setViewportSize(PHONE);
    await page.goto((await waitForLink(email)).link);
    const dialog = page.getByTestId('pricing-dialog');
    await expect(dialog).toContainText('You chose Pro');
    await expect(dialog.getByTestId('plan-PRO')).toHaveAttribute('data-selected', 'true');
    await expect(dialog.getByTestId('plan-PRO')).toContainText('Your choice');
    const start = dialog.getByTestId('plan-PRO').getByRole('button', { name: /Start 3-day free trial/ });
    await expect(start).toBeFocused();
    await shot(page, 'pricing-dialog-preselected-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'pricing-dialog-preselected-desktop');
    await start.click();
    await page.getByRole('button', { name: 'Start free trial (no card)' }).click();
    await expect(page).toHaveURL(/\/chat\?session=/);
    await expect(page.getByTestId('minutes-left')).toHaveText('30 minutes left');
  });

  test('the cookie policy says what the preferences dialog does', async ({ page }) => {
    await withConsent(page);
    await page.goto('/cookies');
    const text = page.getByText(/Analytics & Performance and Personalization are already switched on/);
    await text.scrollIntoViewIfNeeded();
    await expect(text).toBeVisible();
    await shot(page, 'cookie-policy-desktop');
    await page.setViewportSize(PHONE);
    await text.scrollIntoViewIfNeeded();
    await shot(page, 'cookie-policy-phone');
  });

  test('in Spanish, a failed checkout says so in Spanish', async ({ page }) => {
    await withConsent(page);
    await signUp(page, `es-${Date.now()}@example.com`);
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { name: 'Aún no tienes ninguna suscripción' })).toBeVisible();

    // The card is declined at the checkout; the member leaves it.
    await page.getByTestId('plan-PRO').getByRole('button', { name: 'Prueba 3 días gratis' }).click();
    await expect(page).toHaveURL(/\/local-checkout\//);
    await page.getByRole('button', { name: /declined|rechazada/ }).click();
    await page.getByRole('button', { name: /Cancel|Cancelar/ }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByText('Error en el pago', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('region')
        .getByText('Tu pago no se ha completado y no se te ha cobrado nada. Inténtalo de nuevo o usa otra tarjeta.'),
    ).toBeVisible();
    await shot(page, 'payment-failed-es-desktop');

    // Abandoned: said, without alarm.
    await page.getByTestId('plan-PRO').getByRole('button', { name: 'Prueba 3 días gratis' }).click();
    await page.getByRole('button', { name: /Cancel|Cancelar/ }).click();
    await expect(page.getByText('Pago cancelado', { exact: true })).toBeVisible();

    // The server cannot create the checkout: its English never reaches the toast.
    await page.route('**/api/subscription/create-checkout', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'Failed to create checkout' }),
      }),
    );
    await page.getByTestId('plan-PRO').getByRole('button', { name: 'Prueba 3 días gratis' }).click();
    await expect(page.getByText('Error de suscripción', { exact: true })).toBeVisible();
    await expect(page.getByText('No se ha podido crear la sesión de pago', { exact: true })).toBeVisible();
    await expect(page.getByText('Failed to create checkout')).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await shot(page, 'checkout-error-es-phone');
  });
});

test.describe('issue 17: a member out of minutes', () => {
  // The app's service worker answers GET /api/* itself; blocked here so that the test can stand in
  // for the server's minutes.
  test.use({ serviceWorkers: 'block' });

  test('sees docs/PRODUCT.md’s texts, buys a pack in two clicks, and finds the typed message still in the box', async ({
    page,
  }) => {
    await withConsent(page);
    await signUp(page, `zero-${Date.now()}@example.com`);
    await startTrial(page);
    await page.goto('/chat');
    await page.getByRole('button', { name: 'New session' }).click();
    await page.getByRole('button', { name: /Strength/ }).click();
    await page.getByTestId('style-hypertrophy').getByRole('button').first().click();
    await page.getByRole('button', { name: 'Start session' }).click();
    const input = page.getByRole('textbox', { name: 'Your message' });
    await expect(input).toBeEnabled();

    // The minutes ran out elsewhere (another tab) while this was typed.
    const typed = 'My left knee hurts on lunges: what can I do instead?';
    await input.fill(typed);
    await page.route('**/api/chat/messages/stream', (route) =>
      route.fulfill({
        status: 402,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'MINUTES_REQUIRED', message: 'No AI minutes remaining' }),
      }),
    );
    await page.route('**/api/usage/today', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { ...body, availableSeconds: 0, usedSeconds: body.dailyLimit } });
    });
    await input.press('Enter');
    await expect(page.getByText('No AI minutes remaining', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Purchase additional minutes to continue chatting').first()).toBeVisible();
    const notice = page.getByTestId('chat-out-of-minutes');
    await expect(notice).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue(typed);
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(page.getByTestId('out-of-minutes')).toContainText('Buy More Minutes');
    await shot(page, 'out-of-minutes-desktop');
    await page.setViewportSize(PHONE);
    await notice.scrollIntoViewIfNeeded();
    await shot(page, 'out-of-minutes-phone');
    await page.setViewportSize(DESKTOP);
    await page.unroute('**/api/chat/messages/stream');
    await page.unroute('**/api/usage/today');

    // Two clicks: Buy More Minutes, then the pack.
    await notice.getByRole('button', { name: 'Buy More Minutes' }).click();
    await page
      .getByTestId('buy-minutes')
      .getByRole('button', { name: /Buy 20 minutes/ })
      .click();
    await expect(page).toHaveURL(/\/local-checkout\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByText('Minutes added', { exact: true })).toBeVisible();
    await expect(input).toHaveValue(typed);
    await expect(input).toBeEnabled();
    // The pack's expiry is today at 23:59 (issue 24); Pro sells packs of 20 minutes.
    await expect(page.getByTestId('usage-card')).toContainText('expires today at 23:59');
    await page.getByTestId('usage-card').scrollIntoViewIfNeeded();
    await shot(page, 'pack-bought-desktop');
    await input.press('Enter');
    await expect(page.locator('[data-role="user"]').first()).toHaveText(typed);
    await expect(input).toHaveValue('');

    // Going offline is a warning.
    await page.context().setOffline(true);
    const toast = page.locator('[data-variant="warning"]');
    await expect(toast).toContainText("You're offline. Changes will sync when reconnected.");
    await shot(page, 'offline-warning-desktop');
    await page.context().setOffline(false);
  });
});
