import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Every rule axe has for WCAG 2.0, 2.1 and 2.2 at levels A and AA (docs/ARCHITECTURE.md, Client routing and accessibility). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type Finding = { id: string; impact: string | null; help: string; targets: string[] };

async function findings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{
          violations: {
            id: string;
            impact: string | null;
            help: string;
            nodes: { target: string[] }[];
          }[];
        }>;
      };
    };
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_22_AA);
}

/**
 * Runs axe-core's WCAG 2.2 A and AA rules on the page as it stands, in the light theme and
 * again in the dark one, and fails on any violation, naming the rule and the elements. axe is
 * evaluated through the debugging protocol, which the app's CSP does not govern, so tests need
 * no `bypassCSP`. The theme is switched the way the theme switch does it (the `dark` class on
 * `<html>`), then put back.
 */
export async function expectAccessible(page: Page, where = page.url()) {
  // Without motion, a colour fade cannot leave axe measuring contrast mid-transition.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (const dark of [wasDark, !wasDark]) {
    await page.evaluate(async (on) => {
      document.documentElement.classList.toggle('dark', on);
      // Even a 0.01 ms colour transition reports its starting colour until the next frame, so
      // axe would measure light text on the new light background: wait for two frames.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, dark);
    expect(await findings(page), `axe on ${where} (${dark ? 'dark' : 'light'})`).toEqual([]);
  }
  await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), wasDark);
  await page.emulateMedia({ reducedMotion: null });
}
