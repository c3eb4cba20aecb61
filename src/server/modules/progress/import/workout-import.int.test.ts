import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPersonalRecord } from '#shared/contracts/progress.ts';
import type { TImportPreview } from '#shared/contracts/workout-import.ts';
import { workoutSets } from '../../../db/schema/index.ts';
import { takeLease } from '../../../request-leases.ts';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../../test/harness.ts';
import { onboardedUser } from '../../../test/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const DAY = 86_400_000;
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

let ip = 1;
function post(cookie: string, url: string, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...SAME_ORIGIN, cookie },
    remoteAddress: `10.61.${Math.floor(ip / 250)}.${ip++ % 250}`,
  });
}
const preview = (cookie: string, csv: string, unit?: 'kg' | 'lb') =>
  post(cookie, '/api/progress/import/preview', { csv, unit });
const importFile = (cookie: string, csv: string, unit?: 'kg' | 'lb') =>
  post(cookie, '/api/progress/import', { csv, unit });
const get = (cookie: string, url: string) => ctx.app.inject({ url, headers: { cookie } });
const setsOf = async (userId: string) =>
  Number((await ctx.db.select({ n: count() }).from(workoutSets).where(eq(workoutSets.userId, userId)))[0]?.n);

/** A Strong file (current layout, kg) of `days` workouts, one every other day, ending yesterday. */
function strongFile(days: number, now = Date.now()): string {
  const lines = ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE'];
  for (let d = days; d >= 1; d--) {
    const at = new Date(now - (2 * d - 1) * DAY);
    const stamp = `${at.toISOString().slice(0, 10)} 07:30:00`;
    lines.push(`${stamp},"Full body",55m,"Squat (Barbell)",W,60,5,0,0,`);
    for (let s = 1; s <= 3; s++) lines.push(`${stamp},"Full body",55m,"Squat (Barbell)",${s},${90 + days - d},5,0,0,8`);
    lines.push(`${stamp},"Full body",55m,"Bench Press (Barbell)",1,${70 + days - d},6,0,0,9`);
  }
  return `${lines.join('\n')}\n`;
}

