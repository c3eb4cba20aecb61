import { describe, expect, it } from 'vitest';
import { pricingRedirect, safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps the app’s own pages with their query', () => {
    expect(safeRedirectPath('/subscription?pricing=open&plan=PRO')).toBe('/subscription?pricing=open&plan=PRO');
    expect(safeRedirectPath('/chat')).toBe('/chat');
    expect(safeRedirectPath(pricingRedirect('ANNUAL'))).toBe('/subscription?pricing=open&plan=ANNUAL');
    expect(safeRedirectPath('/chat#top')).toBe('/chat');
  });

  it('refuses every other origin, however it is written', () => {
    for (const bad of [
      'https://evil.example/chat',
      '//evil.example/chat',
      '/\\evil.example/chat',
      '\\\\evil.example',
      '/\t/evil.example',
      ' /chat',
      'javascript:alert(1)',
      'chat',
      '',
      `/chat?x=${'a'.repeat(400)}`,
    ]) {
      expect(safeRedirectPath(bad), bad).toBeNull();
    }
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath({ toString: () => '/chat' })).toBeNull();
  });

  it('refuses paths that are not pages of the app (the API, the callback, the local checkout)', () => {
    for (const bad of ['/api/account', '/auth/callback?token=x', '/local-checkout/cs_1', '/', '/%2F%2Fevil.example']) {
      expect(safeRedirectPath(bad), bad).toBeNull();
    }
  });
});
