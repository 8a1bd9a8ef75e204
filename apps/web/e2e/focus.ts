import { expect, type JSHandle, type Locator, type Page } from '@playwright/test';

type Stop = { where: string; problems: string[] };

/**
 * What is wrong with where focus is now, having come from `previous` by Tab (or Shift+Tab when
 * `back`): it must have moved on in the document (never jumped back), not above the previous
 * stop on screen unless it starts a column to the right (reading order: down a column, then
 * the next column), and it must show a focus indicator: a visible outline or a ring (a box
 * shadow with no offset and no blur, as the `ring-*` utilities draw; a card's drop shadow is
 * not one), on itself or on the card or label around it.
 */
async function inspect([previous, back]: [Element | null, boolean]): Promise<Stop> {
  const current = document.activeElement;
  const describe = (element: Element | null) => {
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} "${name.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
  };
  const problems: string[] = [];
  if (!current || current === document.body) {
    return { where: 'nothing', problems: ['focus left the page'] };
  }
  if (previous && previous !== document.body && previous.isConnected && previous !== current) {
    const position = previous.compareDocumentPosition(current);
    const onward = back
      ? position & Node.DOCUMENT_POSITION_PRECEDING
      : position & Node.DOCUMENT_POSITION_FOLLOWING;
    if (!onward) problems.push(`moved ${back ? 'forward' : 'back'} from ${describe(previous)}`);
    // An element of a pixel or less is visually hidden (a skip link at rest): no place to compare.
    const [a, b] = [previous, current].map((element) => element.getBoundingClientRect());
    const [first, second] = back ? [b!, a!] : [a!, b!];
    const measurable = [first, second].every((box) => box.width > 1 && box.height > 1);
    if (measurable && second.top < first.top - 2 && second.left < first.right - 1) {
      problems.push(`${describe(current)} is above ${describe(previous)} on screen`);
    }
  } else if (previous === current) {
    problems.push('focus did not move');
  }
  const drawn = (element: Element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || /(^|,\s*|\)\s*)0px 0px 0px [1-9]/.test(style.boxShadow);
  };
  // A card whose link covers it draws the ring round the whole card (`has-[:focus-visible]`).
  const around = [current.parentElement, current.parentElement?.parentElement].filter(
    (element): element is HTMLElement => Boolean(element),
  );
  // A ring may fade in: judge it once its transition ends (a second at most).
  const fading = [current, ...around].flatMap((element) => element.getAnimations());
  await Promise.race([
    Promise.allSettled(fading.map((animation) => animation.finished)),
    new Promise((resolve) => setTimeout(resolve, 1_000)),
  ]);
  if (!current.matches(':focus-visible')) problems.push('not :focus-visible');
  if (![current, ...around].some(drawn)) problems.push('no visible focus indicator');
  return { where: describe(current), problems };
}

/** Fails unless the focused element shows a focus indicator (see `inspect`). */
export async function expectFocusVisible(page: Page, where: string) {
  const stop = await page.evaluate(inspect, [null, false] as [null, boolean]);
  expect(stop.problems, `focus on ${stop.where} (${where})`).toEqual([]);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, at most `max` times, checking
 * every stop on the way: onward in the document and on screen, with a visible indicator.
 * Returns how many presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 25, back = false }: { max?: number; back?: boolean } = {},
): Promise<number> {
  await expect(target).toBeVisible();
  let previous: JSHandle<Element | null> = await page.evaluateHandle(() => document.activeElement);
  const seen: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await page.evaluate(inspect, [previous, back] as [typeof previous, boolean]);
    seen.push(stop.where);
    expect(stop.problems, `Tab stop ${presses}: ${stop.where}`).toEqual([]);
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await previous.dispose();
    previous = await page.evaluateHandle(() => document.activeElement);
  }
  throw new Error(`not reached in ${max} presses; stops: ${seen.join(' → ')}`);
}
