import type { LearningRecommendation } from '@quizarena/contracts';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD } from './styles';

/**
 * A learning style as preferences, not a diagnosis: the strategy, techniques, the environment
 * that suits it, time management, and the note that matching teaching to a style has weak
 * evidence (docs/DECISIONS.md #19), shown plainly rather than in small print.
 */
export function LearningStyleCard({
  recommendation,
  headingLevel = 3,
}: {
  recommendation: LearningRecommendation;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('assessment');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const environment = Object.entries(recommendation.environment);
  return (
    <article className={`${CARD} space-y-4`}>
      <div>
        <Heading className="text-lg font-semibold">{recommendation.style}</Heading>
        <p className="text-slate-700 dark:text-slate-300">
          <span className="font-semibold">{t('learning.strategy')}: </span>
          {recommendation.strategy}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {recommendation.techniques.length > 0 ? (
          <section>
            <Sub className="font-semibold">{t('learning.techniques')}</Sub>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {recommendation.techniques.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {environment.length > 0 ? (
          <section>
            <Sub className="font-semibold">{t('learning.environment')}</Sub>
            <dl className="mt-1 space-y-1">
              {environment.map(([key, value]) => (
                <div key={key} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium capitalize">{key.replace(/_/g, ' ')}:</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {recommendation.time_management.length > 0 ? (
          <section>
            <Sub className="font-semibold">{t('learning.timeManagement')}</Sub>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {recommendation.time_management.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="flex gap-2 rounded-xl bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
        <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-semibold">{t('learning.evidence')}: </span>
          {recommendation.evidence_note}
        </p>
      </div>
    </article>
  );
}
