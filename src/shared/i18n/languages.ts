export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Picks a supported language from a BCP 47 tag such as "es-MX"; undefined when none fits. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(base) ? base : undefined;
}

/** Picks the best language from an Accept-Language header, falling back to English. */
export function languageFromAcceptHeader(header: string | undefined): Language {
  if (!header) return FALLBACK_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}
