import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { ISOLATED_FILES } from './src/test/isolated-files.ts';

/** The web project's settings; vitest.isolated.config.ts is the same with isolation. */
export const webTestSettings: {
  environment: 'jsdom';
  setupFiles: string[];
  testTimeout: number;
} = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  // A test that renders a screen and runs axe over it takes 1–3 s alone; beside the server's
  // suite on two cores it has taken over 5 s (Vitest's default), so web tests get 20 s.
  testTimeout: 20_000,
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
