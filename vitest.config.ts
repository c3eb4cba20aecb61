import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '#client': fileURLToPath(new URL('./src/client', import.meta.url)),
  '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '#server': fileURLToPath(new URL('./src/server', import.meta.url)),
};

/**
 * Three projects: pure unit tests; server integration tests (`*.int.test.ts`,
 * through app.inject()) on embedded PGlite; the same integration tests on the
 * PostgreSQL server at 127.0.0.1:5432, each file in a database of its own.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The knowledge index and the migrated database templates, made once per run (not per file).
    globalSetup: ['src/server/test/global-setup.ts'],
    // Each project inherits the root options (aliases, time limits) through `extends: true`.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          // Files of a worker share its modules (imported once, not per file) and its emptied PGlite databases.
          isolate: false,
          // scripts/: the seed on its own PGlite data directory and the compiled server's process, here only.
          include: ['src/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          isolate: false,
          include: ['src/**/*.int.test.ts'],
          // Real peers and processes that do not use the test database: once, in the PGlite project.
          exclude: ['src/server/db/lock.int.test.ts', 'src/server/mail/mailer.int.test.ts'],
          env: { TEST_DB: 'postgres' },
        },
      },
    ],
  },
});
