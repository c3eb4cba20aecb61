import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, test, withConsent } from './fixtures.ts';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious or critical axe-core violations inside the open dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global injected above
    const result = await (window as any).axe.run('[role="dialog"]', { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: { id: string }) => v.id);
  });
}

/** Opens a chat with a coach style and asks it for a plan; the plan is saved through the chat. */
async function planFromCoach(page: Page, category: RegExp, style: string, message: string) {
  await page.goto('/chat');
  await page.getByRole('button', { name: 'New session' }).click();
  await page.getByRole('button', { name: category }).click();
  await page.getByTestId(`style-${style}`).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Start session' }).click();
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill(message);
  await input.press('Enter');
  await expect(page.getByTestId('tool-card')).toContainText('Workout plan saved');
}

/** A screenshot to look at, once the countdown ring has finished its short transition. */
async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/${name}.png` });
}

/**
 * Moves the player's clock on a second at a time until `locator` shows `text`, at most `maxMs`. The
 * clock also runs on its own, and a reload on a busy machine takes seconds of it: a fixed jump could
 * stop short of the next phase or skip a five-second one, so the test waits for the state instead.
 */
async function advanceUntil(page: Page, locator: Locator, text: string, maxMs: number) {
  for (let moved = 0; moved < maxMs; moved += 1_000) {
    if ((await locator.textContent()) === text) break;
    await page.clock.fastForward(1_000);
  }
  await expect(locator).toHaveText(text);
}

type Logged = { exercise: string; weightKg: string; reps: number; seconds: number | null };
const loggedSets = (page: Page) =>
  page.evaluate(() => fetch('/api/account/export').then((r) => r.json())).then((d) => d.workoutSets as Logged[]);

test.describe('a member with a guided session', () => {
  // axe is injected as a script to check the player: the app's strict CSP is bypassed for these tests only.
  test.use({ bypassCSP: true });
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
    // The session player runs on the wall clock: the test moves that clock instead of waiting. It
    // starts half an hour behind the server's, so that the minutes fast-forwarded never log a session
    // in the server's future (the progress page counts sets up to now).
    await page.clock.install({ time: Date.now() - 30 * 60_000 });
  });

  test('gets a yin plan in the chat and holds two poses with the countdown, through a pause and a reload', async ({
    page,
  }) => {
    await signInAs(page, 'yin');
    await planFromCoach(page, /Yoga/, 'yin', 'Make me a yin plan for my hips');

    await page.goto('/plans');
    const card = page.getByTestId('workout-plan');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('3 min each side');
    // A yoga plan has no sets to weigh: the session player, not the set logger.
    await expect(card.getByRole('button', { name: 'Start Workout' })).toHaveCount(0);
    await shoot(page, 'plans-yin-card');
    await card.getByRole('button', { name: 'Start session' }).click();

    const player = page.getByRole('dialog');
    const rows = player.getByRole('listitem');
    // Day 1 begins with a pose held once, then one held on each side.
    const first = (await rows.nth(0).locator('span').first().textContent()) ?? '';
    const second = (await rows.nth(1).locator('span').first().textContent()) ?? '';
    await expect(rows.nth(0).locator('span').last()).toHaveText('3 min');
    await expect(rows.nth(1).locator('span').last()).toHaveText('3 min each side');
    await expect(player).toContainText(/\d+ exercises · about \d+ min/);
    await shoot(page, 'player-yin-setup');
    await player.getByRole('button', { name: 'Start', exact: true }).click();

    const phase = player.getByTestId('player-phase');
    const item = player.getByTestId('player-item');
    const detail = player.getByTestId('player-detail');
    const timer = player.getByRole('timer', { name: 'Time left' });
    const announced = player.getByTestId('player-announcement');
    await expect(phase).toHaveText('Get ready');
    await expect(item).toHaveText(first);
    await expect(timer).toHaveText(/^0:0[45]$/);
    await expect(player.getByTestId('player-next')).toHaveText(`Next: ${second} · 3 min each side`);

    // Five seconds later the hold starts: three minutes, announced once.
    await page.clock.fastForward(5_000);
    await expect(phase).toHaveText('Hold');
    await expect(timer).toHaveText(/^(3:00|2:5\d)$/);
    await expect(announced).toHaveText(`Hold, ${first}, 3 min`);
    await page.clock.fastForward(60_000);
    await expect(timer).toHaveText(/^(2:00|1:5\d)$/);
    await expect(announced).toHaveText(`Hold, ${first}, 3 min`);
    await shoot(page, 'player-yin-desktop');
    expect(await dialogViolations(page)).toEqual([]);

    // Paused, the time left stays where it was.
    await player.getByRole('button', { name: 'Pause' }).click();
    await expect(phase).toHaveText('Hold · paused');
    const held = await timer.textContent();
    await page.clock.fastForward(90_000);
    await expect(timer).toHaveText(held ?? '');
    await player.getByRole('button', { name: 'Resume' }).click();
    await expect(phase).toHaveText('Hold');

    // A reload (or a locked screen) keeps true time: the player comes back on the same hold.
    await page.clock.fastForward(30_000);
    await page.reload();
    await expect(item).toHaveText(first);
    await expect(phase).toHaveText('Hold');
    await expect(timer).toHaveText(/^1:[23]\d$/);

    // The rest of the first pose, then the second on each side, each with its get-ready moment.
    await advanceUntil(page, item, second, 100_000);
    await expect(phase).toHaveText('Get ready');
    await expect(detail).toHaveText('Side 1 of 2');
    await page.clock.fastForward(5_000);
    await expect(phase).toHaveText('Hold');
    await expect(announced).toHaveText(`Hold, ${second}, Side 1 of 2, 3 min`);
    await page.clock.fastForward(170_000);
    await advanceUntil(page, detail, 'Side 2 of 2', 15_000);
    await expect(phase).toHaveText('Get ready');
    await page.clock.fastForward(5_000);
    await expect(phase).toHaveText('Hold');
    await page.clock.fastForward(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'player-yin-phone');
    await page.setViewportSize({ width: 1280, height: 720 });

    await player.getByRole('button', { name: 'End session' }).click();
    await expect(player.getByRole('heading', { name: 'Session ended' })).toBeVisible();
    await expect(player.getByTestId('player-status')).toHaveText('Session saved');
    await expect(player.getByTestId('player-done')).toContainText(`${first}`);
    await expect(page.getByText('Session saved', { exact: true }).first()).toBeVisible();
    await shoot(page, 'player-yin-done');
    await player.getByRole('button', { name: 'Close' }).first().click();
    await expect(card.getByRole('button', { name: 'Start session' })).toBeVisible();

    const sets = await loggedSets(page);
    const pose1 = sets.find((s) => s.exercise === first);
    expect(pose1).toMatchObject({ reps: 1, seconds: 180, weightKg: '0.00' });
    const pose2 = sets.find((s) => s.exercise === second);
    expect(pose2).toMatchObject({ reps: 2 });
    expect(pose2?.seconds).toBeGreaterThanOrEqual(240);
    expect(sets).toHaveLength(2);

    // The progress page counts the session.
    await page.getByRole('banner').getByRole('link', { name: 'Progress' }).first().click();
    await expect(page.getByTestId('health-score')).toContainText('This week: 1/');
  });

  test('gets a HIIT plan in the chat and runs work and rest rounds; offline, the log waits on the device', async ({
    page,
  }) => {
    await signInAs(page, 'hiit');
    await planFromCoach(page, /Cardio/, 'hiit', 'Make me a HIIT plan');

    await page.goto('/plans');
    const card = page.getByTestId('workout-plan');
    await expect(card).toContainText('10 × 30 s / 30 s');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.getByRole('button', { name: 'Start session' }).click();
    const player = page.getByRole('dialog');
    await expect(player.getByRole('button', { name: 'Day 1', pressed: true })).toBeVisible();
    await shoot(page, 'player-hiit-setup-phone');
    const intervals = (await player.getByRole('listitem').nth(1).locator('span').first().textContent()) ?? '';
    expect(intervals).toMatch(/^Intervals/);
    await player.getByRole('button', { name: 'Start', exact: true }).click();

    const phase = player.getByTestId('player-phase');
    const timer = player.getByRole('timer', { name: 'Time left' });
    const detail = player.getByTestId('player-detail');
    await page.clock.fastForward(5_000);
    await expect(phase).toHaveText('Go');
    await expect(timer).toHaveText(/^(8:00|7:5\d)$/);
    // The warm-up is skipped: the intervals get ready at once.
    await player.getByRole('button', { name: 'Skip' }).click();
    await expect(phase).toHaveText('Get ready');
    await expect(player.getByTestId('player-item')).toHaveText(intervals);
    await page.clock.fastForward(5_000);
    await expect(phase).toHaveText('Work');
    await expect(detail).toHaveText(/^Round 1 of 10 · hard/);
    await expect(timer).toHaveText(/^(0:30|0:29)$/);
    await page.clock.fastForward(30_000);
    await expect(phase).toHaveText('Rest');
    await expect(detail).toHaveText(/^Round 1 of 10/);
    await shoot(page, 'player-hiit-rest');
    await page.clock.fastForward(30_000);
    await expect(phase).toHaveText('Work');
    await expect(detail).toHaveText(/^Round 2 of 10/);
    await page.clock.fastForward(20_000);
    await shoot(page, 'player-hiit-phone');

    // Offline, the end of the session is kept on the device and synced once back online.
    await page.context().setOffline(true);
    await player.getByRole('button', { name: 'End session' }).click();
    await expect(player.getByTestId('player-status')).toHaveText('Saved on this device');
    await shoot(page, 'player-hiit-done-phone');
    await player.getByRole('button', { name: 'Close' }).first().click();
    await page.context().setOffline(false);
    await expect(page.getByText('Offline changes synced successfully!').first()).toBeVisible();
    const sets = await loggedSets(page);
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({ exercise: intervals, reps: 2 });
    expect(sets[0]?.seconds).toBeGreaterThanOrEqual(50);
  });
});
