import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Files that change state held by a module for the whole page (the i18n loader's chosen catalogue
 * and pseudo-locale switch, the signed-in session): they get a fresh module graph each, as the
 * `web-isolated` project (vitest.isolated.config.ts). Every other file shares its worker's modules and
 * DOM (`isolate: false`), which runs the web suite about three times faster on two cores; the
 * setup file puts back what a test may change (language, storage, theme, media queries).
 */
export const ISOLATED_FILES = [
  'src/i18n/i18n.test.ts',
  'src/i18n/pseudo-locale.test.ts',
  'src/features/auth/pages/login-page.test.tsx',
];

/** The web project's settings; vitest.isolated.config.ts is the same with isolation. */
export const webTestSettings = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
} as const;

export default defineProject({
  plugins: [react()],
  test: {
    ...webTestSettings,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ISOLATED_FILES,
    isolate: false,
  },
});
