import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Each case's smoke run gets testTimeout; the build before them (when sources changed) may take
// longer, hence the hook's own limit. `dir` keeps `--config bench/vitest.config.ts` from the
// repository root to the bench's own tests.
export default defineProject({
  test: {
    name: 'bench',
    dir: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 900_000,
  },
});
