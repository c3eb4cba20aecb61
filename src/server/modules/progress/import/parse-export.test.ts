import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportProblem, parseExport } from './parse-export.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const NOW = new Date('2024-06-01T12:00:00Z');
const parse = (csv: string, unit?: 'kg' | 'lb', timeZone = 'Europe/Madrid') =>
  parseExport(csv, { unit, timeZone, now: NOW });

/** The problem a file is refused with. */
function problemOf(csv: string, unit?: 'kg' | 'lb') {
  try {
    parse(csv, unit);
  } catch (err) {
    if (err instanceof ImportProblem) return err.problem;
    throw err;
  }
  throw new Error('the file was accepted');
}

describe('Strong exports', () => {
  it('reads the current layout: warm-ups and rest timers left out, RPE as RIR, timed work as seconds', () => {
    const parsed = parse(fixture('strong-current.csv'));
    expect(parsed).toMatchObject({
      format: 'strong',
      unit: 'kg',
      unitFromFile: false,
      skipped: { warmups: 3, restTimers: 1, empty: 0 },
    });
    expect(parsed.sets).toHaveLength(21);
    const [bench1, bench2, bench3] = parsed.sets;
    // RPE 8 → RIR 2, RPE 9 → 1, RPE 9.5 counts as the harder whole point: RIR 0.
    expect(bench1).toMatchObject({ exercise: 'Bench Press (Barbell)', weightKg: 80, reps: 8, rir: 2, seconds: null });
    expect(bench2?.rir).toBe(1);
    expect(bench3?.rir).toBe(0);
    // Madrid is UTC+1 in March: 18:02:11 there is 17:02:11 UTC.
    expect(bench1?.performedAt.toISOString()).toBe('2024-03-04T17:02:11.000Z');
    expect(bench1?.startedAt).toBe('2024-03-04 18:02');
    expect(parsed.sets.filter((s) => s.exercise === 'Plank')).toEqual([
      expect.objectContaining({ seconds: 60, weightKg: 0, reps: 1, rir: null }),
      expect.objectContaining({ seconds: 45, weightKg: 0, reps: 1 }),
    ]);
    // Pull-ups at bodyweight are lifted sets without load; a set marked F went to failure (RIR 0).
    expect(parsed.sets.find((s) => s.exercise === 'Pull Up')).toMatchObject({ weightKg: 0, reps: 10, seconds: null });
    expect(parsed.sets.at(-1)).toMatchObject({ exercise: 'Bicep Curl (Dumbbell)', reps: 10, rir: 0 });
  });

  it('reads the older layout with notes over several lines, in pounds when the person says so', () => {
    const parsed = parse(fixture('strong-legacy-notes-lb.csv'), 'lb');
    expect(parsed).toMatchObject({ format: 'strong', unit: 'lb', unitFromFile: false });
    expect(parsed.sets.map((s) => s.weightKg)).toEqual([102.06, 124.74, 142.88, 22.68, 83.91, 83.91, 0]);
    expect(parsed.sets.find((s) => s.exercise === 'Running')).toMatchObject({ seconds: 1560, reps: 1 });
    // RPE 7.5 → RIR 2.
    expect(parsed.sets[5]?.rir).toBe(2);
  });

  it('reads a semicolon-separated file with a byte-order mark, CRLF, Weight (kg) and decimal commas', () => {
    const csv = fixture('strong-semicolon-kg.csv');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('\r\n');
    // The file names its unit: it wins over the person's choice.
    const parsed = parse(csv, 'lb');
    expect(parsed).toMatchObject({ unit: 'kg', unitFromFile: true, skipped: { warmups: 1 } });
    expect(parsed.sets.map((s) => [s.exercise, s.weightKg, s.reps, s.rir])).toEqual([
      ['Bench Press (Barbell)', 82.5, 5, 1],
      ['Bench Press (Barbell)', 82.5, 5, 1],
      ['Lateral Raise (Dumbbell)', 10, 15, null],
      ['Squat (Barbell)', 102.5, 5, 2],
      ['Squat (Barbell)', 102.5, 5, null],
    ]);
  });

  it('reads the layout with a unit on every row', () => {
    const parsed = parse(fixture('strong-weight-unit.csv'));
    expect(parsed).toMatchObject({ unit: 'lb', unitFromFile: true });
    expect(parsed.sets.map((s) => s.weightKg)).toEqual([43.09, 43.09, 12.5]);
  });
});

