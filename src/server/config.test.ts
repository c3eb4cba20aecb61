import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('derives the allowed origin from APP_URL', () => {
    expect(loadConfig({ APP_URL: 'https://forja.app/' }).appOrigin).toBe('https://forja.app');
  });
});
