import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { ISOLATED_FILES } from './src/test/isolated-files.ts';
import { webTestSettings } from './vitest.config.ts';

// The web files that need a module graph of their own (src/test/isolated-files.ts says why).
export default defineProject({
  plugins: [react()],
  test: { ...webTestSettings, name: 'web-isolated', include: ISOLATED_FILES, isolate: true },
});
