import type { TestProject } from 'vitest/node';
import { openKnowledge } from '../modules/coach/knowledge/index.ts';
import { pgliteTemplateDump, postgresTemplateName } from './harness.ts';

/**
 * Once per test run, before any test file: what every file would otherwise make for itself. The
 * coach's knowledge index (built and cached when the knowledge or its code changed, else only
 * checked), then the migrated database template of the project (a PGlite dump, or a PostgreSQL
 * template database). Each file then loads them in about a second.
 */
export default async function setup(project: TestProject) {
  openKnowledge();
  if (project.name === 'pglite') await pgliteTemplateDump();
  if (project.name === 'postgres') await postgresTemplateName();
}
