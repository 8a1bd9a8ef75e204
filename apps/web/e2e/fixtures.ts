import { test as base, expect } from '@playwright/test';

/** Tests get the address of the app started by global-setup.ts. */
export const test = base.extend({
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };
