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
 * `<html>`), then put back; `otherTheme: false` checks the shown theme only.
 */
export async function expectAccessible(
  page: Page,
  where = page.url(),
  { otherTheme = true }: { otherTheme?: boolean } = {},
) {
  // Without motion, a colour fade cannot leave axe measuring contrast mid-transition.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (const dark of otherTheme ? [wasDark, !wasDark] : [wasDark]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    expect(await findings(page), `axe on ${where} (${dark ? 'dark' : 'light'})`).toEqual([]);
  }
  await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), wasDark);
  await page.emulateMedia({ reducedMotion: null });
}

/** What sticks out of the viewport sideways: the page's scroll width and the widest culprits. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className : '';
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}.${classes.split(/\s+/).slice(0, 6).join('.')} "${text}" right=${Math.round(element.getBoundingClientRect().right)}`;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > viewport + 1)
      // The innermost ones: a container sticking out only because its child does says little.
      .filter(
        (element, _, all) => !all.some((other) => other !== element && element.contains(other)),
      )
      .slice(0, 5)
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, viewport, culprits };
  });
}

/** Lets layout and resize observers catch up with a new viewport. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * Fails if the page scrolls sideways at 320 CSS px wide or at 200% zoom of a 1280 by 800
 * screen (WCAG 1.4.10 Reflow). A 200% zoom lays out as a 640 by 400 viewport at twice the
 * pixel density, which is how it is emulated: the test's context must have a
 * `deviceScaleFactor` of 2. The viewport the test had is put back after.
 */
export async function expectReflow(page: Page, where = page.url()) {
  expect(await page.evaluate(() => window.devicePixelRatio), 'the context emulates 2x').toBe(2);
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [name, viewport] of [
    ['320 px', { width: 320, height: 800 }],
    ['200% zoom', { width: 640, height: 400 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await nextFrames(page);
    const found = await sidewaysOverflow(page);
    expect(found.viewport, `${where} at ${name}`).toBe(viewport.width);
    expect(
      found.scrollWidth,
      `${where} scrolls sideways at ${name}: ${found.culprits.join('; ')}`,
    ).toBeLessThanOrEqual(found.viewport + 1);
  }
  await page.setViewportSize(before);
}

/**
 * Fails unless every visible button on the page (or every element `selector` finds) draws a
 * border or an outline of its own: under forced colours the system palette replaces
 * backgrounds and shadows, so a control without one would not show where it is. Returns how
 * many it checked.
 */
export async function expectButtonsOutlined(
  page: Page,
  where = page.url(),
  selector = 'button, [role="button"]',
): Promise<number> {
  const { checked, bare } = await page.evaluate((selector) => {
    const shown = [...document.querySelectorAll(selector)].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    });
    const outlined = (element: Element) => {
      const style = getComputedStyle(element);
      const border = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0;
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return border || outline;
    };
    return {
      checked: shown.length,
      bare: shown
        .filter((element) => !outlined(element))
        .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim()),
    };
  }, selector);
  expect(bare, `without a border or outline on ${where}`).toEqual([]);
  return checked;
}
