import { eq, getTableColumns, getTableName, is, Table } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { sha256 } from '../../lib-crypto.ts';
import { cookieHeader, createTestContext, SAME_ORIGIN, type TestContext } from '../../test/harness.ts';
import { onboardedUser, subscribe } from '../../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

type Row = Record<string, unknown>;
const DRAFT_TOKEN = 'export-test-draft-token';
type Export = Row & { chats: (Row & { messages: Row[] })[] };

/** Where each table's rows are in the export. */
const SECTIONS: Record<string, (d: Export) => Row[]> = {
  users: (d) => [d.account as Row],
  profiles: (d) => [d.profile as Row],
  sessions: (d) => d.sessions as Row[],
  magic_links: (d) => d.signInLinks as Row[],
  onboarding_drafts: (d) => d.onboardingDrafts as Row[],
  subscriptions: (d) => [d.subscription as Row],
  usage_days: (d) => d.usageDays as Row[],
  minute_packages: (d) => d.minutePackages as Row[],
  minute_ledger: (d) => d.minuteLedger as Row[],
  checkouts: (d) => d.checkouts as Row[],
  chat_sessions: (d) => d.chats,
  chat_messages: (d) => d.chats.flatMap((c) => c.messages),
  workout_plans: (d) => d.workoutPlans as Row[],
  nutrition_plans: (d) => d.nutritionPlans as Row[],
  workout_sets: (d) => d.workoutSets as Row[],
  custom_exercises: (d) => d.customExercises as Row[],
  idempotency_keys: (d) => d.requestRecords as Row[],
  leaderboard_weeks: (d) => d.leaderboardWeeks as Row[],
  support_requests: (d) => d.supportRequests as Row[],
  request_leases: (d) => d.workInProgress as Row[],
};
/** Secrets (hashes of tokens, session ids and request bodies) and the owner's id on every row. */
const WITHHELD = new Set(['userId', 'tokenHash', 'idHash', 'requestHash']);

/** Tables that hold a person's data: a user id or an address, or a reference to such a table. */
function personalTables(): PgTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, Table));
  const personal = new Set(
    tables.filter((t) => getTableConfig(t).columns.some((c) => c.name === 'user_id' || c.name === 'email')),
  );
  for (let size = 0; size !== personal.size; ) {
    size = personal.size;
    for (const t of tables) {
      if (getTableConfig(t).foreignKeys.some((fk) => personal.has(fk.reference().foreignTable as PgTable)))
        personal.add(t);
    }
  }
  return [...personal];
}

