import type { AssessmentHistoryEntry } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { LineChart } from '../../../../components/ui/line-chart';
import { formatDate } from '../../../../lib/format';
import { TRAITS } from '../../utils/traits';
import { CARD } from '../styles';

/** Each trait's score across the attempts, oldest first: only once there are two to compare. */
export function TraitTrends({ history }: { history: AssessmentHistoryEntry[] }) {
  const { t } = useTranslation('assessment');
  if (history.length < 2) return null;
  const oldestFirst = [...history].reverse();
  return (
    <section aria-labelledby="trait-trends" className="space-y-3">
      <h2 id="trait-trends" className="text-xl font-semibold">
        {t('traitsTab.trendTitle')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {TRAITS.map((trait) => (
          <LineChart
            key={trait}
            className={CARD}
            title={t('traitsTab.trend', { trait: t(`traits.${trait}`) })}
            labelName={t('traitsTab.date')}
            valueName={t('overview.score')}
            data={oldestFirst.map((entry) => ({
              key: entry.assessment_id,
              label: formatDate(entry.completed_at),
              value: Math.round(entry.trait_scores[trait]),
            }))}
          />
        ))}
      </div>
    </section>
  );
}
