import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';
import quizarena from './eslint-rules/module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { quizarena },
    rules: { 'quizarena/module-boundaries': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every text a person reads comes from a catalogue (docs/ARCHITECTURE.md, Languages):
    // JSX text, string literals inside JSX, and the attributes a screen reader or a tooltip shows.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'alt',
              'title',
              'placeholder',
              'label',
            ],
          },
          callees: {
            exclude: [
              't',
              'i18n(ext)?',
              'clsx',
              'cn',
              'format\\w*',
              'navigate',
              'Date',
              'Intl\\.\\w+',
              'toLocale\\w+',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~·…–—→←×✓]+', 'QuizArena'] },
        },
      ],
    },
  },
  {
    // The server reads configuration once, in config.ts; modules get it passed in.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/config.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts.' },
      ],
    },
  },
  {
    files: ['scripts/**', '**/*.config.*', 'apps/*/build.mjs', 'apps/web/e2e/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
