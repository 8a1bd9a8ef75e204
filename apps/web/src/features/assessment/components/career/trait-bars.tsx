import type { CareerAssessment } from '@quizarena/contracts';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { scoreColour, TRAITS } from '../../utils/traits';
import { CARD } from '../styles';

/**
 * Personality: a bar per trait, its colour changing at 80, 60, 40 and 20, with the score and
 * percentile written beside it (the colour is never the only carrier).
 */
export function TraitBars({ assessment }: { assessment: CareerAssessment }) {
  const { t } = useTranslation(['career', 'assessment']);
  return (
    <section aria-labelledby="career-traits" className={`${CARD} space-y-4`}>
      <h2 id="career-traits" className="text-xl font-semibold">
        {t('personality.title')}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">
        {t('personality.type', { type: assessment.personality_type })}
      </p>
      <ul className="space-y-3">
        {TRAITS.map((trait) => {
          const score = assessment.trait_scores[trait];
          return (
            <li key={trait} className="space-y-1">
              <div className="flex justify-between gap-2 text-sm">
                <span className="font-semibold">{t(`assessment:traits.${trait}`)}</span>
                <span className="tabular-nums">
                  {t('personality.figures', {
                    score: formatPercent(score),
                    percentile: formatNumber(assessment.percentile_scores[trait]),
                  })}
                </span>
              </div>
              <div
                aria-hidden="true"
                className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              >
                <div
                  data-testid={`trait-bar-${trait}`}
                  className={clsx('h-full rounded-full', scoreColour(score))}
                  style={{ width: `${Math.min(100, Math.max(0, score))}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