describe('importing Strong and Hevy exports', () => {
  it('previews a Strong file without storing anything, then imports it once', async () => {
    const me = await onboardedUser(ctx, 'import-strong@example.com');
    const csv = fixture('strong-current.csv');

    const seen = await preview(me.cookie, csv);
    expect(seen.statusCode).toBe(200);
    const p = seen.json() as TImportPreview;
    expect(p).toMatchObject({
      format: 'strong',
      unit: 'kg',
      unitFromFile: false,
      sessions: 3,
      sets: 21,
      duplicates: 0,
      skipped: { warmups: 3, restTimers: 1, empty: 0 },
      firstDate: '2024-03-04',
      lastDate: '2024-03-08',
      heaviest: { exercise: 'Squat (Barbell)', weightKg: 100, reps: 5 },
    });
    const byName = Object.fromEntries(p.exercises.map((e) => [e.name, e]));
    expect(byName['Bench Press (Barbell)']).toMatchObject({ match: 'library', muscle: 'chest', sets: 3 });
    expect(byName['Triceps Pushdown (Cable - Straight Bar)']).toMatchObject({ match: 'library', muscle: 'triceps' });
    expect(byName['Skullcrusher (Barbell)']).toMatchObject({ match: 'unknown', muscle: null, sets: 1 });
    expect(byName.Plank).toMatchObject({ match: 'timed', muscle: null, sets: 2 });
    // Unknown names first: they are what the person may want to look at.
    expect(p.exercises[0]?.name).toBe('Skullcrusher (Barbell)');
    expect(await setsOf(me.userId)).toBe(0);

    const done = await importFile(me.cookie, csv);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ imported: 21, sets: 21, sessions: 3 });
    expect(await setsOf(me.userId)).toBe(21);
    const [row] = await ctx.db.select().from(workoutSets).where(eq(workoutSets.exercise, 'Squat (Barbell)')).limit(1);
    expect(row).toMatchObject({ source: 'strong', muscle: 'quads', weightKg: '100.00', reps: 5 });
    expect(row?.performedAt.toISOString()).toBe('2024-03-06T06:15:40.000Z');

    // The second import of the same file adds nothing, and the preview says so.
    expect((await preview(me.cookie, csv)).json()).toMatchObject({ sets: 0, duplicates: 21, sessions: 0 });
    expect((await importFile(me.cookie, csv)).json()).toMatchObject({ imported: 0, duplicates: 21 });
    expect(await setsOf(me.userId)).toBe(21);

    // A longer export of the same account later adds only what is new.
    const longer = `${csv}2024-03-11 18:00:00,"Push B",50m,"Bench Press (Barbell)",1,82.5,6,0,0,9\n`;
    expect((await importFile(me.cookie, longer)).json()).toMatchObject({ imported: 1, duplicates: 21 });

    // The name the library does not know is asked about once on /progress; the answer maps it next time.
    const unknown = (await get(me.cookie, '/api/progress/unknown-exercises')).json();
    expect(unknown).toEqual([{ name: 'Skullcrusher (Barbell)', sets: 1 }]);
    await post(me.cookie, '/api/progress/exercise-muscle', { name: 'Skullcrusher (Barbell)', muscle: 'triceps' });
    const stranger = await onboardedUser(ctx, 'import-strong-2@example.com');
    const again = (await preview(stranger.cookie, csv)).json();
    expect(again.exercises.find((e: { name: string }) => e.name === 'Skullcrusher (Barbell)').match).toBe('unknown');
    const mine = (
      await preview(me.cookie, `${longer}2024-03-12 18:00:00,"X",1m,"skullcrusher  (barbell)",1,25,10,0,0,\n`)
    ).json() as TImportPreview;
    expect(mine.exercises).toEqual([
      { name: 'skullcrusher (barbell)', sets: 1, match: 'custom', libraryName: null, muscle: 'triceps' },
    ]);
  });

  it('reads Hevy, and the older Strong layouts, in kg and lb', async () => {
    const me = await onboardedUser(ctx, 'import-hevy@example.com');
    expect((await importFile(me.cookie, fixture('hevy.csv'))).json()).toMatchObject({
      format: 'hevy',
      imported: 10,
      sessions: 3,
      skipped: { warmups: 1 },
    });
    // The file says lb: the request's kg does not change it.
    expect((await importFile(me.cookie, fixture('hevy-lbs.csv'), 'kg')).json()).toMatchObject({
      unit: 'lb',
      imported: 2,
      heaviest: { weightKg: 83.91 },
    });
    // Strong's older layout does not say: the person chose lb.
    const legacy = (await preview(me.cookie, fixture('strong-legacy-notes-lb.csv'), 'lb')).json();
    expect(legacy).toMatchObject({ unit: 'lb', unitFromFile: false, heaviest: { weightKg: 142.88 }, sets: 7 });
    expect((await importFile(me.cookie, fixture('strong-semicolon-kg.csv'))).json()).toMatchObject({
      imported: 5,
      unitFromFile: true,
    });
    expect((await importFile(me.cookie, fixture('strong-weight-unit.csv'))).json()).toMatchObject({ imported: 3 });
  });

  it('never shows backfilled sessions as new records; a set logged here is new', async () => {
    const me = await onboardedUser(ctx, 'import-backfill@example.com');
    // Workouts up to yesterday, all imported.
    expect((await importFile(me.cookie, strongFile(10))).json()).toMatchObject({ imported: 40 });
    const records = (await get(me.cookie, '/api/progress/personal-records')).json() as TPersonalRecord[];
    const squat = records.find((r) => r.recordType === '1rm' && r.exerciseName === 'Squat (Barbell)');
    expect(squat).toMatchObject({ weight: 99, backfilled: true });
    expect(Date.now() - new Date(squat?.achievedAt ?? 0).getTime()).toBeLessThan(2 * DAY);
    expect(records.every((r) => r.backfilled)).toBe(true);

    // The next heavier squat, logged in Forja today, is a new record over the imported best.
    await post(me.cookie, '/api/workouts/log', { sets: [{ exercise: 'Back squat', weightKg: 105, reps: 5, rir: 2 }] });
    const after = (await get(me.cookie, '/api/progress/personal-records')).json() as TPersonalRecord[];
    const best = after.find((r) => r.recordType === '1rm' && r.id.startsWith('back_squat'));
    expect(best).toMatchObject({ weight: 105, backfilled: false });
    expect(best?.improvement).toBeGreaterThan(0);
    // Recovery and the health score count the imported sets like any other.
    const recovery = (await get(me.cookie, '/api/progress/muscle-recovery')).json();
    expect(recovery.find((m: { muscleGroup: string }) => m.muscleGroup === 'quads')?.currentWeeklySets).toBeGreaterThan(
      3,
    );
  });

  it('refuses a bad file with the line, and imports nothing from it', async () => {
    const me = await onboardedUser(ctx, 'import-bad@example.com');
    const good = fixture('strong-current.csv');
    const cases: [string, Record<string, unknown>][] = [
      [fixture('fitnotes-other-app.csv'), { reason: 'unknownFormat', line: 1 }],
      [good.slice(0, good.length - 20), { reason: 'truncated', line: 26 }],
      [`${good}2099-01-01 10:00:00,"Future",1h,"Squat (Barbell)",1,100,5,0,0,\n`, { reason: 'futureDate', line: 27 }],
      [`${good}1850-01-01 10:00:00,"Old",1h,"Squat (Barbell)",1,100,5,0,0,\n`, { reason: 'dateBefore1900', line: 27 }],
      [
        `${good}2024-03-09 10:00:00,"Reps",1h,"Squat (Barbell)",1,100,10000,0,0,\n`,
        { reason: 'tooManyReps', line: 27 },
      ],
      [`${good}2024-03-09 10:00:00,"Neg",1h,"Squat (Barbell)",1,-100,5,0,0,\n`, { reason: 'negativeWeight', line: 27 }],
      [good.replace('Weight,', 'Weight (stone),'), { reason: 'unknownUnit', line: 1, column: 'Weight (stone)' }],
    ];
    for (const [csv, problem] of cases) {
      const res = await importFile(me.cookie, csv);
      expect(res.statusCode, JSON.stringify(problem)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: problem });
      expect((await preview(me.cookie, csv)).json().details).toMatchObject(problem);
    }
    // A 1,100 lb deadlift read in kg is no one's lift: the file is in pounds.
    const heavy = `${good}2024-03-09 10:00:00,"DL",1h,"Deadlift (Barbell)",1,1100,1,0,0,\n`;
    expect((await importFile(me.cookie, heavy, 'kg')).json().details).toMatchObject({
      reason: 'weightTooHigh',
      line: 27,
    });
    expect((await importFile(me.cookie, heavy, 'lb')).json()).toMatchObject({ imported: 22 });
    await ctx.db.delete(workoutSets).where(eq(workoutSets.userId, me.userId));
    expect(await setsOf(me.userId)).toBe(0);

    // Past the limit: the service names it; far past it, the body is refused before it is read.
    const big = `${good}${'2024-03-09 10:00:00,"Pad",1h,"Squat (Barbell)",W,60,5,0,0,\n'.repeat(200_000)}`;
    expect((await importFile(me.cookie, big)).json()).toMatchObject({ details: { reason: 'tooLarge' } });
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/progress/import',
      payload: JSON.stringify({ csv: 'x'.repeat(50 * 1024 * 1024) }),
      headers: { ...SAME_ORIGIN, cookie: me.cookie, 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await setsOf(me.userId)).toBe(0);
  });

  it('answers any text with a preview or a named problem, never a 5xx', async () => {
    const me = await onboardedUser(ctx, 'import-fuzz@example.com');
    const lines = fixture('strong-current.csv').split('\n');
    const mutated = fc
      .tuple(fc.integer({ min: 1, max: lines.length - 2 }), fc.string({ maxLength: 80 }))
      .map(([i, text]) => lines.map((l, j) => (j === i ? text : l)).join('\n'));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 300 }), mutated), async (csv) => {
        const res = await preview(me.cookie, csv);
        expect([200, 400]).toContain(res.statusCode);
        if (res.statusCode === 400) expect(res.json().details.reason).toEqual(expect.any(String));
      }),
      { numRuns: 200 },
    );
    expect(await setsOf(me.userId)).toBe(0);
  });

  it('finding 1: one import per member at a time: a second one meanwhile is refused, the file added once', async () => {
    const me = await onboardedUser(ctx, 'import-race@example.com');
    const csv = strongFile(30);
    // Another import of this member is running (its lease is held).
    const running = await takeLease(ctx.app.deps, me.userId, 'import', 60_000);
    for (const send of [preview, importFile]) {
      const refused = await send(me.cookie, csv);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'IMPORT_IN_PROGRESS' });
    }
    expect(await setsOf(me.userId)).toBe(0);
    await running?.release();
    // Two at once: one adds the file, the other is refused or (the first already done) adds nothing.
    const results = await Promise.all([importFile(me.cookie, csv), importFile(me.cookie, csv)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual(
      results.some((r) => r.statusCode === 409) ? [200, 409] : [200, 200],
    );
    const imported = results.filter((r) => r.statusCode === 200).map((r) => r.json().imported as number);
    expect(imported.reduce((a, b) => a + b, 0)).toBe(120);
    expect(await setsOf(me.userId)).toBe(120);
    // Another member meanwhile is not held up.
    const other = await onboardedUser(ctx, 'import-race-other@example.com');
    const held = await takeLease(ctx.app.deps, me.userId, 'import', 60_000);
    expect((await importFile(other.cookie, csv)).json()).toMatchObject({ imported: 120 });
    await held?.release();
  });

  it('finding 1: a file with more than 2,000 different names is refused with its line, nothing added', async () => {
    const me = await onboardedUser(ctx, 'import-names@example.com');
    const lines = ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE'];
    for (let i = 0; i <= 2000; i++)
      lines.push(`2024-03-0${1 + (i % 9)} 18:00:00,"W",1h,"Curl variation ${i}",1,20,10,0,0,8`);
    const csv = `${lines.join('\n')}\n`;
    for (const send of [preview, importFile]) {
      const res = await send(me.cookie, csv);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { reason: 'tooManyExercises', line: 2002, column: 'Exercise Name', value: 'Curl variation 2000' },
      });
    }
    expect(await setsOf(me.userId)).toBe(0);
    // 2,000 are read.
    expect((await importFile(me.cookie, `${lines.slice(0, 2001).join('\n')}\n`)).json()).toMatchObject({
      imported: 2000,
    });
  });

  it('finding 1: each imported set keeps its exercise’s identity; names unknown to the library are asked about', async () => {
    const me = await onboardedUser(ctx, 'import-identity@example.com');
    const csv = [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE',
      '2024-03-02 18:00:00,"W",1h,"Bench Press (Barbell)",1,80,5,0,0,8',
      '2024-03-02 18:00:00,"W",1h,"Zottman Curl",1,12,10,0,0,8',
      '2024-03-02 18:00:00,"W",1h,"Plank",1,0,1,0,60,',
    ].join('\n');
    expect((await importFile(me.cookie, csv)).json()).toMatchObject({ imported: 3 });
    const rows = await ctx.db
      .select({ exercise: workoutSets.exercise, exerciseKey: workoutSets.exerciseKey, muscle: workoutSets.muscle })
      .from(workoutSets)
      .where(eq(workoutSets.userId, me.userId));
    expect(rows.sort((a, b) => a.exercise.localeCompare(b.exercise))).toEqual([
      { exercise: 'Bench Press (Barbell)', exerciseKey: 'bench_press', muscle: 'chest' },
      { exercise: 'Plank', exerciseKey: null, muscle: null },
      { exercise: 'Zottman Curl', exerciseKey: 'zottman curl', muscle: null },
    ]);
    expect((await get(me.cookie, '/api/progress/unknown-exercises')).json()).toEqual([
      { name: 'Zottman Curl', sets: 1 },
    ]);
    expect(
      (await post(me.cookie, '/api/progress/exercise-muscle', { name: 'Zottman Curl', muscle: 'biceps' })).json(),
    ).toMatchObject({ sets: 1 });
    expect((await get(me.cookie, '/api/progress/unknown-exercises')).json()).toEqual([]);
  });

  it('refuses a body that is not an import request, as any route does', async () => {
    const me = await onboardedUser(ctx, 'import-body@example.com');
    const send = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/progress/import/preview',
        payload,
        headers: { ...SAME_ORIGIN, cookie: me.cookie, 'content-type': 'application/json' },
      });
    const broken = await send('{"csv": "Date,');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const wrong = await send(JSON.stringify({ csv: 42, unit: 'stone' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([
        expect.objectContaining({ path: 'csv' }),
        expect.objectContaining({ path: 'unit' }),
      ]),
    });
    expect(await setsOf(me.userId)).toBe(0);
  });

  it('needs a signed-in member', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/progress/import',
      payload: { csv: 'a' },
      headers: SAME_ORIGIN,
    });
    expect(res.statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/progress/export.csv' })).statusCode).toBe(401);
  });
});

