import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { ISOLATED_FILES, webTestSettings } from './vitest.config.ts';

// The web files that need a module graph of their own (see vitest.config.ts).
export default defineProject({
  plugins: [react()],
  test: { ...webTestSettings, name: 'web-isolated', include: ISOLATED_FILES, isolate: true },
});
