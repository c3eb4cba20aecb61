import { SIGN_IN_LINK_MINUTES } from '#shared/catalog/limits.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { MailMessage } from './mailer.ts';

export type LinkEmailKind = 'sign_in' | 'onboarding';

type LinkEmailTexts = { subject: string; heading: string; intro: string; button: string };
type CommonTexts = { expiry: string; ignore: string; fallback: string; footer: string };

export const LINK_TEXTS: Record<Language, Record<LinkEmailKind, LinkEmailTexts>> = {
  en: {
    sign_in: {
      subject: 'Your Forja sign-in link',
      heading: 'Sign in to Forja',
      intro: 'Tap the button below to sign in. No password needed.',
      button: 'Sign in to Forja',
    },
    onboarding: {
      subject: 'Confirm your email to start with Forja',
      heading: 'Your coach is ready',
      intro: 'Confirm your email address to save your profile and sign in.',
      button: 'Confirm and sign in',
    },
  },
  es: {
    sign_in: {
      subject: 'Tu enlace para iniciar sesión en Forja',
      heading: 'Inicia sesión en Forja',
      intro: 'Pulsa el botón para iniciar sesión. No necesitas contraseña.',
      button: 'Iniciar sesión en Forja',
    },
    onboarding: {
      subject: 'Confirma tu correo para empezar con Forja',
      heading: 'Tu entrenador está listo',
      intro: 'Confirma tu dirección de correo para guardar tu perfil e iniciar sesión.',
      button: 'Confirmar e iniciar sesión',
    },
  },
  fr: {
    sign_in: {
      subject: 'Votre lien de connexion à Forja',
      heading: 'Connectez-vous à Forja',
      intro: 'Appuyez sur le bouton ci-dessous pour vous connecter. Aucun mot de passe n’est nécessaire.',
      button: 'Se connecter à Forja',
    },
    onboarding: {
      subject: 'Confirmez votre e-mail pour commencer avec Forja',
      heading: 'Votre coach est prêt',
      intro: 'Confirmez votre adresse e-mail pour enregistrer votre profil et vous connecter.',
      button: 'Confirmer et se connecter',
    },
  },
  de: {
    sign_in: {
      subject: 'Dein Anmeldelink für Forja',
      heading: 'Bei Forja anmelden',
      intro: 'Tippe auf den Button, um dich anzumelden. Du brauchst kein Passwort.',
      button: 'Bei Forja anmelden',
    },
    onboarding: {
      subject: 'Bestätige deine E-Mail-Adresse, um mit Forja zu starten',
      heading: 'Dein Coach ist bereit',
      intro: 'Bestätige deine E-Mail-Adresse, um dein Profil zu speichern und dich anzumelden.',
      button: 'Bestätigen und anmelden',
    },
  },
};

export const COMMON_TEXTS: Record<Language, CommonTexts> = {
  en: {
    expiry: `This link is valid for ${SIGN_IN_LINK_MINUTES} minutes and can be used once.`,
    ignore: "If you didn't ask for this email, you can safely ignore it.",
    fallback: "If the button doesn't work, copy this address into your browser:",
    footer: 'Forja · AI coaches for training and nutrition',
  },
  es: {
    expiry: `Este enlace es válido durante ${SIGN_IN_LINK_MINUTES} minutos y solo se puede usar una vez.`,
    ignore: 'Si no has pedido este correo, puedes ignorarlo sin problema.',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    footer: 'Forja · Entrenadores de IA para entrenamiento y nutrición',
  },
  fr: {
    expiry: `Ce lien est valable ${SIGN_IN_LINK_MINUTES} minutes et ne peut être utilisé qu’une seule fois.`,
    ignore: 'Si vous n’avez pas demandé cet e-mail, vous pouvez l’ignorer.',
    fallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    footer: 'Forja · Des coachs IA pour l’entraînement et la nutrition',
  },
  de: {
    expiry: `Dieser Link ist ${SIGN_IN_LINK_MINUTES} Minuten gültig und kann einmal verwendet werden.`,
    ignore: 'Wenn du diese E-Mail nicht angefordert hast, kannst du sie einfach ignorieren.',
    fallback: 'Falls der Button nicht funktioniert, kopiere diese Adresse in deinen Browser:',
    footer: 'Forja · KI-Coaches für Training und Ernährung',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A magic-link email with a plain-text and an HTML part, in the user's language. */
export function renderLinkEmail(kind: LinkEmailKind, language: Language, to: string, link: string): MailMessage {
  const t = LINK_TEXTS[language][kind];
  const c = COMMON_TEXTS[language];
  const text = [t.heading, '', t.intro, '', `${t.button}: ${link}`, '', c.expiry, c.ignore, '', c.footer].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc;padding:32px 16px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#c2410c;padding-bottom:16px">Forja</td></tr>
<tr><td style="font-size:24px;font-weight:700;padding-bottom:12px">${escapeHtml(t.heading)}</td></tr>
<tr><td style="font-size:16px;line-height:1.5;color:#334155;padding-bottom:24px">${escapeHtml(t.intro)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${href}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:10px">${escapeHtml(t.button)}</a></td></tr>
<tr><td style="font-size:14px;line-height:1.5;color:#475569;padding-bottom:8px">${escapeHtml(c.expiry)} ${escapeHtml(c.ignore)}</td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#64748b;word-break:break-all;padding-bottom:24px">${escapeHtml(c.fallback)}<br><a href="${href}" style="color:#c2410c">${href}</a></td></tr>
<tr><td style="font-size:12px;color:#94a3b8;border-top:1px solid #e2e8f0;padding-top:16px">${escapeHtml(c.footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject: t.subject, text, html };
}
