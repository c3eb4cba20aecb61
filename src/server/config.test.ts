import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, localModeNotice } from './config.ts';

describe('loadConfig', () => {
  it('runs with no environment at all', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.appOrigin).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.ai.provider).toBe('builtin');
    expect(c.supportEmail).toBe('support@forja.app');
    expect(c.dataDir).toMatch(/data$/);
  });

  it('treats empty variables as unset', () => {
    const c = loadConfig({ DATABASE_URL: '', SMTP_URL: '  ', REDIS_URL: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        AI_PROVIDER: 'openai-compatible',
        SUPPORT_EMAIL: 'nope',
        STRIPE_SECRET_KEY: 'sk_test_1',
        LOG_LEVEL: 'loud',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of [
        'PORT',
        'DATABASE_URL',
        'AI_BASE_URL',
        'SUPPORT_EMAIL',
        'STRIPE_WEBHOOK_SECRET',
        'LOG_LEVEL',
      ]) {
        expect(problems).toContain(name);
      }
      expect((err as Error).message).toMatch(/^Invalid configuration:/);
    }
  });

  it('turns /metrics on with a token of at least 16 characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });

  it('derives the allowed origin from APP_URL', () => {
    expect(loadConfig({ APP_URL: 'https://forja.app/', DEMO_MODE: 'true' }).appOrigin).toBe('https://forja.app');
  });

  it('finding 2: a declared deployment refuses to start without a mailer and a payment provider', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    // The operator's NODE_ENV=production, or an https APP_URL: both missing settings, named at once.
    for (const env of [{ NODE_ENV: 'production' }, { APP_URL: 'https://forja.example' }] as Record<string, string>[]) {
      const problems = problemsOf(env).join('\n');
      expect(problems, JSON.stringify(env)).toMatch(/SMTP_URL is required for a real deployment/);
      expect(problems, JSON.stringify(env)).toMatch(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required/);
      expect(problems, JSON.stringify(env)).toContain('DEMO_MODE=true');
    }
    // Only what is missing is named, with the other problems of the environment.
    const partial = problemsOf({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', PORT: 'eighty' });
    expect(partial.some((p) => p.startsWith('SMTP_URL'))).toBe(false);
    expect(partial.some((p) => p.startsWith('STRIPE_SECRET_KEY'))).toBe(true);
    expect(partial.some((p) => p.startsWith('PORT'))).toBe(true);
    // Everything real, an explicit demo, or the production default that `npm start` fills in: it starts.
    const real = {
      NODE_ENV: 'production',
      APP_URL: 'https://forja.example',
      SMTP_URL: 'smtp://mail.example.com',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(localModeNotice(loadConfig(real))).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', APP_URL: 'https://forja.example', DEMO_MODE: 'true' }).demoMode).toBe(
      true,
    );
    expect(problemsOf({ NODE_ENV: 'production', FORJA_DEFAULT_NODE_ENV: '1' })).toEqual([]);
    // ... but not on an https APP_URL, which only a deployment has.
    expect(
      problemsOf({ NODE_ENV: 'production', FORJA_DEFAULT_NODE_ENV: '1', APP_URL: 'https://forja.example' }),
    ).not.toEqual([]);
  });

  it('finding 2: says in one line that a start on the embedded defaults is local', () => {
    const notice = localModeNotice(loadConfig({}));
    expect(notice).toMatch(/^Local mode: /);
    expect(notice).toContain('sign-in links written to the log');
    expect(notice).toContain('local checkout with no real payment');
    expect(notice).toContain('built-in coach');
    expect(notice).not.toContain('\n');
    expect(localModeNotice(loadConfig({ APP_URL: 'https://forja.example', DEMO_MODE: 'true' }))).toMatch(
      /^Local mode \(DEMO_MODE\): /,
    );
  });

  it('finding 3: TRUST_PROXY takes a hop count or proxy addresses, never a blind true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.0/33', '10.0.0.300', 'proxy.example.com', '11']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be/);
    }
  });
});