describe('export', () => {
  it('writes every set as Strong’s layout, which imports back as the same sets and adds nothing twice', async () => {
    const me = await onboardedUser(ctx, 'export@example.com');
    await importFile(me.cookie, fixture('strong-current.csv'));
    await post(me.cookie, '/api/workouts/log', {
      sets: [
        { exercise: 'Bench', weightKg: 82.5, reps: 5, rir: 1 },
        { exercise: 'Bench', weightKg: 82.5, reps: 5 },
        { exercise: 'Pigeon pose', weightKg: 0, reps: 2, seconds: 360 },
      ],
    });
    const res = await get(me.cookie, '/api/progress/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="forja-sets-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(lines[0]).toBe('Date,Workout Name,Duration,Exercise Name,Set Order,Weight (kg),Reps,Distance,Seconds,RPE');
    expect(lines).toHaveLength(1 + 24);
    // Madrid wall time, the set's place, RPE from RIR (RPE 9.5 was read as RIR 0: RPE 10).
    expect(lines).toContain('2024-03-04 18:02:11,Forja,,Bench Press (Barbell),3,80,6,,0,10');
    expect(lines.filter((l) => /,Bench,[12],82.5,5,,0,(9)?$/.test(l))).toHaveLength(2);
    expect(lines.some((l) => /,Pigeon pose,1,0,2,,360,$/.test(l))).toBe(true);

    // Back into the same account: nothing new, the sets logged here included.
    expect((await importFile(me.cookie, res.body)).json()).toMatchObject({ imported: 0, duplicates: 24 });
    // Into another account: the same sets, the same records.
    const other = await onboardedUser(ctx, 'export-other@example.com');
    expect((await get(other.cookie, '/api/progress/export.csv')).body).toBe(`${lines[0]}\r\n`);
    expect((await importFile(other.cookie, res.body)).json()).toMatchObject({ imported: 24, sessions: 4 });
    // Two equal sets logged here at once may come back in either order: the figures, not which one.
    const strip = (records: TPersonalRecord[]) =>
      records
        .map(({ id, weight, reps, estimated1RM, improvement, achievedAt }) => ({
          id,
          weight,
          reps,
          estimated1RM,
          improvement,
          achievedAt: achievedAt.slice(0, 16),
        }))
        .sort((a, b) => a.id.localeCompare(b.id));
    const mine = (await get(me.cookie, '/api/progress/personal-records')).json();
    const theirs = (await get(other.cookie, '/api/progress/personal-records')).json();
    expect(strip(theirs)).toEqual(strip(mine));
  });
});
