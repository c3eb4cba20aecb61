import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Mailer, MailMessage } from '#server/mail/mailer.ts';

/**
 * Keeps the mail the seed's app is asked to send, so that the seed follows its sign-in links
 * itself: the demo addresses never reach a mail server or the log.
 */
export class SeedMailbox implements Mailer {
  readonly kind = 'log' as const;
  private readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  close() {}
  /** The newest sign-in link mailed to an address. */
  lastLink(address: string): string {
    const mail = this.sent.filter((m) => m.to === address).at(-1);
    const link = mail?.text.match(/\S+\/auth\/callback\?token=[\w%-]+/)?.[0];
    if (!link) throw new Error(`no sign-in link was mailed to ${address}`);
    return link;
  }
}

/**
 * One member's browser against the real routes (`app.inject`): same-origin requests that carry
 * the cookies the server set, from an address of its own (the per-IP limits count each member
 * apart). Any answer but the expected one stops the seed with the route and the body.
 */
export class SeedBrowser {
  private jar = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly address: string,
  ) {}

  /** The cookies the server has set (the session among them), to hand to a real browser. */
  cookies(): { name: string; value: string }[] {
    return [...this.jar].map(([name, value]) => ({ name, value }));
  }

  async get<T>(url: string): Promise<T> {
    return (await this.send('GET', url)).json() as T;
  }

  /** A page of HTML (the local checkout's). */
  async getText(url: string): Promise<string> {
    return (await this.send('GET', url)).body;
  }

  async post<T>(url: string, payload: object): Promise<T> {
    return (await this.send('POST', url, payload)).json() as T;
  }

  /** A plain HTML form post (the local checkout's pages); answers with where it redirects. */
  async postForm(url: string, fields: Record<string, string>): Promise<string> {
    const res = await this.send('POST', url, new URLSearchParams(fields).toString(), 302);
    return String(res.headers.location ?? '');
  }

  private async send(
    method: 'GET' | 'POST',
    url: string,
    payload?: object | string,
    expected = 200,
  ): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.address,
      headers: {
        origin: this.app.deps.config.appOrigin,
        'accept-language': 'en',
        ...(this.jar.size > 0 ? { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    for (const c of res.cookies) {
      if (c.value === '' || c.maxAge === 0) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    if (res.statusCode !== expected) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res;
  }
}
