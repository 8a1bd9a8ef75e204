/**
 * Web test files that get a module graph of their own (the `web-isolated` project,
 * vitest.isolated.config.ts); every other file shares its worker's modules (`isolate: false`,
 * which runs the web suite about three times faster on two cores). A file belongs here when it
 * replaces a module (`vi.mock`: Vitest resets mocks between files only with isolation) or tests
 * state a module keeps for the whole page (the i18n loader's catalogue and pseudo-locale switch).
 * isolated-files.test.ts keeps the `vi.mock` rule.
 */
export const ISOLATED_FILES = [
  'src/i18n/i18n.test.ts',
  'src/i18n/pseudo-locale.test.ts',
  'src/features/auth/pages/login-page.test.tsx',
  'src/features/auth/pages/link-sent.test.tsx',
  'src/app/routes.test.tsx',
];
