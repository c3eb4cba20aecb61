import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { TestMailbox } from '../test/mailbox.ts';
import { MailQueue } from './queue.ts';

const message = { to: 'a@example.com', subject: 'Your Forja sign-in link', text: 'link', html: '<p>link</p>' };

describe('the mail queue', () => {
  it('retries a mail the server refused, and delivers it once it is back', async () => {
    const box = new TestMailbox();
    let failures = 2;
    const flaky = {
      ...box,
      kind: 'smtp' as const,
      close() {},
      async send(m: typeof message) {
        if (failures-- > 0) throw new Error('421 try again later');
        await box.send(m);
      },
    };
    const queue = new MailQueue(flaky, pino({ level: 'silent' }), { retryDelaySeconds: 0 });
    queue.enqueue(message);
    await queue.idle();
    expect(box.sent).toEqual([message]);
  });

  it('gives up after the last retry and logs the address and subject, not the text', async () => {
    const box = new TestMailbox();
    box.failWith = new Error('connection refused');
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (l: string) => lines.push(l) });
    const queue = new MailQueue(box, log, { retryLimit: 2, retryDelaySeconds: 0 });
    queue.enqueue({ ...message, text: 'https://forja.example/auth/callback?token=secret' });
    await queue.idle();
    expect(box.sent).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('a@example.com');
    expect(lines[0]).toContain('"attempts":3');
    expect(lines[0]).not.toContain('secret');
  });
});
