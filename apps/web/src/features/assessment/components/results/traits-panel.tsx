import type { AssessmentHistoryEntry, AssessmentResults } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { formatNumber } from '../../../../lib/format';
import { LEVEL_TONES, TRAITS } from '../../utils/traits';
import { CARD } from '../styles';
import { TraitTrends } from './trait-trends';

function Items({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Personality Traits: each trait's score, percentile and level (High from 70, Moderate from
 * 30, else Low: the server's `level`), what it means, strengths and areas for growth, and its
 * facets when the full form scored them; then the trend across attempts.
 */
export function TraitsPanel({
  results,
  history,
}: {
  results: AssessmentResults;
  history: AssessmentHistoryEntry[];
}) {
  const { t } = useTranslation('assessment');
  return (
    <div className="space-y-4">
      {TRAITS.map((trait) => {
        const description = results.trait_descriptions[trait];
        const facets = results.facet_scores?.[trait] ?? [];
        return (
          <section key={trait} aria-labelledby={`trait-${trait}`} className={`${CARD} space-y-3`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`trait-${trait}`} className="text-lg font-semibold">
                {t(`traits.${trait}`)}
              </h2>
              <Badge tone={LEVEL_TONES[description.level]}>
                {t(`levels.${description.level}`)}
              </Badge>
            </div>
            <p className="text-sm">
              {t('overview.figures', {
                score: formatNumber(Math.round(results.trait_scores[trait])),
                percentile: formatNumber(results.percentile_scores[trait]),
              })}
            </p>
            <p className="text-slate-700 dark:text-slate-300">{description.description}</p>
            <div className="grid gap-3 md:grid-cols-2">
              <Items title={t('traitsTab.strengths')} items={description.strengths} />
              <Items title={t('traitsTab.growth')} items={description.areas_for_growth} />
            </div>
            {facets.length > 0 ? (
              <table className="w-full text-left text-sm">
                <caption className="mb-1 text-left font-semibold">
                  {t('traitsTab.facets', { trait: t(`traits.${trait}`) })}
                </caption>
                <thead>
                  <tr className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="col" className="py-1 pr-2">
                      {t('traitsTab.facet')}
                    </th>
                    <th scope="col" className="py-1 pr-2 text-right">
                      {t('overview.score')}
                    </th>
                    <th scope="col" className="py-1 text-right">
                      {t('overview.percentile')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {facets.map((facet) => (
                    <tr
                      key={facet.facet}
                      className="border-b border-slate-100 dark:border-slate-800"
                    >
                      <th scope="row" className="py-1 pr-2 font-normal">
                        {facet.name}
                      </th>
                      <td className="py-1 pr-2 text-right tabular-nums">
                        {formatNumber(Math.round(facet.score))}
                      </td>
                      <td className="py-1 text-right tabular-nums">
                        {formatNumber(facet.percentile)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </section>
        );
      })}
      <TraitTrends history={history} />
    </div>
  );
}
