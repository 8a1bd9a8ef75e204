import type { CareerAssessment, CareerRecommendation } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { formatDate, formatPercent } from '../../../../lib/format';
import { matchPercent } from '../../utils/traits';
import { Facts } from '../facts';
import { CARD, TEXT_LINK } from '../styles';

/** How many careers the overview names. */
const TOP = 3;

/** Overview: the personality type, learning style, when it was measured, and the top matches. */
export function CareerOverview({
  assessment,
  recommendations,
}: {
  assessment: CareerAssessment;
  recommendations: CareerRecommendation[];
}) {
  const { t } = useTranslation(['career', 'assessment']);
  return (
    <div className="space-y-4">
      <section aria-labelledby="career-summary" className={`${CARD} space-y-3`}>
        <h2 id="career-summary" className="text-xl font-semibold">
          {t('overview.title')}
        </h2>
        <Facts
          className="sm:grid-cols-3"
          items={[
            { label: t('overview.type'), value: assessment.personality_type },
            { label: t('overview.style'), value: assessment.learning_style },
            {
              label: t('overview.taken'),
              value: formatDate(assessment.completed_at, { dateStyle: 'long' }),
            },
          ]}
        />
        {!assessment.is_valid ? (
          <p>
            <Badge tone="amber">{t('assessment:results.review')}</Badge>
          </p>
        ) : null}
        <Link to={`/psychometric/results/${assessment.assessment_id}`} className={TEXT_LINK}>
          {t('overview.fullResults')}
        </Link>
      </section>
      <section aria-labelledby="career-top" className={`${CARD} space-y-3`}>
        <h2 id="career-top" className="text-xl font-semibold">
          {t('overview.topTitle')}
        </h2>
        {recommendations.length > 0 ? (
          <ol className="space-y-2">
            {recommendations.slice(0, TOP).map((career) => (
              <li key={career.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{career.title}</span>
                <Badge tone="green">
                  {t('assessment:careers.match', {
                    percent: formatPercent(matchPercent(career.compatibility_score)),
                  })}
                </Badge>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-600 dark:text-slate-300">{t('paths.none')}</p>
        )}
        <Link to="/career?tab=careers" className={TEXT_LINK}>
          {t('overview.allPaths')}
        </Link>
      </section>
    </div>
  );
}
