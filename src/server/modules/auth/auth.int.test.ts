import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { magicLinks, sessions, users } from '../../db/schema/index.ts';
import { sha256 } from '../../lib-crypto.ts';
import { cookieHeader, createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { sendMagicLink } from './magic-links.ts';

let ctx: TestContext;
let ipCounter = 1;
/** Each test speaks from its own address, so per-IP limits of one test do not leak into another. */
const nextIp = () => `10.1.0.${ipCounter++}`;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function requestLink(email: string, ip = nextIp(), language?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/magic-link',
    headers: SAME_ORIGIN,
    remoteAddress: ip,
    payload: { email, ...(language ? { language } : {}) },
  });
}

async function signIn(email: string) {
  await requestLink(email);
  const token = ctx.mailbox.lastToken(email);
  const res = await ctx.app.inject({ url: `/api/auth/callback?token=${token}`, remoteAddress: nextIp() });
  expect(res.statusCode).toBe(200);
  return { res, cookie: cookieHeader(res.headers['set-cookie']) };
}

describe('magic links', () => {
  it('answers known and unknown addresses the same way', async () => {
    await signIn('known@example.com');
    const known = await requestLink('known@example.com');
    const unknown = await requestLink('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ ok: true });
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  it('stores only a SHA-256 hash of a 256-bit token and links to APP_URL', async () => {
    await requestLink('Hash.Check@Example.com ');
    const mail = ctx.mailbox.to('hash.check@example.com').at(-1);
    expect(mail?.text).toContain('http://localhost:3000/auth/callback?token=');
    expect(mail?.html).toContain('http://localhost:3000/auth/callback?token=');
    const token = ctx.mailbox.lastToken('hash.check@example.com');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const rows = await ctx.db.select().from(magicLinks).where(eq(magicLinks.email, 'hash.check@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
  });

  it('writes the email in the language asked for', async () => {
    await requestLink('idioma@example.com', nextIp(), 'es');
    expect(ctx.mailbox.to('idioma@example.com').at(-1)?.subject).toBe('Tu enlace para iniciar sesión en Forja');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { ...SAME_ORIGIN, 'accept-language': 'de-DE,de;q=0.9' },
      remoteAddress: nextIp(),
      payload: { email: 'sprache@example.com' },
    });
    expect(ctx.mailbox.to('sprache@example.com').at(-1)?.subject).toBe('Dein Anmeldelink für Forja');
  });

  it('refuses bad addresses with EMAIL_REQUIRED and sends nothing', async () => {
    const before = ctx.mailbox.sent.length;
    for (const email of ['', 'no-at-sign', '@', 'a@', 42, null]) {
      const res = await requestLink(email as string);
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'EMAIL_REQUIRED', message: 'Valid email is required' });
    }
    expect(ctx.mailbox.sent.length).toBe(before);
  });

  it('finding 3: limits an address to 5 links an hour, whoever asks, without saying so', async () => {
    const email = 'limited@example.com';
    const warn = vi.spyOn(ctx.app.log, 'warn');
    for (let i = 0; i < 5; i++) expect((await requestLink(email)).statusCode).toBe(200);
    const res = await requestLink(email);
    // The sixth answers like the first five (a 429 would tell that someone asked for this address).
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['retry-after']).toBeUndefined();
    expect(ctx.mailbox.to(email)).toHaveLength(5);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ email: 'l…@example.com' }), expect.any(String));
    warn.mockRestore();
    // An unknown address is limited exactly the same way.
    const other = 'limited-too@example.com';
    for (let i = 0; i < 5; i++) await requestLink(other);
    expect((await requestLink(other)).statusCode).toBe(200);
    expect(ctx.mailbox.to(other)).toHaveLength(5);
  });

  it('finding 3: 20 parallel requests for one address store at most 5 links, and all answer alike', async () => {
    const email = 'parallel-limit@example.com';
    const results = await Promise.all(Array.from({ length: 20 }, () => requestLink(email)));
    const rows = await ctx.db.select().from(magicLinks).where(eq(magicLinks.email, email));
    expect(rows).toHaveLength(5);
    expect(ctx.mailbox.to(email)).toHaveLength(5);
    for (const r of results) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ ok: true });
    }
  });

  it('limits one IP across addresses', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await requestLink(`ip-${i}@example.com`, ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('per-IP limits behind a proxy', () => {
  /** 21 sends from one client whose every request forges another X-Forwarded-For; the proxy appends the real address. */
  async function forgedSends(app: TestContext['app'], proxy: string, client: string) {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        headers: { ...SAME_ORIGIN, 'x-forwarded-for': `198.51.100.${i}, ${client}` },
        remoteAddress: proxy,
        payload: { email: `forged-${client}-${i}@example.com` },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('finding 3: X-Forwarded-For does not bypass the per-IP limit', async () => {
    // One proxy in front (a hop count), then the proxy named by address.
    for (const trust of ['1', '10.0.0.0/8']) {
      const proxied = await createTestContext({ TRUST_PROXY: trust });
      try {
        const statuses = await forgedSends(proxied.app, '10.0.0.2', '203.0.113.7');
        expect(
          statuses.slice(0, 20).every((s) => s === 200),
          trust,
        ).toBe(true);
        expect(statuses[20], trust).toBe(429);
        // A client reaching Forja past the named proxy is counted by its own address, whatever it writes.
        if (trust === '10.0.0.0/8') {
          const direct = await forgedSends(proxied.app, '192.0.2.50', '203.0.113.8');
          expect(direct[20]).toBe(429);
        }
      } finally {
        await proxied.close();
      }
    }
  });
});

describe('redeeming a link', () => {
  it('signs in with session cookies of the right flags and says where to go', async () => {
    const { res } = await signIn('new-person@example.com');
    expect(res.json()).toMatchObject({
      user: { email: 'new-person@example.com', emailVerified: true },
      redirectTo: '/onboarding',
    });
    const cookies = [res.headers['set-cookie']].flat().map(String);
    const session = cookies.find((c) => c.startsWith('forja_session='));
    const marker = cookies.find((c) => c.startsWith('signed_in='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Max-Age=604800/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/);
    expect(marker).toMatch(/^signed_in=1/);
    expect(marker).not.toMatch(/HttpOnly/);
    const id = session?.split(';')[0]?.split('=')[1] ?? '';
    expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(id)));
    expect(row).toBeDefined();
    expect(JSON.stringify(await ctx.db.select().from(sessions))).not.toContain(id);
  });

  it('is single use: 20 parallel redemptions make exactly one session', async () => {
    const email = 'race@example.com';
    await requestLink(email);
    const token = ctx.mailbox.lastToken(email);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({ url: `/api/auth/callback?token=${token}`, remoteAddress: `10.9.0.${i}` }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    }
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    const rows = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('refuses expired, unknown and missing tokens', async () => {
    const email = 'expired@example.com';
    await requestLink(email);
    const token = ctx.mailbox.lastToken(email);
    await ctx.db.execute(sql`update magic_links set expires_at = now() - interval '1 second' where email = ${email}`);
    const expired = await ctx.app.inject({ url: `/api/auth/callback?token=${token}`, remoteAddress: nextIp() });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const unknown = await ctx.app.inject({ url: '/api/auth/callback?token=not-a-real-token', remoteAddress: nextIp() });
    expect(unknown.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const missing = await ctx.app.inject({ url: '/api/auth/callback', remoteAddress: nextIp() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'TOKEN_REQUIRED' });
    expect(expired.headers['set-cookie']).toBeUndefined();
  });

  it('limits verification attempts per IP', async () => {
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await ctx.app.inject({ url: `/api/auth/callback?token=guess-${i}`, remoteAddress: ip })).statusCode;
    }
    expect(last).toBe(429);
  });

  it('keeps older unexpired links valid when a new one is sent', async () => {
    const email = 'two-links@example.com';
    await requestLink(email);
    const first = ctx.mailbox.lastToken(email);
    await requestLink(email);
    const res = await ctx.app.inject({ url: `/api/auth/callback?token=${first}`, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
  });

  it('rotates the session id at sign-in and ends the old one', async () => {
    const email = 'rotate@example.com';
    const { cookie: first } = await signIn(email);
    await requestLink(email);
    const token = ctx.mailbox.lastToken(email);
    const res = await ctx.app.inject({
      url: `/api/auth/callback?token=${token}`,
      headers: { cookie: first },
      remoteAddress: nextIp(),
    });
    const second = cookieHeader(res.headers['set-cookie']);
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: '/api/profile', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/profile', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('finding 8: a link for another account does not replace the session unasked (login CSRF)', async () => {
    const { cookie: victim } = await signIn('victim@example.com');
    await requestLink('attacker@example.org');
    const token = ctx.mailbox.lastToken('attacker@example.org');
    const open = (headers: Record<string, string> = {}) =>
      ctx.app.inject({
        url: `/api/auth/callback?token=${token}`,
        headers: { cookie: victim, ...headers },
        remoteAddress: nextIp(),
      });

    // Opened as an attacker's page would open it: nothing changes, and the page can ask.
    const asked = await open();
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'ACCOUNT_SWITCH',
      details: { current: 'v…@example.com', next: 'a…@example.org' },
    });
    expect(asked.headers['set-cookie']).toBeUndefined();
    const profile = await ctx.app.inject({ url: '/api/profile', headers: { cookie: victim } });
    expect(profile.json().user.email).toBe('victim@example.com');
    const [link] = await ctx.db
      .select()
      .from(magicLinks)
      .where(eq(magicLinks.tokenHash, sha256(token)));
    expect(link?.usedAt).toBeNull();

    // The person chose to switch: the same link signs in to the other account.
    const switched = await open({ 'x-forja-switch-account': '1' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().user.email).toBe('attacker@example.org');
  });

  it('finding 8: a link for the account already signed in needs no question', async () => {
    const { cookie } = await signIn('same-account@example.com');
    await requestLink('same-account@example.com');
    const res = await ctx.app.inject({
      url: `/api/auth/callback?token=${ctx.mailbox.lastToken('same-account@example.com')}`,
      headers: { cookie },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers the profile call with 401 and { code, message } when signed out', async () => {
    const res = await ctx.app.inject({ url: '/api/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    const forged = await ctx.app.inject({
      url: '/api/profile',
      headers: { cookie: 'forja_session=forged; signed_in=1' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('returns the user and profile when signed in', async () => {
    const { cookie } = await signIn('profile@example.com');
    const res = await ctx.app.inject({ url: '/api/profile', headers: { cookie } });
    expect(res.json()).toEqual({
      user: expect.objectContaining({ email: 'profile@example.com', emailVerified: true }),
      profile: null,
    });
  });

  it('logout deletes the session on the server and clears both cookies', async () => {
    const { cookie } = await signIn('logout@example.com');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...SAME_ORIGIN } });
    expect(res.json()).toEqual({ ok: true });
    const cleared = [res.headers['set-cookie']].flat().map(String);
    expect(cleared.some((c) => c.startsWith('forja_session=;'))).toBe(true);
    expect(cleared.some((c) => c.startsWith('signed_in=;'))).toBe(true);
    // The old cookie, replayed, is dead.
    expect((await ctx.app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('cookies over https', () => {
  it('marks the session cookies Secure when APP_URL is https', async () => {
    const https = await createTestContext({ APP_URL: 'https://forja.example' });
    try {
      await https.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        headers: { origin: 'https://forja.example' },
        payload: { email: 'secure@example.com' },
      });
      const token = https.mailbox.lastToken('secure@example.com');
      const res = await https.app.inject({ url: `/api/auth/callback?token=${token}` });
      for (const c of [res.headers['set-cookie']].flat()) expect(String(c)).toMatch(/Secure/);
    } finally {
      await https.close();
    }
  });
});

describe('the __Host- session cookie over https', () => {
  it('finding 14: names the session cookie __Host-forja_session on https and uses that one name throughout', async () => {
    const origin = { origin: 'https://forja.example' };
    const https = await createTestContext({ APP_URL: 'https://forja.example' });
    try {
      const signInHttps = async (email: string, cookie = '') => {
        await https.app.inject({ method: 'POST', url: '/api/auth/magic-link', headers: origin, payload: { email } });
        const token = https.mailbox.lastToken(email);
        return https.app.inject({ url: `/api/auth/callback?token=${token}`, headers: cookie ? { cookie } : {} });
      };
      const res = await signInHttps('host-prefix@example.com');
      const cookies = [res.headers['set-cookie']].flat().map(String);
      const session = cookies.find((c) => c.startsWith('__Host-forja_session='));
      // What browsers require of the prefix: Secure, Path=/ and no Domain.
      expect(session).toMatch(/; Secure/);
      expect(session).toMatch(/; Path=\/(;|$)/);
      expect(session).not.toMatch(/Domain=/i);
      expect(session).toMatch(/HttpOnly/);
      expect(cookies.some((c) => c.startsWith('forja_session='))).toBe(false);
      const cookie = cookieHeader(res.headers['set-cookie']);
      expect((await https.app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);

      // The same id under the plain name is not a session on https.
      const id = cookie.match(/__Host-forja_session=([^;]+)/)?.[1];
      const plain = await https.app.inject({ url: '/api/profile', headers: { cookie: `forja_session=${id}` } });
      expect(plain.statusCode).toBe(401);

      // Rotation reads the prefixed cookie: the old session ends.
      const rotated = cookieHeader((await signInHttps('host-prefix@example.com', cookie)).headers['set-cookie']);
      expect((await https.app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);

      // Sign-out ends the session and clears the prefixed cookie with the attributes it was set with.
      const out = await https.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: rotated, ...origin },
      });
      const cleared = [out.headers['set-cookie']].flat().map(String);
      const clearedSession = cleared.find((c) => c.startsWith('__Host-forja_session=;'));
      expect(clearedSession).toMatch(/; Secure/);
      expect(clearedSession).toMatch(/; Path=\//);
      expect((await https.app.inject({ url: '/api/profile', headers: { cookie: rotated } })).statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });
});

describe('request logs', () => {
  it('finding 2: request logs carry the path of the sign-in callback without its token', async () => {
    const lines: string[] = [];
    const logged = await createTestContext({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => lines.push(l) } });
    try {
      await logged.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        headers: SAME_ORIGIN,
        payload: { email: 'logged@example.com' },
      });
      const token = logged.mailbox.lastToken('logged@example.com');
      const res = await logged.app.inject({ url: `/api/auth/callback?token=${encodeURIComponent(token)}` });
      expect(res.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('"url":"/api/auth/callback"');
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
      expect(log).not.toContain('token=');
    } finally {
      await logged.close();
    }
  });
});

describe('finding 10: a queued sign-in mail', () => {
  it('finding 10: its job holds the link’s id only; the token is minted when it is sent, and opens once', async () => {
    const email = 'queued-link@example.com';
    const jobs: unknown[] = [];
    const runner = ctx.app.deps.jobs;
    const send = runner.send.bind(runner);
    const spy = vi.spyOn(runner, 'send').mockImplementation((name, data, options) => {
      if (name === 'mail') jobs.push(data);
      return send(name, data, options);
    });
    try {
      await sendMagicLink(ctx.app.deps, { email, language: 'en', kind: 'sign_in', background: true });
      await ctx.app.deps.mailQueue.idle();
    } finally {
      spy.mockRestore();
    }
    const [row] = await ctx.db.select().from(magicLinks).where(eq(magicLinks.email, email));
    expect(jobs).toEqual([{ kind: 'sign_in_link', data: { linkId: row?.id } }]);
    const token = ctx.mailbox.lastToken(email);
    expect(row?.tokenHash).toBe(sha256(token));
    // Nothing in the job opens the link, whatever key one holds: it holds no token, sealed or not.
    expect(JSON.stringify(jobs)).not.toContain(token);
    const res = await ctx.app.inject({ url: `/api/auth/callback?token=${token}`, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
  });
});
