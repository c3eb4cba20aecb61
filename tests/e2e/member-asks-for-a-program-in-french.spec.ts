import { expect, signInAs, test, withConsent } from './fixtures.ts';

test.describe('a French-speaking member', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('asks indirectly for a program, gets a saved plan, then has it moved to three days', async ({ page }) => {
    await signInAs(page, 'french');
    await page.getByTestId('language-selector').first().selectOption({ label: 'Français' });

    await page.goto('/chat');
    await page.getByRole('button', { name: 'Nouvelle conversation' }).click();
    await page.getByRole('button', { name: /Force/ }).click();
    await page.getByTestId('style-hypertrophy').getByRole('button').first().click();
    await page.getByRole('button', { name: 'Démarrer la conversation' }).click();
    const input = page.getByRole('textbox', { name: 'Votre message' });
    const replies = page.locator('[data-role="assistant"]');

    // Never says "plan" or "programme": the coach reads what is wanted.
    await input.fill(
      "J'aimerais que tu me prépares quelque chose pour le mois qui vient, je peux venir quatre soirs par semaine",
    );
    await input.press('Enter');
    await expect(replies.last()).toContainText('Voici votre programme');
    await expect(replies.last()).toContainText('Jour 1');
    const first = (await page.evaluate(() => fetch('/api/workout-plans').then((r) => r.json()))).plans[0];
    expect(new Set(first.exercises.map((e: { day: number }) => e.day)).size).toBe(4);

    await input.fill('finalement, tu peux le passer sur trois jours au lieu de quatre ?');
    await input.press('Enter');
    await expect(replies.last()).toContainText('3 séances par semaine');

    await page.goto('/plans');
    const card = page.getByTestId('workout-plan');
    await expect(card).toHaveCount(1);
    const after = (await page.evaluate(() => fetch('/api/workout-plans').then((r) => r.json()))).plans[0];
    expect(after.id).toBe(first.id);
    expect(new Set(after.exercises.map((e: { day: number }) => e.day)).size).toBe(3);
    await card.getByRole('button', { name: 'Voir' }).click();
    await expect(card).toContainText('Jour 3');
    await expect(card).not.toContainText('Jour 4');
  });
});
