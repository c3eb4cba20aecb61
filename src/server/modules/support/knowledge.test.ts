import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_MINUTES } from '#shared/catalog/limits.ts';
import { getPlan, MINUTE_PACKS, PLANS, TRIAL_DAYS } from '#shared/catalog/pricing.ts';
import { SUPPORT_REPLY_HOURS } from '#shared/catalog/support.ts';
import { formatPriceIn } from '#shared/i18n/format.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { findTopic } from './answer-support.ts';
import { SUPPORT_FALLBACK, SUPPORT_TOPICS } from './knowledge.ts';

/** The topic the support chat answers a one-message conversation with (the real matcher, answer-support.ts). */
const match = (message: string): string | undefined => findTopic([{ role: 'user', content: message }])?.id;

/** Realistic questions per topic, in English, Spanish, French and German. */
const QUESTIONS: Record<string, { en: string[]; es: string[]; fr: string[]; de: string[] }> = {
  'plans-and-prices': {
    en: ['How much does Forja cost?', "What's the difference between Basic and Pro?", 'Do you have a yearly plan?'],
    es: ['¿Cuánto cuesta el plan Pro?', '¿Qué planes tenéis?', '¿Qué diferencia hay entre el plan básico y el pro?'],
    fr: ['Quel est le prix de l’abonnement ?', 'Combien coûte la formule annuelle ?'],
    de: ['Was kostet das Pro-Abo?', 'Welche Tarife gibt es?', 'Wie hoch sind die Preise?'],
  },
  'free-trial': {
    en: ['Is there a free trial?', 'Do I need a credit card to start?'],
    es: ['¿Hay prueba gratis?', '¿Me cobraréis al terminar el periodo de prueba?'],
    fr: ['Y a-t-il un essai gratuit ?', 'Est-ce que je serai prélevé après l’essai ?'],
    de: ['Gibt es eine kostenlose Testphase?', 'Kann ich Forja kostenlos testen?'],
  },
  'minutes-and-packs': {
    en: ['I ran out of minutes, how do I buy more?', 'When do my daily minutes reset?', 'How do minute packs work?'],
    es: ['Me he quedado sin minutos, ¿cómo compro más?', '¿Cuándo caducan los paquetes de minutos?'],
    fr: ['Je n’ai plus de minutes, comment en acheter ?', 'Comment fonctionnent les packs ?'],
    de: ['Meine Minuten sind aufgebraucht, wie kaufe ich mehr?', 'Wann verfallen Zusatzpakete?'],
  },
  refunds: {
    en: ['Can I get a refund?', 'I want my money back for the Pro plan'],
    es: ['Quiero un reembolso de mi suscripción', '¿Puedo pedir la devolución del dinero?'],
    fr: ['Comment obtenir un remboursement ?', 'Je veux être remboursé de mon abonnement'],
    de: ['Wie bekomme ich eine Rückerstattung?', 'Kann ich mein Geld zurückbekommen?'],
  },
  'cancel-subscription': {
    en: ['How do I cancel my subscription?', 'I want to stop my subscription and billing'],
    es: ['¿Cómo cancelo mi suscripción?', 'Quiero darme de baja'],
    fr: ['Comment résilier mon abonnement ?', 'Je veux annuler mon abonnement'],
    de: ['Wie kann ich mein Abo kündigen?', 'Ich möchte mein Abo beenden'],
  },
  'billing-and-payment': {
    en: ['Which payment methods do you accept?', 'Where can I download my invoices?', 'How do I change my card?'],
    es: ['¿Cómo puedo pagar?', '¿Dónde descargo mis facturas?', 'Quiero cambiar mi tarjeta'],
    fr: ['Quels moyens de paiement acceptez-vous ?', 'Où trouver mes factures ?'],
    de: ['Wie kann ich bezahlen?', 'Wo finde ich meine Rechnungen?', 'Ich möchte meine Karte ändern'],
  },
  'privacy-and-data': {
    en: ['How do I delete my account?', 'Can I download my data?', 'Is Forja GDPR compliant?'],
    es: ['¿Cómo elimino mi cuenta?', '¿Qué hacéis con mis datos personales?'],
    fr: ['Comment supprimer mon compte ?', 'Que faites-vous de mes données ?'],
    de: ['Wie lösche ich mein Konto?', 'Was passiert mit meinen Daten? Datenschutz?', 'Konto löschen'],
  },
  cookies: {
    en: ['How do I change my cookie settings?', 'What cookies do you use?'],
    es: ['¿Cómo cambio mis preferencias de cookies?'],
    fr: ['Comment modifier mes choix de cookies ?'],
    de: ['Wie ändere ich meine Cookie-Einstellungen?'],
  },
  'sign-in': {
    en: ["I can't log in", "I didn't receive the magic link", 'How do I sign in without a password?'],
    es: ['No puedo iniciar sesión', 'No me llega el enlace mágico', '¿Cuál es mi contraseña?'],
    fr: ['Je n’arrive pas à me connecter', 'Le lien magique a expiré', 'J’ai oublié mon mot de passe'],
    de: ['Ich kann mich nicht anmelden', 'Der Link ist abgelaufen', 'Wo setze ich mein Passwort zurück?'],
  },
  'coaches-and-safety': {
    en: [
      'Which coaches are there?',
      'I have a shoulder injury, can I do olympic lifting?',
      'Can Bruno make me a workout plan?',
    ],
    es: ['¿Qué entrenadores hay?', 'Tengo una lesión de rodilla', '¿Por qué está bloqueado el estilo HIIT?'],
    fr: ['Quels coachs proposez-vous ?', 'J’ai une blessure au poignet', 'Est-ce un avis médical ?'],
    de: ['Welche Coaches gibt es?', 'Ich habe eine Verletzung an der Schulter', 'Warum ist der Stil gesperrt?'],
  },
  offline: {
    en: ['Does the app work offline?', 'What happens if I have no internet at the gym?'],
    es: ['¿Funciona sin conexión?', '¿Puedo usar la app sin internet?'],
    fr: ['L’application fonctionne-t-elle hors ligne ?', 'Et sans connexion ?'],
    de: ['Funktioniert die App offline?', 'Was passiert ohne Internet?'],
  },
  rir: {
    en: ['What is RIR?', 'What does reps in reserve mean?'],
    es: ['¿Qué significa RIR?', '¿Qué son las repeticiones en reserva?'],
    fr: ['Que veut dire RIR ?', 'C’est quoi les répétitions en réserve ?'],
    de: ['Was bedeutet RIR?', 'Was sind Wiederholungen in Reserve?'],
  },
  'contact-and-hours': {
    en: ['How can I contact you?', 'Can I talk to a human?', 'What are your support hours?'],
    es: ['¿Cómo puedo contactar con vosotros?', '¿Cuál es el horario de atención?', 'Quiero hablar con una persona'],
    fr: ['Comment vous contacter ?', 'Quels sont vos horaires ?', 'Je voudrais parler à un conseiller'],
    de: ['Wie kann ich euch kontaktieren?', 'Wann ist der Support erreichbar?'],
  },
  languages: {
    en: ['What languages is Forja available in?', 'Can I use the app in Spanish?'],
    es: ['¿Cómo cambio el idioma?', '¿Está disponible en alemán?'],
    fr: ['Comment changer la langue ?', 'L’app est-elle disponible en anglais ?'],
    de: ['Wie ändere ich die Sprache?', 'Gibt es die App auf Deutsch?'],
  },
  age: {
    en: ['What is the minimum age?', "I'm 15, can I sign up?", 'How old do I need to be?'],
    es: ['¿Qué edad mínima hay que tener?', 'Tengo 15 años, ¿puedo usarla?'],
    fr: ['Quel est l’âge minimum ?', 'J’ai 15 ans, puis-je m’inscrire ?'],
    de: ['Wie alt muss ich sein?', 'Gibt es ein Mindestalter?'],
  },
};

