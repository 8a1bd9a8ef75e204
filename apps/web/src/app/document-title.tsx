import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const APP_NAME = 'QuizArena';

/** What a route declares in its `handle`: the page's name for the browser tab. */
export type RouteHandle = { title?: string };

/** 'Dashboard · QuizArena'; the bare app name for a page without a title of its own. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/**
 * Keeps `document.title` on the deepest matched route's title, so screen readers and tabs
 * name the page after every navigation; the titles live in the route table.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
