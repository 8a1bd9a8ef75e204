import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'test-harness', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
