import type { AssessmentResults } from '@quizarena/contracts';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { formatDate } from '../../../../lib/format';

/**
 * The results' heading, when they were completed and how long they took, and whether they are
 * valid; results that need review say why in plain words (the server's notes).
 */
export function ResultsHeader({
  results,
  actions,
}: {
  results: AssessmentResults;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('assessment');
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold">{t('results.title')}</h1>
          <p className="text-slate-700 dark:text-slate-300">
            {t('results.completedOn', {
              date: formatDate(results.completed_at, { dateStyle: 'long' }),
            })}{' '}
            · {t('results.minutesTaken', { count: results.time_taken_minutes })}
          </p>
          <p>
            {results.is_valid ? (
              <Badge tone="green">
                <CheckCircle2 className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
                {t('results.valid')}
              </Badge>
            ) : (
              <Badge tone="amber">
                <AlertTriangle className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
                {t('results.review')}
              </Badge>
            )}
          </p>
        </div>
        {actions}
      </div>
      {!results.is_valid && results.validity_notes.length > 0 ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <p className="font-semibold">{t('results.reviewIntro')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {results.validity_notes.map((note) => (
              <li key={note.code}>{note.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('results.norms', { norms: results.norm_group })}
      </p>
    </header>
  );
}
