import { expect, test, waitForLink, withConsent } from './fixtures.ts';

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('a visitor completes onboarding, opens the emailed link, logs out and signs in again', async ({ page }) => {
    const email = `ana-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

    // Step 1: the validation messages of docs/PRODUCT.md, then a valid form.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Valid email is required')).toBeVisible();
    await expect(page.getByText('You must accept the terms')).toBeVisible();
    await expect(page.getByText('You must accept the privacy policy')).toBeVisible();
    await page.getByLabel('Full name').fill('Ana García');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Birth date').fill('1992-03-14');
    await page.getByLabel('Weight (kg)').fill('61');
    await page.getByLabel('Height (cm)').fill('167');
    await page.getByLabel('Get stronger').check();
    await page.getByRole('checkbox').nth(0).check();
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: health profile; choosing RIR explains it.
    await expect(page.getByRole('heading', { name: 'Health & fitness profile' })).toBeVisible();
    await page.getByLabel('Injuries').fill('left shoulder, ');
    await page.getByLabel('Equipment').fill('dumbbells, bench');
    await page.getByLabel('Beginner').check();
    await page.getByLabel('Fixed reps').check();
    await page.getByLabel('RIR (reps in reserve)').check();
    const rir = page.getByRole('dialog', { name: 'What is RIR?' });
    await expect(rir).toContainText('failure');
    await rir.getByRole('button', { name: 'Got it' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 3: the agent selector knows about the shoulder.
    await expect(page.getByRole('heading', { name: 'Choose your coach and answer the health check' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete setup' })).toBeDisabled();
    await page.getByRole('button', { name: /Strength/ }).click();
    const olympic = page.getByTestId('style-olympic');
    await expect(olympic).toHaveAttribute('data-blocked', 'true');
    await expect(olympic).toContainText('shoulder');
    await expect(olympic.getByRole('button').first()).toBeDisabled();
    await page.getByTestId('style-hypertrophy').getByRole('button').first().click();
    await expect(page.getByTestId('agent-confirmation')).toContainText('Bruno');

    // PAR-Q after the agent: all "no", saved as soon as all are given.
    const parq = page.getByTestId('parq');
    for (let i = 0; i < 7; i++) await parq.getByRole('radiogroup').nth(i).getByLabel('No').check();
    await expect(parq).toContainText("You're clear to start training");
    await page.getByRole('button', { name: 'Complete setup' }).click();
    await expect(page.getByTestId('check-email')).toContainText(email);

    // The email arrives at the SMTP peer; its link signs in.
    const mail = await waitForLink(email);
    expect(mail.subject).toMatch(/Confirm your email/);
    await page.goto(mail.link);
    // Onboarding done: the pricing dialog (issue 24).
    await expect(page.getByTestId('pricing-dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByText(`You're signed in, Ana García (${email}).`, { exact: true })).toBeVisible();
    // The plan can wait: the dialog closes and the signed-in header is there.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('pricing-dialog')).toBeHidden();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Chat' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/plan');
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'forja_session')?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('forja_session');

    // Logout goes home signed out.
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/$/);

    // Sign in again from the header dialog; Enter submits.
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to Forja' });
    const send = dialog.getByRole('button', { name: 'Send Magic Link' });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Email').fill('no-at-sign');
    await expect(send).toBeDisabled();
    const before = (await waitForLink(email)).count;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Email').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Check your email', { exact: true })).toBeVisible();
    const again = await waitForLink(email, before);
    expect(again.subject).toMatch(/sign-in link/);
    await page.goto(again.link);
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('a used or broken link fails with the texts of docs/PRODUCT.md', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page.getByText('Invalid Authentication Link', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth/callback?token=not-a-valid-token');
    await expect(page.getByText('Invalid or expired authentication link', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  });

  test('a failed save keeps the step and everything typed', async ({ page }) => {
    await page.goto('/onboarding');
    await page.route('**/api/onboarding/basic', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'down' }),
      }),
    );
    await page.getByLabel('Full name').fill('Kept Name');
    await page.getByLabel('Email').fill('kept@example.com');
    await page.getByRole('checkbox').nth(0).check();
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Error saving basic information').first()).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Kept Name');
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Kept Name');
    await expect(page.getByLabel('Email')).toHaveValue('kept@example.com');
  });
});
