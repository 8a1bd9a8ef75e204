import { useQueryClient } from '@tanstack/react-query';
import { ChallengeTopicButton } from '../../features/challenges';
import { useAuth } from '../../features/auth';
import { HostSetButton } from '../../features/host-games';
import { QuestionPreview } from '../../features/quiz';
import { questionSetKeys, type SetSources } from '../../features/question-sets';
import { ExportSetButtons, ImportQuestionsDialog } from '../../features/question-io';
import {
  QuestionSetPage,
  QuestionSetsPage,
  SharedSetPage,
} from '../../features/question-sets/pages';
import { CHALLENGE_SOURCES } from './challenge-sources';
import { categoryChoices } from './content-choices';

/**
 * What the set pages borrow of other features: the catalogue's categories, the quiz's practice
 * card for previews, a hosted game of the set, a challenge on it, and the question-io feature's
 * import dialog and export buttons.
 */
/** A set's files: import questions into it (its reads refreshed after), export it. */
function SetFiles({ setId }: { setId: string }) {
  const queryClient = useQueryClient();
  return (
    <>
      <ImportQuestionsDialog
        topicId={setId}
        onImported={() =>
          void queryClient.invalidateQueries({ queryKey: questionSetKeys.one(setId) })
        }
      />
      <ExportSetButtons topicId={setId} />
    </>
  );
}

const SET_SOURCES: SetSources = {
  categories: categoryChoices('question-sets'),
  preview: QuestionPreview,
  host: ({ set }) => <HostSetButton set={set} />,
  challenge: ({ set }) => <ChallengeTopicButton topic={set} sources={CHALLENGE_SOURCES} />,
  importExport: (set) => <SetFiles setId={set.id} />,
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
