import type { Language } from '#shared/i18n/languages.ts';

/**
 * Said at the end of a reply stopped because its time was used (issue 25, finding 5): the minutes
 * left ran out, or a reply reached the longest one may be (`REPLY_MAX_SECONDS`).
 */
export const REPLY_CUT_TEXTS: Record<Language, { minutes: string; longest: string }> = {
  en: {
    minutes: '(The reply stops here: your AI minutes ran out.)',
    longest: '(The reply stops here: a reply can last two minutes at most. Ask me to go on.)',
  },
  es: {
    minutes: '(La respuesta se detiene aquí: se han agotado tus minutos de IA.)',
    longest: '(La respuesta se detiene aquí: una respuesta dura como máximo dos minutos. Pídeme que continúe.)',
  },
  fr: {
    minutes: '(La réponse s’arrête ici : vos minutes d’IA sont épuisées.)',
    longest: '(La réponse s’arrête ici : une réponse dure deux minutes au plus. Demandez-moi de continuer.)',
  },
  de: {
    minutes: '(Die Antwort endet hier: Deine KI-Minuten sind aufgebraucht.)',
    longest: '(Die Antwort endet hier: Eine Antwort dauert höchstens zwei Minuten. Bitte mich, weiterzumachen.)',
  },
};
