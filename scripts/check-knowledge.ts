// Checks the coach knowledge files against their schema: node --import tsx scripts/check-knowledge.ts
import fs from 'node:fs';
import path from 'node:path';
import { ZExerciseAliases, ZTopicFile } from '#server/modules/coach/knowledge/schema.ts';

const dir = path.resolve('src/server/modules/coach/knowledge/data');
let bad = 0;
const ids = new Set<string>();
let topics = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const parsed = file === 'exercise-aliases.json' ? ZExerciseAliases.safeParse(json) : ZTopicFile.safeParse(json);
  if (!parsed.success) {
    bad++;
    console.error(
      `${file}: ${parsed.error.issues
        .slice(0, 10)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('\n  ')}`,
    );
    continue;
  }
  if (file === 'exercise-aliases.json') continue;
  for (const t of parsed.data as { id: string }[]) {
    if (ids.has(t.id)) {
      bad++;
      console.error(`${file}: duplicate id ${t.id}`);
    }
    ids.add(t.id);
    topics++;
  }
  console.log(`${file}: ok`);
}
console.log(`${topics} topics`);
process.exit(bad ? 1 : 0);
