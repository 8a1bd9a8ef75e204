import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Finding = { id: string; impact: string | null; help: string; targets: string[] };

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical finding, naming
 * the rule and the elements. axe is evaluated through the debugging protocol, which the app's
 * CSP does not govern, so tests need no `bypassCSP`.
 */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const findings = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: () => Promise<{
          violations: {
            id: string;
            impact: string | null;
            help: string;
            nodes: { target: string[] }[];
          }[];
        }>;
      };
    };
    const { violations } = await axe.run();
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  });
  const serious = findings.filter(
    (finding: Finding) => finding.impact === 'serious' || finding.impact === 'critical',
  );
  expect(serious, `axe on ${where}`).toEqual([]);
}
