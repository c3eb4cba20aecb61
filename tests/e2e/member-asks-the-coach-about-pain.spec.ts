import { expect, signInAs, test, withConsent } from './fixtures.ts';

test.describe('a Spanish-speaking member', () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test('asks about knee pain during squats, gets safety advice and a substitute, and has the plan changed', async ({
    page,
  }) => {
    await signInAs(page, 'pain');
    await page.getByTestId('language-selector').first().selectOption({ label: 'Español' });

    await page.goto('/chat');
    await page.getByRole('button', { name: 'Nueva sesión' }).click();
    await page.getByRole('button', { name: /Fuerza/ }).click();
    await page.getByTestId('style-hypertrophy').getByRole('button').first().click();
    await page.getByRole('button', { name: 'Empezar sesión' }).click();
    const input = page.getByRole('textbox', { name: 'Tu mensaje' });
    const replies = page.locator('[data-role="assistant"]');

    await input.fill('Hazme un plan de entrenamiento');
    await input.press('Enter');
    await expect(replies.last()).toContainText('Aquí tienes tu plan');
    const before = (await page.evaluate(() => fetch('/api/workout-plans').then((r) => r.json()))).plans[0];

    await input.fill('Me duele la rodilla cuando hago sentadillas');
    await input.press('Enter');
    const advice = replies.last();
    await expect(advice).toContainText(/fisio|médico/);
    await expect(advice).toContainText('prueba con');
    await expect(advice).toContainText('«sí»');
    const substitute = (await advice.locator('strong').last().textContent())?.trim() ?? '';
    expect(substitute.length).toBeGreaterThan(3);

    await input.fill('Sí, aplícalo a mi plan');
    await input.press('Enter');
    await expect(replies.last()).toContainText(`Hecho: he cambiado`);

    await page.goto('/plans');
    const card = page.getByTestId('workout-plan');
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Ver' }).click();
    await expect(card).toContainText(substitute);
    const after = (await page.evaluate(() => fetch('/api/workout-plans').then((r) => r.json()))).plans[0];
    expect(after.id).toBe(before.id);
    expect(after.exercises.map((e: { name: string }) => e.name)).toContain(substitute);
    expect(after.exercises.length).toBe(before.exercises.length);
  });
});
