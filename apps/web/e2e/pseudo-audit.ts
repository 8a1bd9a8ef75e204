import type { Page } from '@playwright/test';
import { PSEUDO_STORAGE_KEY } from '../src/i18n/pseudo-switch';
import { pseudoText } from '../src/i18n/pseudo-locale';
import { catalogue, text } from './catalogue';
import { collectContent } from './content';
import { squash } from './quiz-bank';

const pseudoCatalogue = new Map(
  [...catalogue('en')].map(([key, value]) => [key, pseudoText(value)] as const),
);

/** A catalogue text as the pseudo-locale shows it, with its placeholders filled and tags dropped. */
export const pt = (key: string, values?: Record<string, unknown>) =>
  text(pseudoCatalogue, key, values);

/** A web address, shown as itself (the landing page's credits). */
const ADDRESS = /https?:\/\/\S+/g;

type Seen = { text: string; path: string };
type Finding = { text: string; untranslated: string; path: string };

/**
 * The page's texts a person can meet: every text added to the page after the app took over
 * (recorded as it appears, so toasts, spinners and live announcements count too), the text on
 * screen now, the names and hints elements carry (`aria-label`, `title`, `alt`, `placeholder`,
 * `aria-valuetext`, ...) and the document's title. Runs in the page.
 */
function installRecorder() {
  const ATTRIBUTES = [
    'aria-label',
    'aria-description',
    'aria-roledescription',
    'aria-valuetext',
    'aria-placeholder',
    'title',
    'alt',
    'placeholder',
  ];
  const seen: { text: string; path: string }[] = [];
  const skipped = (node: Node | null) =>
    !!(node instanceof Element ? node : node?.parentElement)?.closest(
      'script, style, noscript, template, head',
    );
  const note = (text: string | null | undefined) => {
    if (text && text.trim()) seen.push({ text, path: location.pathname + location.search });
  };
  const noteNode = (node: Node) => {
    if (skipped(node)) return;
    if (node.nodeType === Node.TEXT_NODE) return note(node.nodeValue);
    if (!(node instanceof Element)) return;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!skipped(text)) note(text.nodeValue);
    }
    for (const element of [node, ...node.querySelectorAll('*')]) {
      for (const name of ATTRIBUTES) note(element.getAttribute(name));
      if (element instanceof HTMLInputElement && ['button', 'submit'].includes(element.type))
        note(element.value);
    }
  };
  // The prerendered landing page is English markup until the app renders over it; recording
  // starts when the catalogue has arrived (`dir` is set just before the first render).
  let recording = false;
  const observer = new MutationObserver((records) => {
    if (!recording) {
      if (!document.documentElement.hasAttribute('dir')) return;
      recording = true;
    }
    for (const record of records) {
      if (record.type === 'characterData') noteNode(record.target);
      else if (record.type === 'attributes') {
        if (record.attributeName !== 'dir' && !skipped(record.target))
          note((record.target as Element).getAttribute(record.attributeName!));
      } else record.addedNodes.forEach(noteNode);
    }
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...ATTRIBUTES, 'dir'],
  });
  const drain = () => {
    if (recording && document.body) noteNode(document.body);
    note(document.title);
    return seen.splice(0);
  };
  Object.assign(window, { __pseudoAudit: drain });
}

/**
 * Words of the browser's own formatting (dates, times of day, relative times, compact numbers,
 * units as in '3.2s', '5 MB' and '33 bytes'): locale data, not interface text.
 */
function intlWords(): string[] {
  const words = new Set<string>();
  const add = (text: string) => text.match(/[A-Za-z]+/g)?.forEach((word) => words.add(word));
  const locale = document.documentElement.lang || 'en';
  for (let month = 0; month < 12; month++) {
    const date = new Date(2026, month, 15);
    for (const format of ['long', 'short'] as const)
      add(new Intl.DateTimeFormat(locale, { month: format, weekday: format }).format(date));
  }
  for (const hour of [9, 21])
    add(
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(
        new Date(2026, 0, 15, hour),
      ),
    );
  const relative = [new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })];
  relative.push(new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
  const units = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;
  for (const format of relative)
    for (const unit of units)
      for (const value of [-2, -1, 0, 1, 2]) add(format.format(value, unit));
  for (const value of [1_500, 1_500_000, 1_500_000_000])
    add(new Intl.NumberFormat(locale, { notation: 'compact' }).format(value));
  for (const unit of ['second', 'byte', 'kilobyte', 'megabyte'])
    for (const unitDisplay of ['narrow', 'short', 'long'] as const)
      for (const value of [1, 2])
        add(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay }).format(value));
  return [...words];
}

/**
 * Walks the app in the pseudo-locale and finds every text that did not come from a catalogue:
 * letters outside the markers that are neither content (content.ts) nor the browser's own
 * formatting. Call `check` on each screen; `findings` lists what it found, by page.
 */
export async function pseudoAudit(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), PSEUDO_STORAGE_KEY);
  await page.addInitScript(installRecorder);
  const content = collectContent(page);
  let allowedWords = new Set<string>();
  const findings = new Map<string, Finding>();

  /** The letters of `text` that are outside the markers and not content. */
  const untranslated = (text: string): string[] =>
    // Pseudo-localised letters are never ASCII: split on them and the markers, and what is
    // left with a plain letter in it came from elsewhere.
    squash(text)
      .replace(ADDRESS, ' ')
      .split(/[⟦⟧\u00C0-\u024F\u1E00-\u1EFF]+/)
      // Content joined by a catalogue text's separators ('Programming · SQL', a message row's
      // 'Ana Ruiz: Hello') is checked by part.
      .flatMap((piece) => piece.split(/\s[·•|–—]\s|:\s/))
      // Trimmed to its words; digits stay when they belong to a word, as in a name that
      // ends in a number ('Ada Dare852689'), so the name still matches its content whole.
      .map((piece) =>
        piece
          .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '')
          .replace(/^(?:\d+[^A-Za-z0-9]+)+|(?:[^A-Za-z0-9]+\d+)+$/g, ''),
      )
      .filter((piece) => /[A-Za-z]/.test(piece))
      .filter((piece) => !content.includes(piece))
      .filter(
        (piece) => !(piece.match(/[A-Za-z]+/g) ?? []).every((word) => allowedWords.has(word)),
      );

  return {
    /** Looks at everything shown since the last check; `where` names the screen in findings. */
    async check(where: string) {
      if (!allowedWords.size) allowedWords = new Set(await page.evaluate(intlWords));
      const seen = await page.evaluate(
        () => (window as unknown as { __pseudoAudit?: () => Seen[] }).__pseudoAudit?.() ?? [],
      );
      await content.settled();
      for (const { text, path } of seen) {
        for (const piece of untranslated(text)) {
          const key = `${piece}\u0000${squash(text)}`;
          if (!findings.has(key))
            findings.set(key, {
              text: squash(text),
              untranslated: piece,
              path: `${where} (${path})`,
            });
        }
      }
    },
    findings: () => [...findings.values()],
  };
}
