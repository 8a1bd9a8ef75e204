import type { AssessmentResults } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../../components/ui/bar-chart';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { matchPercent, TRAITS } from '../../utils/traits';
import { CARD } from '../styles';
import { TraitRing } from './trait-ring';

/** The percentile the server left out reads as the middle (the spec's default). */
const DEFAULT_PERCENTILE = 50;

function InsightList({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <section className={CARD}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {items.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600 dark:text-slate-300">{empty}</p>
      )}
    </section>
  );
}

/**
 * Overview: a ring per trait with its rounded score, percentile and one line for its band; the
 * percentiles as a chart; key strengths and growth areas; the top career match and the learning
 * style.
 */
export function OverviewPanel({ results }: { results: AssessmentResults }) {
  const { t } = useTranslation('assessment');
  const top = results.career_suggestions[0];
  const style = results.learning_recommendations[0];
  const percentile = (trait: (typeof TRAITS)[number]) =>
    results.percentile_scores[trait] ?? DEFAULT_PERCENTILE;
  return (
    <div className="space-y-6">
      <section aria-labelledby="overview-traits" className="space-y-3">
        <h2 id="overview-traits" className="text-xl font-semibold">
          {t('overview.traitsTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {TRAITS.map((trait) => {
            const level = results.trait_descriptions[trait].level;
            return (
              <li key={trait} className={`${CARD} flex items-center gap-4`}>
                <TraitRing score={results.trait_scores[trait]} />
                <div className="min-w-0">
                  <h3 className="font-semibold">{t(`traits.${trait}`)}</h3>
                  <p className="text-sm">
                    {t('overview.figures', {
                      score: formatNumber(Math.round(results.trait_scores[trait])),
                      percentile: formatNumber(percentile(trait)),
                    })}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {t(`bands.${trait}.${level}`)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <BarChart
        className={CARD}
        title={t('overview.percentileChart')}
        labelName={t('overview.trait')}
        valueName={t('overview.percentile')}
        max={100}
        data={TRAITS.map((trait) => ({
          key: trait,
          label: t(`traits.${trait}`),
          value: percentile(trait),
        }))}
      />

      {results.ai_insights.summary ? (
        <p className="text-slate-700 dark:text-slate-300">{results.ai_insights.summary}</p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <InsightList
          title={t('overview.strengthsTitle')}
          items={results.ai_insights.key_strengths}
          empty={t('overview.noStrengths')}
        />
        <InsightList
          title={t('overview.growthTitle')}
          items={results.ai_insights.growth_areas}
          empty={t('overview.noGrowth')}
        />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <section className={CARD}>
          <h2 className="text-lg font-semibold">{t('overview.topCareerTitle')}</h2>
          {top ? (
            <p className="mt-2">
              <span className="font-semibold">{top.title}</span>{' '}
              {t('careers.match', {
                percent: formatPercent(matchPercent(top.compatibility_score)),
              })}
            </p>
          ) : (
            <p className="mt-2 text-slate-600 dark:text-slate-300">{t('careers.none')}</p>
          )}
        </section>
        <section className={CARD}>
          <h2 className="text-lg font-semibold">{t('overview.learningTitle')}</h2>
          {style ? (
            <p className="mt-2">
              <span className="font-semibold">{style.style}</span>: {style.strategy}
            </p>
          ) : (
            <p className="mt-2 text-slate-600 dark:text-slate-300">{t('learning.none')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
