import { test as base, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
};

/** Tests get the address of the app started by global-setup.ts, plus an axe-core check. */
export const test = base.extend<{ axeViolations: (impacts?: string[]) => Promise<AxeViolation[]> }>(
  {
    // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    baseURL: async ({}, use) => {
      await use(process.env.E2E_BASE_URL);
    },
    axeViolations: async ({ page }, use) => {
      await use(async (impacts = ['serious', 'critical']) => {
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const result = await (
            window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }
          ).axe.run();
          return result.violations;
        });
        return violations.filter(
          (violation) => violation.impact && impacts.includes(violation.impact),
        );
      });
    },
  },
);

export { expect };