describe('Hevy exports', () => {
  it('reads weight_kg, set types, RPE and timed cardio', () => {
    const parsed = parse(fixture('hevy.csv'));
    expect(parsed).toMatchObject({ format: 'hevy', unit: 'kg', unitFromFile: true, skipped: { warmups: 1 } });
    expect(parsed.sets).toHaveLength(10);
    expect(parsed.sets[0]).toMatchObject({ exercise: 'Bench Press (Barbell)', weightKg: 80, reps: 8, rir: 2 });
    expect(parsed.sets[0]?.startedAt).toBe('2024-03-04 18:02');
    // RPE 8.5 → RIR 1; a failure set without RPE → RIR 0; a drop set is a set.
    expect(parsed.sets.slice(1, 3).map((s) => s.rir)).toEqual([1, 0]);
    expect(parsed.sets.find((s) => s.exercise === 'Treadmill')).toMatchObject({ seconds: 1860, weightKg: 0 });
  });

  it('reads weight_lbs', () => {
    const parsed = parse(fixture('hevy-lbs.csv'), 'kg');
    expect(parsed).toMatchObject({ unit: 'lb', unitFromFile: true });
    expect(parsed.sets.map((s) => s.weightKg)).toEqual([83.91, 83.91]);
  });
});

describe('time zones', () => {
  it('reads the file’s wall time in the person’s zone, daylight saving included', () => {
    const csv = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE
2024-03-31 10:00:00,"W",1h,"Squat (Barbell)",1,100,5,0,0,
2024-03-30 10:00:00,"W",1h,"Squat (Barbell)",1,100,5,0,0,`;
    const [after, before] = parse(csv, 'kg', 'Europe/Madrid').sets;
    expect(after?.performedAt.toISOString()).toBe('2024-03-31T08:00:00.000Z');
    expect(before?.performedAt.toISOString()).toBe('2024-03-30T09:00:00.000Z');
    const [ny] = parse(csv, 'kg', 'America/New_York').sets;
    expect(ny?.performedAt.toISOString()).toBe('2024-03-31T14:00:00.000Z');
    expect(ny?.day).toBe('2024-03-31');
  });
});

describe('bad input names the line', () => {
  const strong = fixture('strong-current.csv');
  const withLine = (n: number, line: string) => {
    const lines = strong.split('\n');
    lines[n - 1] = line;
    return lines.join('\n');
  };

  it('refuses another app’s CSV', () => {
    expect(problemOf(fixture('fitnotes-other-app.csv'))).toMatchObject({ reason: 'unknownFormat', line: 1 });
    expect(problemOf('name,email\nAna,ana@example.com\n')).toMatchObject({ reason: 'unknownFormat', line: 1 });
    expect(problemOf('just some words\n')).toMatchObject({ reason: 'unknownFormat', line: 1 });
  });

  it('refuses an empty file and a header alone', () => {
    expect(problemOf('')).toMatchObject({ reason: 'empty' });
    expect(problemOf(strong.split('\n')[0] ?? '')).toMatchObject({ reason: 'empty', line: 2 });
  });

  it('refuses a truncated file: a row cut short, a quote left open', () => {
    const cut = strong.slice(0, strong.indexOf('"Bicep Curl (Dumbbell)",F'));
    expect(problemOf(cut)).toMatchObject({ reason: 'truncated', line: 26 });
    const open = strong.slice(0, strong.indexOf('Bicep Curl (Dumbbell)",F'));
    expect(problemOf(open)).toMatchObject({ reason: 'truncated', line: 26 });
  });

  it('refuses a row with a missing column in the middle', () => {
    expect(problemOf(withLine(5, '2024-03-04 18:02:11,"Push A",1h 4m,"Bench Press (Barbell)",2,80.0'))).toMatchObject({
      reason: 'columns',
      line: 5,
    });
  });

  it('names the line after notes that span lines', () => {
    const legacy = fixture('strong-legacy-notes-lb.csv').replace('185.0,5,0.0,0,"","",7.5', '-185.0,5,0.0,0,"","",7.5');
    // Each of the first four sets takes two lines: the header, 8 lines, then the 6th set on line 11.
    expect(problemOf(legacy, 'lb')).toMatchObject({ reason: 'negativeWeight', line: 11, column: 'Weight' });
  });

  it('refuses dates in the future, before 1900, or not dates', () => {
    expect(
      problemOf(withLine(4, '2099-03-04 18:02:11,"Push A",1h 4m,"Bench Press (Barbell)",1,80.0,8.0,0,0,8.0')),
    ).toMatchObject({ reason: 'futureDate', line: 4, column: 'Date', value: '2099-03-04 18:02:11' });
    expect(
      problemOf(withLine(4, '1899-12-31 18:02:11,"Push A",1h 4m,"Bench Press (Barbell)",1,80.0,8.0,0,0,8.0')),
    ).toMatchObject({ reason: 'dateBefore1900', line: 4 });
    expect(
      problemOf(withLine(4, '2024-02-30 18:02:11,"Push A",1h 4m,"Bench Press (Barbell)",1,80.0,8.0,0,0,8.0')),
    ).toMatchObject({ reason: 'badDate', line: 4 });
    expect(problemOf(withLine(4, 'yesterday,"Push A",1h 4m,"Bench Press (Barbell)",1,80.0,8.0,0,0,8.0'))).toMatchObject(
      {
        reason: 'badDate',
        line: 4,
      },
    );
  });

  it('refuses 10,000 reps, negative weights, numbers that are not numbers, RPE past 10', () => {
    const row = (weight: string, reps: string, rpe = '') =>
      withLine(4, `2024-03-04 18:02:11,"Push A",1h 4m,"Bench Press (Barbell)",1,${weight},${reps},0,0,${rpe}`);
    expect(problemOf(row('80', '10000'))).toMatchObject({
      reason: 'tooManyReps',
      line: 4,
      column: 'Reps',
      value: '10000',
    });
    expect(problemOf(row('-80', '8'))).toMatchObject({ reason: 'negativeWeight', line: 4, column: 'Weight' });
    expect(problemOf(row('eighty', '8'))).toMatchObject({ reason: 'badNumber', line: 4, column: 'Weight' });
    expect(problemOf(row('80', '8.5'))).toMatchObject({ reason: 'badNumber', line: 4, column: 'Reps' });
    expect(problemOf(row('80', '8', '11'))).toMatchObject({ reason: 'badRpe', line: 4, column: 'RPE' });
  });

  it('refuses wrong units: a unit it does not know, a weight no one lifts', () => {
    expect(problemOf(strong.replace('Weight,', 'Weight (st),'))).toMatchObject({
      reason: 'unknownUnit',
      line: 1,
      column: 'Weight (st)',
    });
    expect(problemOf(fixture('hevy-lbs.csv').replace('weight_lbs', 'weight_stone'))).toMatchObject({
      reason: 'unknownUnit',
      line: 1,
    });
    expect(problemOf(fixture('strong-weight-unit.csv').replace(';lbs;8;', ';stone;8;'))).toMatchObject({
      reason: 'unknownUnit',
      line: 2,
      column: 'Weight Unit',
    });
    // 1,400 lb read as kg: far past any lift.
    expect(
      problemOf(withLine(4, '2024-03-04 18:02:11,"Push A",1h 4m,"Deadlift (Barbell)",1,1400,1,0,0,')),
    ).toMatchObject({
      reason: 'weightTooHigh',
      line: 4,
    });
  });

  it('refuses a set type it does not know', () => {
    expect(
      problemOf(withLine(4, '2024-03-04 18:02:11,"Push A",1h 4m,"Bench Press (Barbell)",X,80,8,0,0,')),
    ).toMatchObject({
      reason: 'badSetType',
      line: 4,
      column: 'Set Order',
    });
  });

  it('refuses a file over the size limit before reading it', () => {
    expect(problemOf(strong + 'x'.repeat(11 * 1024 * 1024))).toMatchObject({ reason: 'tooLarge', line: null });
  });
});

describe('names', () => {
  it('finding 1: a file with more than 2,000 different exercise names is refused at the first one past them', () => {
    const lines = ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE'];
    // The same name written with other case and spaces is one name.
    for (let i = 0; i < 2000; i++) lines.push(`2024-03-02 18:00:00,"W",1h,"Curl  ${i}",1,20,10,0,0,8`);
    for (let i = 0; i < 2000; i++) lines.push(`2024-03-03 18:00:00,"W",1h,"CURL ${i}",1,20,10,0,0,8`);
    expect(parse(`${lines.join('\n')}\n`).sets).toHaveLength(4000);
    lines.push('2024-03-04 18:00:00,"W",1h,"Another curl",1,20,10,0,0,8');
    expect(problemOf(`${lines.join('\n')}\n`)).toEqual({
      reason: 'tooManyExercises',
      line: 4002,
      column: 'Exercise Name',
      value: 'Another curl',
    });
  });
});