describe('support knowledge base', () => {
  it('has unique kebab-case ids and allowed redirects', () => {
    const ids = SUPPORT_TOPICS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    const allowed = ['/subscription', '/onboarding', '/chat', '/plans', '/progress', '/privacy', '/terms', '/cookies'];
    for (const topic of SUPPORT_TOPICS) {
      expect(topic.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (topic.redirect !== undefined) expect(allowed).toContain(topic.redirect);
      for (const pattern of topic.patterns) expect(pattern.global || pattern.sticky).toBe(false);
    }
  });

  it('covers every required topic with questions in every language', () => {
    expect(Object.keys(QUESTIONS).sort()).toEqual(SUPPORT_TOPICS.map((t) => t.id).sort());
  });

  for (const [id, byLanguage] of Object.entries(QUESTIONS)) {
    for (const language of SUPPORTED_LANGUAGES) {
      it(`routes ${language} questions to ${id}`, () => {
        for (const question of byLanguage[language]) {
          expect({ question, topic: match(question) }).toEqual({ question, topic: id });
        }
      });
    }
  }

  it('puts the most specific topic first', () => {
    expect(match('Can I get a refund for my Pro plan?')).toBe('refunds');
    expect(match('How do I cancel my subscription and stop billing?')).toBe('cancel-subscription');
    expect(match('Are minute packs refundable?')).toBe('refunds');
    expect(match('¿Puedo cancelar la suscripción anual?')).toBe('cancel-subscription');
    expect(match('Kann ich die Minutenpakete erstattet bekommen?')).toBe('refunds');
    expect(match('Does my subscription renew automatically?')).toBe('billing-and-payment');
    expect(match('Will I be charged after the trial?')).toBe('free-trial');
    expect(match('How do I delete my account?')).toBe('privacy-and-data');
    expect(match('Does Sofía speak French?')).toBe('languages');
    expect(match('Wie viel Protein brauche ich?')).toBe('coaches-and-safety');
  });

  it('does not mistake ordinary training words for support topics', () => {
    expect(match('Can Bruno give me a 20-minute workout?')).toBe('coaches-and-safety');
    expect(match('How do I get a six pack?')).toBeUndefined();
    expect(match('Hello')).toBeUndefined();
    expect(match('Wie viele Sätze pro Woche?')).toBeUndefined();
  });

  it('has a non-empty answer in every language for every topic', () => {
    for (const topic of SUPPORT_TOPICS) {
      for (const language of SUPPORTED_LANGUAGES) {
        expect(topic.answer[language].trim().length, `${topic.id}/${language}`).toBeGreaterThan(0);
      }
    }
  });

  it('has a fallback with the support address in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(SUPPORT_FALLBACK[language]).toContain('{email}');
    }
  });

  it('writes prices in each language’s format, as the pages do (no break before the euro sign)', () => {
    const plans = SUPPORT_TOPICS.find((t) => t.id === 'plans-and-prices');
    expect(plans?.answer.en).toContain('€3.99');
    for (const language of ['es', 'fr', 'de'] as const) expect(plans?.answer[language]).toContain('3,99\u00a0€');
  });

  it('takes every figure from the catalogues', () => {
    const answer = (id: string, language: Language) => SUPPORT_TOPICS.find((t) => t.id === id)?.answer[language] ?? '';
    for (const language of SUPPORTED_LANGUAGES) {
      for (const plan of PLANS) {
        expect(answer('plans-and-prices', language), `${language} ${plan.id}`).toContain(
          formatPriceIn(language, plan.priceCents),
        );
      }
      for (const pack of MINUTE_PACKS) {
        expect(answer('minutes-and-packs', language), `${language} ${pack.minutes}`).toContain(
          formatPriceIn(language, pack.priceCents),
        );
      }
      expect(answer('free-trial', language)).toContain(String(TRIAL_DAYS));
      expect(answer('sign-in', language)).toContain(String(SIGN_IN_LINK_MINUTES));
    }
    // The answers say "30 on Pro and Annual": one figure for both.
    expect(getPlan('ANNUAL').dailyMinutes).toBe(getPlan('PRO').dailyMinutes);
  });
});

