import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { renderLinkEmail } from './templates.ts';

const received: { from: string; to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  // smtp-server's bundled certificate is expired: speak plain SMTP on loopback.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mail through a real SMTP peer', () => {
  it('delivers a link email with a plain-text and an HTML part', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Forja <no-reply@forja.app>',
      log: pino({ level: 'silent' }),
    });
    const link = 'https://forja.example/auth/callback?token=abc_DEF-123';
    await mailer.send(renderLinkEmail('sign_in', 'fr', 'user@example.com', link));
    mailer.close();
    const mail = received.at(-1);
    expect(mail?.from).toBe('no-reply@forja.app');
    expect(mail?.to).toEqual(['user@example.com']);
    expect(mail?.raw).toMatch(/multipart\/alternative/);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    expect(mail?.raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(mail?.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=')).toContain('token=abc_DEF-123');
  });

  it('writes to the log when no SMTP_URL is set', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (s: string) => lines.push(s) });
    const mailer = createMailer({ from: 'x@y.z', log });
    expect(mailer.kind).toBe('log');
    await mailer.send(renderLinkEmail('onboarding', 'de', 'a@b.c', 'http://localhost:3000/auth/callback?token=t0k'));
    expect(lines.join('')).toContain('token=t0k');
    expect(lines.join('')).toContain('Bestätige deine E-Mail-Adresse');
  });
});
