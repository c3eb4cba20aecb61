import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { users, workoutSets } from '#server/db/schema/index.ts';
import { SeedBrowser, type SeedMailbox } from './seed/browser.ts';
import { DEMO_EMAIL } from './seed/members.ts';
import { openSeedApp, runSeed, type SeedSummary } from './seed/run-seed.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'forja-seed-'));
let app: FastifyInstance;
let mailbox: SeedMailbox;
let first: SeedSummary;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    CLIENT_DIST: '/nonexistent',
  });
  ({ app, mailbox } = await openSeedApp(config));
  first = await runSeed(app, mailbox);
}, 180_000);

afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in with the link the seed printed, as the newcomer's browser does. */
async function signInWith(link: string): Promise<SeedBrowser> {
  const url = new URL(link);
  expect(url.origin).toBe('http://localhost:3000');
  const browser = new SeedBrowser(app, '198.51.100.7');
  const { redirectTo } = await browser.get<{ redirectTo: string }>(`/api/auth/callback${url.search}`);
  expect(redirectTo).toBe('/chat');
  return browser;
}

describe('npm run db:seed', () => {
  it('gives the demo member something on every screen', async () => {
    const demo = await signInWith(first.signInLink);
    const profile = await demo.get<{ user: { email: string } }>('/api/profile');
    expect(profile.user.email).toBe(DEMO_EMAIL);
    expect(await demo.get('/api/subscription')).toMatchObject({ plan: 'PRO', status: 'active' });
    expect(await demo.get('/api/usage/today')).toMatchObject({ usedSeconds: expect.any(Number), dailyLimit: 1800 });
    expect(first.usedSecondsToday).toBeGreaterThan(0);

    const records = await demo.get<{ recordType: string }[]>('/api/progress/personal-records');
    expect(records.filter((r) => r.recordType === '1rm').length).toBeGreaterThanOrEqual(5);
    expect((await demo.get<unknown[]>('/api/progress/one-rm')).length).toBeGreaterThan(50);
    const recovery = await demo.get<{ recoveryPercentage: number }[]>('/api/progress/muscle-recovery');
    expect(recovery.some((m) => m.recoveryPercentage < 100)).toBe(true);
    expect((await demo.get<unknown[]>('/api/progress/health-score')).length).toBeGreaterThan(0);
    expect(await demo.get<unknown[]>('/api/progress/unknown-exercises')).toEqual([]);
    const board = await demo.get<{ optedIn: boolean; entries: { isYou: boolean }[] }>('/api/leaderboard?period=month');
    expect(board.optedIn).toBe(true);
    expect(board.entries.length).toBe(4);

    // 3-4 sessions a week for 13 weeks.
    expect(first.sessions).toBeGreaterThanOrEqual(39);
    expect(first.sessions).toBeLessThanOrEqual(52);
    const { plans: workout } = await demo.get<{ plans: { id: string; createdBy: string }[] }>('/api/workout-plans');
    const { plans: nutrition } = await demo.get<{ plans: { createdBy: string }[] }>('/api/nutrition-plans');
    expect(workout).toEqual([expect.objectContaining({ createdBy: 'Bruno' })]);
    expect(nutrition).toEqual([expect.objectContaining({ createdBy: 'Sofía' })]);
    // Start Workout shows what was done last time on each of the plan's lifts.
    const previous = await demo.get<{ performedAt: string | null }[]>(
      `/api/workouts/previous?planId=${workout[0]?.id}&day=1`,
    );
    expect(previous.length).toBeGreaterThan(3);
    expect(previous.every((p) => p.performedAt !== null)).toBe(true);

    const sessions = await demo.get<{ id: string; agentCategory: string }[]>('/api/chat/sessions');
    expect(sessions.map((s) => s.agentCategory)).toEqual(['strength', 'nutrition']);
    const chat = await demo.get<{ role: string; content: string }[]>(`/api/chat/sessions/${sessions[0]?.id}/messages`);
    expect(chat.filter((m) => m.role === 'assistant')).toHaveLength(5);
    // The answers read the logged sets: the bench press's estimate, then yesterday's fatigue.
    expect(chat[3]?.content).toMatch(/Barbell bench press is \*\*\d+(\.\d)? kg\*\*/);
    expect(chat[5]?.content).toMatch(/: about \d+ h more to recover/);
  });

  it('resets its own members on a second run and leaves everyone else alone', async () => {
    const other = new SeedBrowser(app, '198.51.100.8');
    await other.post('/api/auth/magic-link', { email: 'someone@example.com', language: 'en' });
    await other.get(`/api/auth/callback${new URL(mailbox.lastLink('someone@example.com')).search}`);
    await other.post('/api/workouts/log', { sets: [{ exercise: 'Barbell bench press', weightKg: 60, reps: 5 }] });
    const [someone] = await app.deps.db.select().from(users).where(eq(users.email, 'someone@example.com'));

    const second = await runSeed(app, mailbox);
    expect(second).toMatchObject({ sessions: first.sessions, sets: first.sets, records: first.records });
    expect(second.chatMessages).toBe(first.chatMessages);
    const all = await app.deps.db.select({ email: users.email }).from(users);
    expect(all.map((u) => u.email).sort()).toEqual([
      'chloe@forja.local',
      'demo@forja.local',
      'jonas@forja.local',
      'marta@forja.local',
      'someone@example.com',
    ]);
    const kept = await app.deps.db
      .select()
      .from(workoutSets)
      .where(eq(workoutSets.userId, someone?.id ?? ''));
    expect(kept).toHaveLength(1);
    // The first run's link was used; the second run's works.
    await signInWith(second.signInLink);
  });
});
