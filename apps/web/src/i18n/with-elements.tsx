import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in place of its self-closing tags:
 * "Questions from <sourceLink/> (MIT)" with `{ sourceLink: <a …/> }`. The landing page uses
 * this instead of react-i18next's `<Trans>`, which would add 5 kB to its budget; sentences
 * whose tags wrap translated words (`<link>text</link>`) still need `<Trans>`.
 */
export function withElements(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/<(\w+)\/>/)
    .map((part, index) =>
      index % 2 === 1 ? (
        <Fragment key={index}>{elements[part] ?? null}</Fragment>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    );
}
