import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Builds once a run the migrated database every test database starts from.
    globalSetup: ['src/test/global-setup.ts'],
    // Each file builds its own app and database; PGlite start-up and migrations take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