/** What the pages say, read from the client's catalogues (the support assistant must say the same). */
function pageTexts(language: Language, ns: string): string {
  return readFileSync(new URL(`../../../client/locales/${language}/${ns}.json`, import.meta.url), 'utf8');
}

describe('issue 24: the support knowledge states only what the product does', () => {
  const answers = (language: Language) => [
    ...SUPPORT_TOPICS.map((t) => t.answer[language]),
    SUPPORT_FALLBACK[language],
  ];
  const HOURS: Record<Language, RegExp> = {
    en: /(\d+) hours/g,
    es: /(\d+) horas/g,
    fr: /(\d+) heures/g,
    de: /(\d+) Stunden/g,
  };
  const SOON: Record<Language, string> = { en: 'coming soon', es: 'próximamente', fr: 'bientôt', de: 'demnächst' };

  it.each(SUPPORTED_LANGUAGES)('every answer time is one the catalogue promises, as the pages say (%s)', (language) => {
    const promised = new Set<number>(Object.values(SUPPORT_REPLY_HOURS));
    const said = answers(language).flatMap((a) => [...a.matchAll(HOURS[language])].map((m) => Number(m[1])));
    expect(said.length).toBeGreaterThan(0);
    for (const hours of said) expect(promised).toContain(hours);
    // The terms and the support page promise the same figures.
    const legal = pageTexts(language, 'legal');
    expect(legal).toMatch(new RegExp(`${SUPPORT_REPLY_HOURS.standard} `));
    expect(legal).toMatch(new RegExp(`${SUPPORT_REPLY_HOURS.priority} `));
    expect(pageTexts(language, 'support')).toContain(String(SUPPORT_REPLY_HOURS.priority));
  });

  it.each(SUPPORTED_LANGUAGES)('wearables are coming soon, as on the plan card and /progress (%s)', (language) => {
    const plans = SUPPORT_TOPICS.find((t) => t.id === 'plans-and-prices')?.answer[language] ?? '';
    expect(plans).toContain(SOON[language]);
    const card = JSON.parse(pageTexts(language, 'common')).plans.features.wearables as string;
    expect(card.toLowerCase()).toContain(SOON[language]);
  });

  it.each(SUPPORTED_LANGUAGES)('an account is erased at once, never "within 30 days" (%s)', (language) => {
    const data = SUPPORT_TOPICS.find((t) => t.answer.en.includes('delete your account'))?.answer[language] ?? '';
    expect(data).not.toMatch(
      /(within|en un plazo de|sous|innerhalb von) 30 (days|días|jours|Tagen) *[,;.]? *(while|aunque|tandis|während)/,
    );
    expect(data).toMatch(/at once|al instante|immédiatement|sofort/);
  });

  it('the plans answer’s figures are the catalogue’s', () => {
    const en = SUPPORT_TOPICS.find((t) => t.id === 'plans-and-prices')?.answer.en ?? '';
    for (const plan of PLANS) {
      expect(en).toContain(formatPriceIn('en', plan.priceCents));
      expect(en).toContain(`${plan.dailyMinutes} `);
      expect(en).toContain(`packs of ${plan.packMinutes} minutes`);
    }
  });
});

describe('issue 24: the support page’s FAQ says the same', () => {
  const SOON: Record<Language, string> = { en: 'coming soon', es: 'próximamente', fr: 'bientôt', de: 'demnächst' };
  it.each(SUPPORTED_LANGUAGES)('wearables coming soon, deletion at once, no 30-day answer time (%s)', (language) => {
    const faq = (JSON.parse(pageTexts(language, 'support')).faq as { a: string }[]).map((f) => f.a).join('\n');
    expect(faq).toContain(SOON[language]);
    expect(faq).not.toMatch(/(within|en un plazo de|sous|innerhalb von) 30 (days|días|jours|Tagen)[,.]/);
    expect(faq).not.toMatch(/(answer|respondemos|répondons|antworten)[^.]{0,25} 30 (days|días|jours|Tagen)/);
  });
});
