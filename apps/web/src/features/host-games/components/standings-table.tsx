import type { GameStanding } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** The best players so far (or at the end), with their place, score and correct answers. */
export function StandingsTable({
  caption,
  standings,
}: {
  caption: string;
  standings: GameStanding[];
}) {
  const { t } = useTranslation('hostGames');
  return (
    <table className="w-full text-left text-xl">
      <caption className="mb-2 text-left text-2xl font-bold">{caption}</caption>
      <thead>
        <tr className="text-sm text-slate-500 uppercase">
          <th scope="col" className="py-1">
            {t('end.place')}
          </th>
          <th scope="col">{t('end.nickname')}</th>
          <th scope="col" className="text-right">
            {t('end.score')}
          </th>
          <th scope="col" className="text-right">
            {t('end.correct')}
          </th>
        </tr>
      </thead>
      <tbody>
        {standings.map((standing) => (
          <tr key={standing.user_id} className="border-t border-slate-200 dark:border-slate-800">
            <td className="py-2 font-black">{standing.rank}</td>
            <th scope="row" className="font-semibold">
              {standing.name}
            </th>
            <td className="text-right tabular-nums">{formatNumber(standing.score)}</td>
            <td className="text-right tabular-nums">{standing.correct_answers}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
