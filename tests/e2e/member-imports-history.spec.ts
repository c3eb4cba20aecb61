import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInAs, test, withConsent } from './fixtures.ts';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const scope = document.querySelector('main') ?? document;
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global evaluated above
    const result = await (window as any).axe.run(scope, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: { id: string; nodes: { target: string[] }[] }) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  });
}

const DAY = 86_400_000;
const WEEKS = 13;

/**
 * Three months of Strong (current layout, kg, RPE): three full-body workouts a week ending yesterday,
 * each with warm-ups and a rest timer Strong writes as rows, a name the library does not know, and a
 * timed plank. 39 workouts, 12 working sets each.
 */
function strongThreeMonths(): { csv: string; sets: number; workouts: number; last: string } {
  const lines = ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE'];
  let workouts = 0;
  let last = '';
  for (let d = WEEKS * 7; d >= 1; d--) {
    if (d % 7 !== 1 && d % 7 !== 3 && d % 7 !== 5) continue;
    const week = WEEKS - Math.floor(d / 7);
    const day = new Date(Date.now() - d * DAY).toISOString().slice(0, 10);
    const at = `${day} 18:30:00`;
    last = day;
    workouts++;
    const w = `"Full Body ${workouts}",1h 5m`;
    lines.push(`${at},${w},"Squat (Barbell)",W,60,5,0,0,`);
    for (let s = 1; s <= 3; s++)
      lines.push(`${at},${w},"Squat (Barbell)",${s},${80 + week * 2.5},5,0,0,${7 + s * 0.5}`);
    lines.push(`${at},${w},"Squat (Barbell)",Rest Timer,0,0,0,180,`);
    lines.push(`${at},${w},"Bench Press (Barbell)",W,40,8,0,0,`);
    for (let s = 1; s <= 3; s++) lines.push(`${at},${w},"Bench Press (Barbell)",${s},${60 + week * 1.25},8,0,0,8`);
    for (let s = 1; s <= 3; s++) lines.push(`${at},${w},"Bent Over Row (Barbell)",${s},${50 + week},10,0,0,`);
    for (let s = 1; s <= 2; s++) lines.push(`${at},${w},"Skullcrusher (Barbell)",${s},${20 + week * 0.5},12,0,0,`);
    lines.push(`${at},${w},"Plank",1,0,0,0,60,`);
  }
  return { csv: `${lines.join('\n')}\n`, sets: workouts * 12, workouts, last };
}

/**
 * Issue 16, no lock-in: a lifter coming from Strong imports three months, sees the preview, imports,
 * and /progress shows it (records, never "new"; recovery; charts); the same file again adds nothing;
 * a broken file names its line; everything downloads back as CSV.
 */
