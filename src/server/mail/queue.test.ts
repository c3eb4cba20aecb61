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
    queue.compose('test', async () => message);
    queue.enqueue('test', {});
    await queue.idle();
    expect(box.sent).toEqual([message]);
  });

  it('gives up after the last retry and logs the address and subject, not the text', async () => {
    const box = new TestMailbox();
    box.failWith = new Error('connection refused');
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (l: string) => lines.push(l) });
    const queue = new MailQueue(box, log, { retryLimit: 2, retryDelaySeconds: 0 });
    queue.compose('test', async () => ({ ...message, text: 'https://forja.example/auth/callback?token=secret' }));
    queue.enqueue('test', {});
    await queue.idle();
    expect(box.sent).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('a@example.com');
    expect(lines[0]).toContain('"attempts":3');
    expect(lines[0]).not.toContain('secret');
  });

  it('finding 10: a job holds what to send, never the message: it is written when the job runs', async () => {
    const box = new TestMailbox();
    const queue = new MailQueue(box, pino({ level: 'silent' }), { retryDelaySeconds: 0 });
    const written: Record<string, string>[] = [];
    queue.compose('link', async (data) => {
      written.push(data);
      return { ...message, text: `token-${data.id}` };
    });
    const sent: unknown[] = [];
    const runner = (queue as unknown as { runner: { send: (n: string, d: unknown) => Promise<string> } }).runner;
    const send = runner.send.bind(runner);
    runner.send = (name, data) => {
      sent.push(data);
      return send(name, data);
    };
    await queue.enqueue('link', { id: '42' });
    await queue.idle();
    expect(sent).toEqual([{ kind: 'link', data: { id: '42' } }]);
    expect(written).toEqual([{ id: '42' }]);
    expect(box.sent.map((m) => m.text)).toEqual(['token-42']);
  });
});
