import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);
const namespaces = fs.readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));

/** Every leaf path of a catalog; arrays contribute their indices, so lengths must match too. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      for (const [p, s] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
    }
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const agentsDir = path.join(dir, '../../shared/i18n/agents');
const catalogsToCheck = [
  ...namespaces.map((file) => ({ label: file, at: (lng: string) => path.join(dir, lng, file) })),
  { label: 'agents.json (shared)', at: (lng: string) => path.join(agentsDir, `${lng}.json`) },
];

describe.each(catalogsToCheck)('catalog $label', ({ label: file, at }) => {
  const en = leaves(JSON.parse(fs.readFileSync(at('en'), 'utf8')));

  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('is complete in %s', (lng) => {
    const target = at(lng);
    expect(fs.existsSync(target), `${lng}/${file} exists`).toBe(true);
    const other = leaves(JSON.parse(fs.readFileSync(target, 'utf8')));
    const missing = [...en.keys()].filter((k) => !other.has(k));
    // Plural forms English has no use for (Spanish and French `_many`) are checked by plurals.test.ts.
    const extra = [...other.keys()].filter((k) => !en.has(k) && !/_(zero|two|few|many)$/.test(k));
    expect(missing, `keys missing in ${lng}/${file}`).toEqual([]);
    expect(extra, `keys in ${lng}/${file} that English lacks`).toEqual([]);
    for (const [key, text] of en) {
      const translated = other.get(key) ?? '';
      expect(translated.trim(), `${lng}/${file} ${key} is empty`).not.toBe('');
      expect(placeholders(translated), `${lng}/${file} ${key} placeholders`).toEqual(placeholders(text));
      // Structural values (block types, ids) stay the same in every language.
      if (/\.(type|id)$/.test(key)) expect(translated, `${lng}/${file} ${key}`).toBe(text);
    }
  });
});
