import type { QuestionSet, SharedQuestionSet } from '@quizarena/contracts';
import type { ComponentType, ReactNode } from 'react';
import type { PreviewQuestion } from './preview-question';

// What the set pages use of other features, handed in by app/ (features do not import each
// other): the catalogue's categories, the quiz's question card for previews, and the actions
// that start a hosted game or a challenge with a set.

export type NamedItem = { id: string; name: string };

/** A read as TanStack Query takes it. */
export type DataSource<T> = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
};

/** A set as the play actions take it: what to play, and the key that lets a stranger play it. */
export type PlayableSet = Pick<
  SharedQuestionSet,
  'id' | 'name' | 'category_id' | 'question_count'
> & {
  share_key: string | null;
};

export type SetSources = {
  /** The catalogue's active categories, where a set is filed. */
  categories: DataSource<NamedItem[]>;
  /** A question in the card players answer it in (the quiz feature's practice card). */
  preview?: ComponentType<{ question: PreviewQuestion }>;
  /** 'Host a game' with the set: the host-games feature's. */
  host?: ComponentType<{ set: PlayableSet }>;
  /** 'Challenge a friend' with the set: the challenges feature's. */
  challenge?: ComponentType<{ set: PlayableSet }>;
  /**
   * The set editor's 'Import and export' section: the question-io feature's import dialog and
   * export buttons, handed in by app/; nothing is shown without it.
   */
  importExport?: (set: QuestionSet) => ReactNode;
};
