import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export const APP_NAME = 'QuizArena';

/**
 * What a route declares in its `handle`: the catalogue key (with its namespace, as
 * `common:titles.dashboard`) of the page's name for the browser tab.
 */
export type RouteHandle = { titleKey?: string };

/** 'Dashboard · QuizArena'; the bare app name for a page without a title of its own. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/**
 * Keeps `document.title` on the deepest matched route's title, so screen readers and tabs
 * name the page after every navigation; the titles live in the route table.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter(Boolean)
    .at(-1);
  // Keys come from the route table, so they cannot be checked against the catalogue's types.
  const title = titleKey ? (t(titleKey as never) as string) : undefined;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
