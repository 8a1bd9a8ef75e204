import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each file builds its own app and database; PGlite start-up and migrations take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
