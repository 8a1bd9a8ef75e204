/** The figures of a card or the page's header (its terms and definitions), by term. */
export function factsIn(element: Element): Record<string, string> {
  return Object.fromEntries(
    [...element.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent ?? '',
    ]),
  );
}
