import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './fixtures.ts';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test.describe('accessibility', () => {
  for (const path of ['/', '/support', '/privacy', '/terms', '/cookies', '/onboarding']) {
    test(`axe-core finds no serious or critical violation on ${path}`, async ({ browser, baseURL }) => {
      // axe is injected as a script: the context bypasses the app's strict CSP for the test only.
      const context = await browser.newContext({ baseURL, bypassCSP: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        localStorage.setItem(
          'cookie-consent',
          JSON.stringify({ necessary: true, analytics: false, personalization: false, marketing: false }),
        );
        localStorage.setItem('pricing-popup-dismissed', String(Date.now()));
      });
      await page.goto(path);
      await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
      await page.waitForLoadState('networkidle');
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        // biome-ignore lint/suspicious/noExplicitAny: axe is a global injected above
        const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
        return result.violations
          .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v: { id: string; nodes: { target: string[] }[] }) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          );
      });
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});
