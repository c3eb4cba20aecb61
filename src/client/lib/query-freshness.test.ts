import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

const clientDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const architecture = fs.readFileSync(path.resolve(clientDir, '../../docs/ARCHITECTURE.md'), 'utf8');

/**
 * docs/PRODUCT.md#data-freshness: data is fresh for 5 minutes, no refetch on focus, no interval refetch. The only
 * queries that differ are those whose screen needs live figures; each is listed here and in
 * docs/ARCHITECTURE.md (issue 17).
 */
const EXCEPTIONS: Record<string, string> = {
  'features/usage/api/usage.ts':
    'minutes left: polled every 30 s and read again after each message (docs/PRODUCT.md 7, 9)',
  'features/progress/api/progress.ts':
    'health score every 5 minutes, records and recovery every 60 s (docs/PRODUCT.md 7)',
  'features/subscription/api/subscription.ts':
    'the return from a checkout reads the subscription again (docs/PRODUCT.md 2)',
  'lib/public-config.ts': 'the deployment’s settings never change while the page is open',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('issue 17: queries are fresh for 5 minutes, except where a screen needs live figures', () => {
  it('the defaults are docs/PRODUCT.md’s', () => {
    const q = createQueryClient().getDefaultOptions().queries;
    expect(q).toMatchObject({ staleTime: 300_000, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
  });

  it('no query changes its freshness or polls unless it is a listed exception', () => {
    const overriding = sourceFiles(clientDir)
      .filter((f) => !f.endsWith(path.join('lib', 'query-client.ts')))
      .filter((f) => /\b(staleTime|refetchInterval)\s*:/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(clientDir, f).split(path.sep).join('/'))
      .sort();
    expect(overriding).toEqual(Object.keys(EXCEPTIONS).sort());
  });

  it('docs/ARCHITECTURE.md lists every exception', () => {
    for (const file of Object.keys(EXCEPTIONS)) expect(architecture, file).toContain(`\`${file}\``);
  });
});
