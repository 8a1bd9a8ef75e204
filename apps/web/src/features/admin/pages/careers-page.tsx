import { careerUserParamsSchema, type CareerAnalysis as Analysis } from '@quizarena/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-client';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorText } from '../../../lib/api-error-text';
import { analyzeCareer } from '../api/careers';
import { useCareerView } from '../api/queries';
import { CareerAnalysis } from '../components/career-analysis';
import { CareerView } from '../components/career-view';
import { CareersNav } from '../components/careers-nav';
import { LearningPathForm } from '../components/learning-path-form';
import { SectionHeader } from '../components/section-header';

const PANEL = 'space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700';

// The server's own rule for a user id, so both sides agree on what is one.
const isUserId = (value: string) => careerUserParamsSchema.shape.id.safeParse(value).success;

/** The player looked up, from the address; anything that is not a user id is left out. */
function userFrom(params: URLSearchParams): string | null {
  const id = params.get('user')?.trim() ?? '';
  return isUserId(id) ? id : null;
}

/** The rules' analysis, asked for when the admin wants it (each look is audited). */
function AnalysisPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('adminContent');
  const analyze = useMutation<Analysis, unknown, void>({ mutationFn: () => analyzeCareer(userId) });
  return (
    <section aria-labelledby="career-analysis" className={PANEL}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="career-analysis" className="text-lg font-semibold">
          {t('analysis.title')}
        </h3>
        <Button variant="secondary" disabled={analyze.isPending} onClick={() => analyze.mutate()}>
          {analyze.isPending
            ? t('analysis.running')
            : analyze.data
              ? t('analysis.again')
              : t('analysis.run')}
        </Button>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('analysis.hint')}</p>
      <div aria-live="polite">
        {analyze.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {apiErrorText(analyze.error, t('analysis.failed'))}
          </p>
        ) : analyze.data ? (
          <CareerAnalysis analysis={analyze.data} />
        ) : null}
      </div>
    </section>
  );
}

/**
 * /admin/careers?user=: a player looked up by user id, their career page as they see it, the
 * rules' analysis of it, and a learning path to assign them.
 */
export function CareersPage() {
  const { t } = useTranslation('adminContent');
  const [params, setParams] = useSearchParams();
  const userId = userFrom(params);
  const [draft, setDraft] = useState(params.get('user') ?? '');
  const [checked, setChecked] = useState(false);
  const view = useCareerView(userId);
  const draftError = checked && !isUserId(draft.trim()) ? t('careers.badId') : undefined;

  function lookUp(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    const id = draft.trim();
    if (isUserId(id)) setParams({ user: id });
  }

  let body = null;
  if (userId) {
    if (view.isPending) body = <ListLoading label={t('careers.loading')} />;
    else if (view.error instanceof ApiError && view.error.status === 404)
      body = (
        <EmptyState>
          <p>{t('careers.notFound')}</p>
        </EmptyState>
      );
    else if (view.isError)
      body = (
        <ListError
          error={view.error}
          fallback={t('careers.loadFailed')}
          onRetry={() => void view.refetch()}
        />
      );
    else
      body = (
        <div className="space-y-4">
          <h3 className="text-lg font-semibold">
            {view.data.user.name}{' '}
            <span className="font-mono text-xs font-normal text-slate-600 dark:text-slate-300">
              {view.data.user.id}
            </span>
          </h3>
          <CareerView view={view.data} />
          <AnalysisPanel key={userId} userId={userId} />
          <section aria-labelledby="career-assign" className={PANEL}>
            <h3 id="career-assign" className="text-lg font-semibold">
              {t('path.title')}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('path.hint')}</p>
            <LearningPathForm
              key={`${userId}-${view.data.assigned_path?.assigned_at ?? 'none'}`}
              userId={userId}
              current={view.data.assigned_path}
            />
          </section>
        </div>
      );
  }

  return (
    <section aria-labelledby="careers-title" className="space-y-4">
      <SectionHeader
        id="careers-title"
        title={t('careers.title')}
        subtitle={t('careers.subtitle')}
      />
      <CareersNav />
      <form
        onSubmit={lookUp}
        noValidate
        role="search"
        aria-label={t('careers.lookUp')}
        className="flex flex-wrap items-start gap-2"
      >
        <TextField
          className="min-w-72 flex-1"
          label={t('careers.userId')}
          hint={t('careers.userIdHint')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={draftError}
          spellCheck={false}
          autoComplete="off"
        />
        <Button type="submit" className="mt-6">
          {t('careers.lookUpButton')}
        </Button>
      </form>
      {body}
    </section>
  );
}
