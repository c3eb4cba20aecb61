import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ImportProblem, parseExport } from './parse-export.ts';
import { ImportReader } from './read-export.ts';
import { keysOf, readFile, setAt } from './read-file.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const readers: ImportReader[] = [];
afterAll(() => Promise.all(readers.map((r) => r.close())));
const reader = (options: ConstructorParameters<typeof ImportReader>[0] = {}) => {
  const r = new ImportReader(options);
  readers.push(r);
  return r;
};

async function problemOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ImportProblem) return err.problem;
    throw err;
  }
  throw new Error('the file was accepted');
}

describe('reading import files in a worker thread', () => {
  it('answers what reading the file here answers: sets, keys and the names’ identities', async () => {
    const csv = fixture('strong-current.csv');
    const there = await reader().read({ csv, unit: 'kg' }, 'Europe/Madrid');
    const here = readFile({ csv, unit: 'kg', timeZone: 'Europe/Madrid' });
    expect(there.meta).toEqual(here.meta);
    expect(there.sets).toEqual(here.sets);
    expect([...there.identities]).toEqual([...here.identities]);
    // The columns hold what the parser read.
    const parsed = parseExport(csv, { unit: 'kg', timeZone: 'Europe/Madrid' }).sets;
    expect(Array.from({ length: there.sets.count }, (_, i) => setAt(there.sets, i))).toEqual(
      parsed.map((s, i) => ({ ...s, key: keysOf(parsed)[i] })),
    );
    expect(there.identities.get('bench press (barbell)')).toMatchObject({ exerciseId: 'bench_press' });
  });

  it('gives back why a file is refused, and reads the next one', async () => {
    const r = reader({ threads: 1 });
    expect(await problemOf(r.read({ csv: 'a,b\n1,2\n' }, 'Europe/Madrid'))).toMatchObject({
      reason: 'unknownFormat',
      line: 1,
    });
    expect((await r.read({ csv: fixture('hevy.csv') }, 'Europe/Madrid')).meta.format).toBe('hevy');
  });

  it('finding 1: a file that takes longer than the budget is given up as tooSlow, and the next one is read', async () => {
    const slow = reader({ budgetMs: 1, threads: 1 });
    expect(await problemOf(slow.read({ csv: fixture('strong-current.csv') }, 'Europe/Madrid'))).toEqual({
      reason: 'tooSlow',
      line: null,
      column: null,
      value: null,
    });
    const r = reader({ threads: 1 });
    const files = await Promise.all(
      ['strong-current.csv', 'hevy.csv', 'strong-semicolon-kg.csv'].map((f) =>
        r.read({ csv: fixture(f) }, 'Europe/Madrid'),
      ),
    );
    expect(files.map((f) => f.meta.format)).toEqual(['strong', 'hevy', 'strong']);
  });
});
