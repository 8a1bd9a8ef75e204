import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each workspace has its own project config.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/test-harness',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'bench',
      { test: { name: 'tooling', include: ['eslint-rules/**/*.test.ts'] } },
    ],
  },
});
