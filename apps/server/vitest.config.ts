import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Builds once a run the migrated database every test database starts from.
    globalSetup: ['src/test/global-setup.ts'],
    // Each file builds its own app and database; PGlite start-up and migrations take a moment.
    testTimeout: 30_000,
    // Files share a worker's loaded modules: each file still builds its own app and database,
    // and no test mocks a module, so isolation bought nothing but re-importing the server for
    // every file (over 400 s of a CI run; the whole suite passes this way on PGlite and PostgreSQL).
    isolate: false,
    hookTimeout: 60_000,
  },
});
