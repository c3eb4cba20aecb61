import { describe, expect, it } from 'vitest';
import { languageFromAcceptHeader, matchLanguage } from '#shared/i18n/languages.ts';
import { setLanguage } from './i18n.ts';

describe('languages', () => {
  it('refuses an unsupported language', async () => {
    await expect(setLanguage('it')).rejects.toThrow('Unsupported language: it');
    await expect(setLanguage('')).rejects.toThrow(/Unsupported language/);
  });

  it('matches browser tags to supported languages', () => {
    expect(matchLanguage('es-MX')).toBe('es');
    expect(matchLanguage('de_CH')).toBe('de');
    expect(matchLanguage('pt-BR')).toBeUndefined();
    expect(languageFromAcceptHeader('pt-BR,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(languageFromAcceptHeader('it')).toBe('en');
    expect(languageFromAcceptHeader(undefined)).toBe('en');
  });
});