describe('data export', () => {
  it('finding 9: the export holds every column of every table with the user’s data, the ledger, checkouts and the leaderboard opt-in', async () => {
    const email = 'export-all@example.com';
    const { cookie, userId } = await onboardedUser(ctx, email);
    await subscribe(ctx, userId);
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, cookie, ...headers } });

    expect((await post('/api/leaderboard/opt-in', { optIn: true })).statusCode).toBe(200);
    const chat = (await post('/api/chat/sessions', { agentCategory: 'strength', agentStyle: 'hypertrophy' })).json();
    expect((await post('/api/chat/messages', { sessionId: chat.id, content: 'What is RIR?' })).statusCode).toBe(200);
    const logged = await post(
      '/api/workouts/log',
      { sets: [{ exercise: 'Squat', weightKg: 80, reps: 5, rir: 2 }] },
      { 'idempotency-key': 'export-queue-item-1' },
    );
    expect(logged.statusCode).toBe(200);
    expect(
      (await post('/api/workouts/log', { sets: [{ exercise: 'Zottman curl', weightKg: 10, reps: 10 }] })).statusCode,
    ).toBe(200);
    expect((await post('/api/progress/exercise-muscle', { name: 'Zottman curl', muscle: 'biceps' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/usage/add-package', { minutes: 20 })).statusCode).toBe(200);
    expect((await post('/api/support/requests', { message: 'Please call me back.' })).statusCode).toBe(200);
    await ctx.db.insert(schema.minutePackages).values({
      userId,
      minutes: 100,
      remainingSeconds: 6000,
      expiresAt: new Date(Date.now() + 86_400_000),
      paymentRef: 'export-test-pack',
    });
    await ctx.db.insert(schema.leaderboardWeeks).values({ weekStart: '2026-01-05', userId, rank: 1, sessions: 3 });
    await ctx.db
      .insert(schema.requestLeases)
      .values({ userId, kind: 'import', tokenHash: 'export-test-lease', expiresAt: new Date(Date.now() + 60_000) });
    // A draft this browser holds (its cookie), typed for another address before signing in.
    await ctx.db.insert(schema.onboardingDrafts).values({
      tokenHash: sha256(DRAFT_TOKEN),
      email: 'export-all-other@example.com',
      data: { basic: { fullName: 'Draft Name' } },
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await ctx.db.insert(schema.workoutPlans).values({
      userId,
      name: 'Export plan',
      muscleGroup: 'legs',
      difficulty: 'beginner',
      description: 'd',
      durationWeeks: 4,
      exercises: [],
      createdBy: 'test',
    });
    await ctx.db.insert(schema.nutritionPlans).values({
      userId,
      name: 'Export nutrition',
      description: 'd',
      kcal: 2200,
      proteinG: 150,
      carbsG: 250,
      fatG: 70,
      method: { formula: 'mifflin', bmr: 1600, activityFactor: 1.5, adjustment: 0, floorApplied: false },
      meals: [],
      restrictions: [],
      createdBy: 'test',
    });

    const res = await ctx.app.inject({
      url: '/api/account/export',
      headers: { cookie: `${cookie}; forja_onboarding=${DRAFT_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json() as Export;

    expect(data.leaderboardOptIn).toBe(true);
    expect(data.profile).toMatchObject({ leaderboardOptIn: true });
    expect(data.minuteLedger).toEqual(
      expect.arrayContaining([expect.objectContaining({ reason: expect.any(String), seconds: expect.any(Number) })]),
    );
    expect(data.checkouts).toEqual([expect.objectContaining({ kind: 'pack', minutes: 20 })]);
    expect(data.requestRecords).toEqual([expect.objectContaining({ key: 'export-queue-item-1', status: 200 })]);

    const tables = personalTables().map((t) => getTableName(t));
    expect(tables.filter((name) => !SECTIONS[name])).toEqual([]);
    for (const table of personalTables()) {
      const name = getTableName(table);
      const rows = SECTIONS[name]?.(data) ?? [];
      expect(rows.length, `${name} exported`).toBeGreaterThan(0);
      const columns = Object.keys(getTableColumns(table)).filter((c) => !WITHHELD.has(c));
      for (const row of rows) expect(Object.keys(row), name).toEqual(expect.arrayContaining(columns));
    }
    // The draft's token hash is a secret: the draft is there, neither its token nor its hash.
    expect(JSON.stringify(data)).not.toContain(DRAFT_TOKEN);
    expect(JSON.stringify(data)).not.toContain(sha256(DRAFT_TOKEN));
    expect(JSON.stringify(data)).not.toContain('export-test-lease');
  });

  it('finding 13: drafts typed by others with the member’s address are neither exported nor kept', async () => {
    const email = 'export-owner@example.com';
    const { cookie } = await onboardedUser(ctx, email);
    // Someone else starts onboarding with the owner's address and types health answers.
    const ip = '10.13.0.1';
    const stranger = async (url: string, payload: object, jar = '') => {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...SAME_ORIGIN, cookie: jar },
        remoteAddress: ip,
      });
      expect(res.statusCode, res.body).toBe(200);
      return cookieHeader(res.headers['set-cookie'], jar);
    };
    const jar = await stranger('/api/onboarding/basic', {
      fullName: 'Mallory Stranger',
      email,
      birthDate: '1985-03-03',
      gender: 'male',
      weight: 90,
      height: 180,
      termsAccepted: true,
      privacyAccepted: true,
    });
    await stranger(
      '/api/onboarding/profile',
      {
        injuries: ['typed by a stranger'],
        medicalConditions: [],
        dietaryRestrictions: [],
        equipment: [],
        fitnessLevel: 'beginner',
        trainingMethod: 'rir',
        parqCompleted: false,
        parqRequiresClearance: false,
      },
      jar,
    );
    const exported = await ctx.app.inject({ url: '/api/account/export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().onboardingDrafts).toEqual([]);
    expect(exported.body).not.toContain('Mallory');
    expect(exported.body).not.toContain('typed by a stranger');

    // The last step, for an address that belongs to an account, drops the draft: only the sign-in link goes.
    await stranger('/api/onboarding/parq', { answers: Array(7).fill(false) }, jar);
    await stranger('/api/onboarding/complete', { selectedAgent: { category: 'yoga', style: 'yin' } }, jar);
    const left = await ctx.db.select().from(schema.onboardingDrafts).where(eq(schema.onboardingDrafts.email, email));
    expect(left).toEqual([]);
  });

  it('finding 13: signing in drops every draft typed with the address', async () => {
    const email = 'export-new@example.com';
    const ip = '10.13.0.2';
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: SAME_ORIGIN, remoteAddress: ip });
    // A draft typed with a new address, then the address signs in through the sign-in form.
    expect(
      (
        await post('/api/onboarding/basic', {
          fullName: 'Early Draft',
          email,
          termsAccepted: true,
          privacyAccepted: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await post('/api/auth/magic-link', { email })).statusCode).toBe(200);
    const res = await ctx.app.inject({
      url: `/api/auth/callback?token=${ctx.mailbox.lastToken(email)}`,
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    const left = await ctx.db.select().from(schema.onboardingDrafts).where(eq(schema.onboardingDrafts.email, email));
    expect(left).toEqual([]);
  });
});
