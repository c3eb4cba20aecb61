import { expect, signInAs, test, withConsent } from './fixtures.ts';

test.describe('a member', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('picks PRO, walks the local checkout, cancels at period end and buys a pack', async ({ page }) => {
    await signInAs(page, 'pro');
    await page.getByRole('banner').getByRole('link', { name: 'Subscription', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: "You don't have a subscription yet" })).toBeVisible();
    await page
      .getByTestId('plan-PRO')
      .getByRole('button', { name: /Start 3-day free trial/ })
      .click();
    await expect(page).toHaveURL(/\/local-checkout\//);
    await expect(page.getByText('no real payment happens')).toBeVisible();
    await page.getByRole('button', { name: 'Start free trial (no card)' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByText('Subscription Successful!', { exact: true })).toBeVisible();
    await expect(page.getByTestId('status')).toHaveText('Free Trial');
    await expect(page.getByTestId('trial-days')).toHaveText('3 days left in your free trial');
    const usage = await page.evaluate(() => fetch('/api/usage/today').then((r) => r.json()));
    expect(usage.dailyLimit).toBe(1800);

    // Manage Subscription opens the billing portal in a new tab.
    const [portal] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Manage Subscription' }).click(),
    ]);
    await portal.waitForURL(/\/local-billing$/);
    await portal.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(portal.getByText('The subscription ends at the end of the period.')).toBeVisible();
    await portal.close();
    await page.reload();
    await expect(page.getByTestId('cancel-warning')).toContainText('ends on');

    // A 20-minute pack from the chat.
    await page.goto('/chat');
    await expect(page.getByTestId('minutes-left')).toHaveText('30 minutes left');
    await page.getByTestId('usage-card').scrollIntoViewIfNeeded();
    // The sidebar's buy button appears only at 5 minutes or fewer; the pack view is also reachable at zero.
    await expect(page.getByTestId('sidebar-buy')).toHaveCount(0);
    const res = await page.evaluate(() =>
      fetch('/api/usage/add-package', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ minutes: 20 }),
      }).then((r) => r.json()),
    );
    await page.goto(res.sessionUrl);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByText('Minutes added', { exact: true })).toBeVisible();
    await expect(page.getByTestId('minutes-left')).toHaveText('50 minutes left');
    await expect(page.getByTestId('usage-card')).toContainText('20 extra minutes');
  });

  test('chats with a coach, watches the minutes go down, and finds the conversation again', async ({ page }) => {
    await signInAs(page, 'chat');
    // No plan yet: the out-of-minutes state invites a plan or a pack.
    await expect(page.getByTestId('out-of-minutes')).toBeVisible();
    await page.getByTestId('sidebar-buy').click();
    await expect(page.getByTestId('buy-minutes')).toContainText('Best Value');
    await page.goto('/subscription');
    await page
      .getByTestId('plan-PRO')
      .getByRole('button', { name: /Start 3-day free trial/ })
      .click();
    await page.getByRole('button', { name: 'Start free trial (no card)' }).click();
    await expect(page.getByTestId('status')).toHaveText('Free Trial');

    await page.goto('/chat');
    await page.getByRole('button', { name: 'New session' }).click();
    await page.getByRole('button', { name: /Strength/ }).click();
    await page.getByTestId('style-hypertrophy').getByRole('button').first().click();
    await page.getByLabel('Objective').fill('Bigger arms by summer');
    await page.getByRole('button', { name: 'Start session' }).click();
    await expect(page.getByText('Bigger arms by summer').first()).toBeVisible();
    await expect(page.getByTestId('minutes-left')).toHaveText('30 minutes left');

    await page.getByRole('button', { name: 'Make me a muscle-building plan' }).click();
    const input = page.getByRole('textbox', { name: 'Your message' });
    await expect(input).toHaveValue('Make me a muscle-building plan');
    await input.press('Enter');
    await expect(page.getByTestId('tool-card')).toContainText('Workout plan saved');
    await expect(page.getByText(/\d+ (s|min) used · \d+ min left/).first()).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(page.getByTestId('minutes-left')).toHaveText('29 minutes left');
    const url = page.url();
    expect(url).toMatch(/\/chat\?session=/);

    await page.reload();
    await expect(page.locator('[data-role="user"]').first()).toHaveText('Make me a muscle-building plan');
    await expect(page.locator('[data-role="assistant"]').first()).toContainText('Here’s your plan');

    await page.getByTestId('tool-card').getByRole('link', { name: 'View plan' }).click();
    // The plan card opens the tab of the plan it saved (the tab is in the URL).
    await expect(page).toHaveURL(/\/plans\?tab=workout$/);
    await expect(page.getByTestId('workout-plan')).toHaveCount(1);
    await expect(page.getByTestId('workout-plan')).toContainText('By Bruno');

    // Start Workout logs sets, and the progress page reads them.
    await page.getByRole('button', { name: 'Start Workout' }).click();
    const logger = page.getByRole('dialog');
    const weights = logger.getByRole('textbox', { name: /kg 1$/ });
    await weights.first().fill('60');
    await logger.getByRole('button', { name: /^Save 1 set$/ }).click();
    await expect(page.getByText('Workout saved', { exact: true })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Progress' }).first().click();
    await expect(page.getByTestId('records')).toContainText('estimated 1RM');
    await expect(page.getByTestId('health-score')).toContainText('Not tracked yet');
    // One set never empties a muscle (decision 022): ready, not fatigued.
    await expect(page.getByTestId('recovery')).toContainText('Ready');

    // Offline: the logger keeps the sets on the device, and they sync once, when back online.
    await page.goto('/plans');
    await expect(page.getByTestId('workout-plan')).toHaveCount(1);
    await page.context().setOffline(true);
    await expect(page.getByText("You're offline. Changes will sync when reconnected.").first()).toBeVisible();
    await page.getByRole('button', { name: 'Start Workout' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: /kg 1$/ }).first().fill('62,5');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Save 1 set$/ })
      .click();
    await expect(page.getByText('Saved on this device').first()).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByText('Offline changes synced successfully!').first()).toBeVisible();
    const data = await page.evaluate(() => fetch('/api/account/export').then((r) => r.json()));
    expect(data.workoutSets).toHaveLength(2);
    expect(data.workoutSets.map((s: { weightKg: string }) => Number(s.weightKg)).sort()).toEqual([60, 62.5]);
  });
});
