import type { Mailer, MailMessage } from '../mail/mailer.ts';

/** A mailer that keeps what it is asked to send, for tests that follow the links. */
export class TestMailbox implements Mailer {
  readonly kind = 'smtp' as const;
  readonly sent: MailMessage[] = [];
  /** While set, every send fails with it (a mail server that is down). */
  failWith: Error | null = null;
  /** While set, every send waits for it (a slow mail server). */
  gate: Promise<void> | null = null;
  async send(message: MailMessage) {
    if (this.gate) await this.gate;
    if (this.failWith) throw this.failWith;
    this.sent.push(message);
  }
  close() {}
  to(address: string): MailMessage[] {
    return this.sent.filter((m) => m.to === address);
  }
  /** The token of the newest link mailed to an address. */
  lastToken(address: string): string {
    const mail = this.to(address).at(-1);
    const match = mail?.text.match(/\/auth\/callback\?token=([\w%-]+)/);
    if (!match?.[1]) throw new Error(`no link mailed to ${address}`);
    return decodeURIComponent(match[1]);
  }
}
