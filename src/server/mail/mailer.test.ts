import { describe, expect, it } from 'vitest';
import { renderLinkEmail } from './templates.ts';

describe('email texts', () => {
  it('exist in every language for every kind and escape the link in HTML', () => {
    for (const lng of ['en', 'es', 'fr', 'de'] as const) {
      for (const kind of ['sign_in', 'onboarding'] as const) {
        const m = renderLinkEmail(kind, lng, 'a@b.c', 'http://x/auth/callback?token=a&b=<c>');
        expect(m.subject.length).toBeGreaterThan(5);
        expect(m.html).toContain(`lang="${lng}"`);
        expect(m.html).toContain('token=a&amp;b=&lt;c&gt;');
        expect(m.text).toContain('token=a&b=<c>');
      }
    }
  });
});
