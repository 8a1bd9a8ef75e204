import type { AdminCareerRecommendations } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/list-states';
import { formatDate, formatPercent } from '../../../lib/format';
import { AdminTable, CELL } from './admin-table';
import { ExternalLink } from './external-link';

const PANEL = 'space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700';

/**
 * What the player's career page shows them: their newest result (or that there is none they
 * may see), their recommended careers and the path assigned to them.
 */
export function CareerView({ view }: { view: AdminCareerRecommendations }) {
  const { t } = useTranslation('adminContent');
  const { assessment, assigned_path: path } = view;
  return (
    <div className="space-y-4">
      <section aria-labelledby="career-assessment" className={PANEL}>
        <h3 id="career-assessment" className="text-lg font-semibold">
          {t('careers.assessmentTitle')}
        </h3>
        {assessment ? (
          <dl className="grid gap-2 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">
                {t('careers.personalityType')}
              </dt>
              <dd className="font-medium">{assessment.personality_type}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">
                {t('careers.learningStyle')}
              </dt>
              <dd className="font-medium">{assessment.learning_style}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">
                {t('careers.completedAt')}
              </dt>
              <dd>
                <time dateTime={assessment.completed_at}>
                  {formatDate(assessment.completed_at)}
                </time>{' '}
                {assessment.is_valid ? null : (
                  <Badge tone="amber">{t('careers.needsReview')}</Badge>
                )}
              </dd>
            </div>
          </dl>
        ) : (
          <p>{t('careers.noAssessment')}</p>
        )}
      </section>

      <section aria-labelledby="career-recommendations" className="space-y-3">
        <h3 id="career-recommendations" className="text-lg font-semibold">
          {t('careers.recommendationsTitle')}
        </h3>
        {view.recommendations.length > 0 ? (
          <>
            <AdminTable
              caption={t('careers.recommendationsCaption', { name: view.user.name })}
              columns={[
                { key: 'title', label: t('columns.occupation') },
                { key: 'code', label: t('columns.code') },
                { key: 'field', label: t('columns.field') },
                { key: 'match', label: t('columns.match') },
                { key: 'note', label: t('columns.note') },
              ]}
            >
              {view.recommendations.map((career) => (
                <tr key={career.code}>
                  <td className={CELL}>
                    <ExternalLink href={career.onet_url}>{career.title}</ExternalLink>
                  </td>
                  <td className={`${CELL} font-mono text-xs`}>{career.code}</td>
                  <td className={CELL}>{career.field}</td>
                  <td className={CELL}>{formatPercent(career.compatibility_score * 20)}</td>
                  <td className={CELL}>{career.note ?? t('none')}</td>
                </tr>
              ))}
            </AdminTable>
            <p className="text-xs text-slate-600 dark:text-slate-400">{view.attribution}</p>
          </>
        ) : (
          <EmptyState>
            <p>{t('careers.noRecommendations')}</p>
          </EmptyState>
        )}
      </section>

      <section aria-labelledby="career-path" className={PANEL}>
        <h3 id="career-path" className="text-lg font-semibold">
          {t('careers.pathTitle')}
        </h3>
        {path ? (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t('careers.pathAssigned', {
                date: formatDate(path.assigned_at),
                name: path.assigned_by?.name ?? t('careers.someone'),
              })}
            </p>
            <ol className="list-decimal space-y-1 pl-6">
              {path.topics.map((topic) => (
                <li key={topic.topic_id}>
                  {topic.name}{' '}
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    ({topic.category_name})
                  </span>
                </li>
              ))}
            </ol>
            {path.note ? <p className="whitespace-pre-line">{path.note}</p> : null}
          </>
        ) : (
          <p>{t('careers.noPath')}</p>
        )}
      </section>
    </div>
  );
}
