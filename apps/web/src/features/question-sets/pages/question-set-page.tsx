import type { QuestionSet } from '@quizarena/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Play } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListError } from '../../../components/ui/list-states';
import { Spinner } from '../../../components/ui/spinner';
import { apiRefusalText } from '../../../lib/api-error-text';
import { deleteSet, getSet } from '../api/question-sets';
import { setKeys } from '../api/keys';
import { SetDetailsSection } from '../components/set-details-section';
import { SetQuestionsSection } from '../components/set-questions-section';
import { SetSharingSection } from '../components/set-sharing-section';
import type { SetSources } from '../sources';

const LINK_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none';

/** Play it solo, host a class game, or challenge a friend with it. */
function PlaySection({ set, sources }: { set: QuestionSet; sources: SetSources }) {
  const { t } = useTranslation('questionSets');
  const { host: Host, challenge: Challenge } = sources;
  const playable = { ...set, share_key: set.share_key };
  return (
    <section aria-labelledby="set-play" className="space-y-3">
      <h2 id="set-play" className="text-xl font-semibold">
        {t('play.title')}
      </h2>
      {set.question_count === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t('play.empty')}</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Link to={`/quiz/${set.category_id}/${set.id}`} className={LINK_BUTTON}>
            <Play className="h-4 w-4" aria-hidden="true" />
            {t('play.solo')}
          </Link>
          {Host ? <Host set={playable} /> : null}
          {Challenge ? <Challenge set={playable} /> : null}
        </div>
      )}
    </section>
  );
}

/** The set for its owner, once loaded. */
function SetEditor({ set, sources }: { set: QuestionSet; sources: SetSources }) {
  const { t } = useTranslation('questionSets');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteSet(set.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: setKeys.all });
      toast.success(t('editor.deleted'));
      void navigate('/sets');
    },
    onError: (error) => toast.error(apiRefusalText(error, t('editor.deleteFailed'))),
  });
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div className="space-y-2">
        <Link
          to="/sets"
          className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('editor.back')}
        </Link>
        <h1 className="text-3xl font-bold" lang={set.language}>
          {set.name}
        </h1>
        <p className="text-slate-600 dark:text-slate-300">
          {t('list.facts', { category: set.category_name, count: set.question_count })}
        </p>
      </div>
      <PlaySection set={set} sources={sources} />
      <SetSharingSection set={set} />
      <SetQuestionsSection set={set} sources={sources} />
      {sources.importExport ? (
        <section aria-labelledby="set-import-export" className="space-y-3">
          <h2 id="set-import-export" className="text-xl font-semibold">
            {t('editor.importExport')}
          </h2>
          {sources.importExport(set)}
        </section>
      ) : null}
      <SetDetailsSection set={set} sources={sources} />
      <section aria-labelledby="set-delete" className="space-y-3">
        <h2 id="set-delete" className="text-xl font-semibold">
          {t('editor.deleteTitle')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('editor.deleteHint')}</p>
        <Button variant="danger" onClick={() => setDeleting(true)} disabled={remove.isPending}>
          {t('editor.delete')}
        </Button>
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('editor.deleteConfirmTitle', { name: set.name })}
          description={t('editor.deleteHint')}
          confirmLabel={t('editor.delete')}
          destructive
          onConfirm={() => remove.mutate()}
        />
      </section>
    </div>
  );
}

/** /sets/:id, a set's editor: its play actions, sharing, questions and details. */
export function QuestionSetPage({ sources }: { sources: SetSources }) {
  const { t } = useTranslation('questionSets');
  const { id = '' } = useParams();
  const set = useQuery({ queryKey: setKeys.one(id), queryFn: ({ signal }) => getSet(id, signal) });
  if (set.isPending) return <Spinner label={t('editor.loading')} />;
  if (set.isError)
    return (
      <ListError
        error={set.error}
        fallback={t('editor.loadFailed')}
        onRetry={() => void set.refetch()}
      />
    );
  return <SetEditor set={set.data} sources={sources} />;
}