test.describe('a member imports their history', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('imports a Strong CSV of three months and reads records, recovery and charts from it', async ({ page }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-import-'));
    const file = strongThreeMonths();
    const strongPath = path.join(dir, 'strong_workouts.csv');
    fs.writeFileSync(strongPath, file.csv);
    await signInAs(page, 'import');

    await page.goto('/progress');
    const card = page.getByTestId('import-card');
    await expect(card).toContainText('Import from Strong or Hevy');
    await card.getByLabel('CSV file').setInputFiles(strongPath);
    const preview = card.getByTestId('import-preview');
    await expect(preview).toContainText(`strong_workouts.csv: Strong export`);
    await expect(preview).toContainText(`${file.sets} sets from ${file.workouts} workouts`);
    await expect(preview).toContainText(
      `Not imported: ${file.workouts * 2} warm-up sets, ${file.workouts} rest timers.`,
    );
    await expect(preview).toContainText('Heaviest set: Squat (Barbell), 112.5 kg × 5');
    // Strong's current layout does not name its unit: the person says, kg by default.
    await expect(preview.getByRole('radio', { name: 'kilograms (kg)' })).toBeChecked();
    await expect(preview).toContainText('1 not known yet');
    await expect(preview).toContainText('Skullcrusher (Barbell)');
    await expect(preview).toContainText('Not known yet: we will ask');
    await expect(preview).toContainText('Barbell back squat · Quads');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/import-preview.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: `Import ${file.sets} sets` }).click();
    await expect(
      page.getByText(`Imported ${file.sets} sets from ${file.workouts} workouts.`, { exact: true }),
    ).toBeVisible();
    await expect(preview).toHaveCount(0);

    // Records from the history, none "new": the last workout was yesterday, but it is backfilled.
    const records = page.getByTestId('records');
    await records.getByRole('button', { name: 'View all (12)' }).click();
    // The last week's squat (112.5 kg × 5 at RPE 7.5, so RIR 2): Epley on 7 effective reps.
    await expect(records).toContainText('Squat (Barbell) · estimated 1RM138.8 kg, Epley from 112.5 kg × 5 @ RIR 2');
    await expect(records).toContainText('0 new this week');
    await expect(records.getByText('New', { exact: true })).toHaveCount(0);
    // Recovery from yesterday's workout, the same model as logged sets.
    const recovery = page.getByTestId('recovery');
    for (const muscle of ['Quads', 'Chest', 'Back']) await expect(recovery).toContainText(muscle);
    await expect(recovery).toContainText(/Quads\s*(Fatigued|Ready|Fresh) · \d+ %/);
    await expect(page.getByTestId('health-score')).not.toContainText('Log a workout');
    // The name the library does not know is asked about once.
    await expect(page.getByTestId('unknown-exercises')).toContainText('Skullcrusher (Barbell)');
    await page.screenshot({ path: '/tmp/import-overview.png', fullPage: true });

    await page.getByRole('tab', { name: 'Analytics' }).click();
    const oneRm = page.getByTestId('chart-one-rm');
    await expect(oneRm.locator('.recharts-cartesian-axis').first()).toBeVisible();
    await expect(oneRm.locator('table tbody tr')).toHaveCount(file.workouts);
    await expect(page.getByTestId('chart-weekly-sets').locator('table')).toContainText('Quads');
    await expect(page.getByTestId('chart-health').locator('table tbody tr')).not.toHaveCount(0);
    await page.screenshot({ path: '/tmp/import-analytics.png', fullPage: true });

    // The same file again: nothing new.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await card.getByLabel('CSV file').setInputFiles(strongPath);
    await expect(preview).toContainText(`Nothing new: all ${file.sets} sets of this file are already in your account.`);
    await expect(card.getByRole('button', { name: /^Import / })).toHaveCount(0);
    await card.getByRole('button', { name: 'Close' }).click();

    // A broken file: the line is named, nothing is imported.
    const future = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
    const lines = file.csv.split('\n');
    lines[4] = `${future} 18:30:00,"Later",1h,"Squat (Barbell)",2,100,5,0,0,`;
    const badPath = path.join(dir, 'strong_broken.csv');
    fs.writeFileSync(badPath, lines.join('\n'));
    await card.getByLabel('CSV file').setInputFiles(badPath);
    await expect(card.getByRole('alert')).toHaveText(`Line 5: the date ${future} 18:30:00 is in the future.`);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/import-error.png' });

    // Everything back out as CSV, in Strong's layout.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Download all my sets (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^forja-sets-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = fs
      .readFileSync((await download.path()) ?? '', 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(exported[0]).toBe(
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight (kg),Reps,Distance,Seconds,RPE',
    );
    expect(exported).toHaveLength(1 + file.sets);
    expect(exported.at(-1)).toBe(`${file.last} 18:30:00,Forja,,Plank,1,0,1,,60,`);

    // The leaderboard's buttons: each a real query over opted-in members.
    await page.getByRole('tab', { name: 'Social' }).click();
    const board = page.getByTestId('leaderboard');
    await board.getByRole('button', { name: 'Join the leaderboard' }).click();
    await expect(board.getByRole('listitem')).toContainText(['1. Marta']);
    await expect(board.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
    await expect(board.getByRole('listitem').filter({ hasText: 'Marta' })).toContainText('3 days');
    await board.getByRole('button', { name: 'Monthly' }).click();
    await expect(board.getByRole('listitem').filter({ hasText: 'Marta' })).toContainText(/1[23] days/);
    await board.getByRole('button', { name: 'All-time' }).click();
    await expect(board.getByRole('listitem').filter({ hasText: 'Marta' })).toContainText(`${file.workouts} days`);
    await expect(board).toContainText('Training days since each member started logging.');
    await page.screenshot({ path: '/tmp/import-leaderboard.png' });
    expect(await axeViolations(page)).toEqual([]);
  });
});
