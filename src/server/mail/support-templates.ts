import type { Language } from '#shared/i18n/languages.ts';
import type { MailMessage } from './mailer.ts';

type CopyTexts = {
  subject: string;
  intro: (hours: number) => string;
  priority: string;
  yours: string;
  footer: string;
};

/** The member's copy of a support request, in their language (issue 24). */
export const SUPPORT_COPY_TEXTS: Record<Language, CopyTexts> = {
  en: {
    subject: 'We received your message',
    intro: (h) =>
      `Thanks for writing to Forja support. A person will answer within ${h} hours on business days (Monday to Friday, 9:00–18:00 CET).`,
    priority: 'Your plan includes priority support: your request is marked priority.',
    yours: 'Your message:',
    footer: 'Forja · AI coaches for training and nutrition',
  },
  es: {
    subject: 'Hemos recibido tu mensaje',
    intro: (h) =>
      `Gracias por escribir al soporte de Forja. Una persona te responderá en un plazo de ${h} horas en días laborables (de lunes a viernes, de 9:00 a 18:00 CET).`,
    priority: 'Tu plan incluye soporte prioritario: tu solicitud está marcada como prioritaria.',
    yours: 'Tu mensaje:',
    footer: 'Forja · Entrenadores de IA para entrenamiento y nutrición',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    intro: (h) =>
      `Merci d’avoir écrit au support de Forja. Une personne vous répondra sous ${h} heures les jours ouvrés (du lundi au vendredi, de 9 h à 18 h CET).`,
    priority: 'Votre formule inclut le support prioritaire : votre demande est marquée prioritaire.',
    yours: 'Votre message :',
    footer: 'Forja · Des coachs IA pour l’entraînement et la nutrition',
  },
  de: {
    subject: 'Wir haben deine Nachricht erhalten',
    intro: (h) =>
      `Danke für deine Nachricht an den Forja-Support. Ein Mensch antwortet innerhalb von ${h} Stunden an Werktagen (Montag bis Freitag, 9:00–18:00 MEZ).`,
    priority: 'Dein Tarif enthält Priority-Support: Deine Anfrage ist als vorrangig markiert.',
    yours: 'Deine Nachricht:',
    footer: 'Forja · KI-Coaches für Training und Ernährung',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const paragraphs = (lines: string[]) =>
  lines.map((l) => `<p style="font-size:15px;line-height:1.5;white-space:pre-wrap">${escapeHtml(l)}</p>`).join('');

export type SupportRequestMail = {
  id: string;
  email: string;
  plan: string | null;
  priority: boolean;
  replyWithinHours: number;
  message: string;
  language: Language;
};

/**
 * The mail to SUPPORT_EMAIL: a priority request says so in its subject and in its headers
 * (X-Priority 1, Importance high), so that a mailbox sorts it first; replies go to the member.
 */
export function renderSupportRequestMail(to: string, r: SupportRequestMail): MailMessage {
  const subject = `${r.priority ? '[PRIORITY] ' : ''}Support request from ${r.email} (${r.plan ?? 'no plan'})`;
  const lines = [
    `Request ${r.id}`,
    `From: ${r.email}`,
    `Plan: ${r.plan ?? 'none'}`,
    `Priority: ${r.priority ? 'yes' : 'no'}`,
    `Answer within: ${r.replyWithinHours} hours on business days`,
    `Language: ${r.language}`,
    '',
    r.message,
  ];
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: `<!doctype html><html><body>${paragraphs(lines)}</body></html>`,
    replyTo: r.email,
    ...(r.priority ? { priority: 'high' as const } : {}),
  };
}

/** The member's copy: what they wrote and when to expect an answer. */
export function renderSupportCopyMail(r: SupportRequestMail): MailMessage {
  const t = SUPPORT_COPY_TEXTS[r.language];
  const lines = [
    t.intro(r.replyWithinHours),
    ...(r.priority ? [t.priority] : []),
    '',
    t.yours,
    r.message,
    '',
    t.footer,
  ];
  return {
    to: r.email,
    subject: t.subject,
    text: lines.join('\n'),
    html: `<!doctype html><html lang="${r.language}"><body>${paragraphs(lines)}</body></html>`,
  };
}
