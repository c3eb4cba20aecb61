import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (a support request: the member). */
  replyTo?: string;
  /** 'high' sets X-Priority 1 and Importance high (a priority support request). */
  priority?: 'high' | 'normal';
};

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Otherwise mail is written to
 * the log (the plain-text part, links included), so that `npm start` works
 * with no mail server: a developer signs in with the link from the log.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      kind: 'log',
      async send(message) {
        options.log.info(
          { mail: { to: message.to, subject: message.subject } },
          `mail (not sent, no SMTP_URL):\n${message.text}`,
        );
      },
      close() {},
    };
  }
  const url = new URL(options.smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Loopback peers in development and tests often have no valid certificate.
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true' || ['127.0.0.1', 'localhost', '::1'].includes(url.hostname),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
