import { ChallengeTopicButton } from '../../features/challenges';
import { useAuth } from '../../features/auth';
import { HostSetButton } from '../../features/host-games';
import { QuestionPreview } from '../../features/quiz';
import type { SetSources } from '../../features/question-sets';
import {
  QuestionSetPage,
  QuestionSetsPage,
  SharedSetPage,
} from '../../features/question-sets/pages';
import { CHALLENGE_SOURCES } from './challenge-sources';
import { categoryChoices } from './content-choices';

/**
 * What the set pages borrow of other features: the catalogue's categories, the quiz's practice
 * card for previews, a hosted game of the set, and a challenge on it. The question-io feature's
 * import dialog and export buttons will be handed in as `importExport`.
 */
const SET_SOURCES: SetSources = {
  categories: categoryChoices('question-sets'),
  preview: QuestionPreview,
  host: ({ set }) => <HostSetButton set={set} />,
  challenge: ({ set }) => <ChallengeTopicButton topic={set} sources={CHALLENGE_SOURCES} />,
};

/** Who writes question sets: educators and administrators (docs/DECISIONS.md #68). */
const isAuthor = (user: { role: string; user_type: string | null } | null) =>
  user?.role === 'admin' || user?.user_type === 'educator';

/** /sets: the signed-in educator's sets (anyone else reads who writes them). */
export function QuestionSetsRoute() {
  const { user } = useAuth();
  return <QuestionSetsPage author={isAuthor(user)} sources={SET_SOURCES} />;
}

/** /sets/:id: one of the caller's sets, in its editor. */
export function QuestionSetRoute() {
  return <QuestionSetPage sources={SET_SOURCES} />;
}

/** /sets/shared/:key: a set shared by its link, for anyone signed in. */
export function SharedSetRoute() {
  return <SharedSetPage sources={SET_SOURCES} />;
}
