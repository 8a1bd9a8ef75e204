import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { CardPage } from '../../../components/ui/card-page';
import { ListError } from '../../../components/ui/list-states';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatNumber } from '../../../lib/format';
import { isMissing, useSharedAssessment } from '../api/queries';
import { LEVEL_TONES, TRAITS } from '../utils/traits';

/**
 * /shared/assessment/:token: what a player chose to share, for anyone with the link: their
 * name, the date, and each trait's score, percentile and level; nothing else.
 */
export function SharedAssessmentPage() {
  const { t } = useTranslation('assessment');
  const { token = '' } = useParams();
  const shared = useSharedAssessment(token);

  if (shared.isError)
    return (
      <CardPage title={t('shared.unavailable')}>
        {isMissing(shared.error) ? (
          <p className="text-center">{t('shared.linkOff')}</p>
        ) : (
          <ListError
            error={shared.error}
            fallback={t('shared.loadFailed')}
            onRetry={() => void shared.refetch()}
          />
        )}
      </CardPage>
    );
  if (!shared.data)
    return (
      <CardPage title={t('shared.heading')}>
        <Spinner label={t('shared.loading')} />
      </CardPage>
    );
  const data = shared.data;
  return (
    <CardPage
      title={t('shared.title', { name: data.name })}
      subtitle={t('results.completedOn', {
        date: formatDate(data.completed_at, { dateStyle: 'long' }),
      })}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('shared.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="py-2 pr-2">
              {t('overview.trait')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {t('overview.score')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {t('overview.percentile')}
            </th>
            <th scope="col" className="py-2">
              {t('shared.level')}
            </th>
          </tr>
        </thead>
        <tbody>
          {TRAITS.map((trait) => (
            <tr key={trait} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-2 pr-2 font-semibold">
                {t(`traits.${trait}`)}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">
                {formatNumber(Math.round(data.trait_scores[trait]))}
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">
                {formatNumber(data.percentile_scores[trait])}
              </td>
              <td className="py-2">
                <Badge tone={LEVEL_TONES[data.levels[trait]]}>
                  {t(`levels.${data.levels[trait]}`)}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </CardPage>
  );
}
