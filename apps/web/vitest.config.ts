import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { ISOLATED_FILES } from './src/test/isolated-files.ts';

/** The web project's settings; vitest.isolated.config.ts is the same with isolation. */
export const webTestSettings: { environment: 'jsdom'; setupFiles: string[] } = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
};

export default defineProject({
  plugins: [react()],
  test: {
    ...webTestSettings,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share their worker's modules, but for those listed in isolated-files.ts.
    exclude: ISOLATED_FILES,
    isolate: false,
  },
});
