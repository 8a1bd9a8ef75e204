import { createElement } from 'react';
import { renderPage } from '../../../test/render-routes';
import { QuestionSetPage } from '../pages/question-set-page';
import { QuestionSetsPage } from '../pages/question-sets-page';
import { SharedSetPage } from '../pages/shared-set-page';
import type { PlayableSet, SetSources } from '../sources';
import { CATEGORY_ID } from './fake-api';

/** What app/ hands in, as plain stand-ins that show what they were given. */
export function fakeSources(overrides: Partial<SetSources> = {}): SetSources {
  return {
    categories: {
      queryKey: ['test', 'categories'],
      queryFn: async () => [
        { id: CATEGORY_ID, name: 'Geography' },
        { id: '00000000-0000-4000-8000-000000000999', name: 'History' },
      ],
    },
    preview: ({ question }) => createElement('p', null, `Preview of ${question.question_text}`),
    host: ({ set }: { set: PlayableSet }) =>
      createElement('p', null, `Host with ${set.share_key ?? 'no key'}`),
    challenge: ({ set }: { set: PlayableSet }) =>
      createElement('p', null, `Challenge on ${set.name}`),
    ...overrides,
  };
}

export const renderSets = (author: boolean, sources = fakeSources()) =>
  renderPage(<QuestionSetsPage author={author} sources={sources} />, { path: '/sets' });

export const renderSet = (id: string, sources = fakeSources()) =>
  renderPage(<QuestionSetPage sources={sources} />, { path: `/sets/${id}`, route: '/sets/:id' });

export const renderShared = (key: string, sources = fakeSources()) =>
  renderPage(<SharedSetPage sources={sources} />, {
    path: `/sets/shared/${key}`,
    route: '/sets/shared/:key',
  });
