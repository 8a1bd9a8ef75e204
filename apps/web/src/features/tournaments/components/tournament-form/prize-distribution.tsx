import { TOURNAMENT_RULES } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { WholeNumberField } from './field-parts';
import { distributionCheck, rowKey, sharesOf, type PrizeRow, type Problem } from './form-state';
import { RepeatedRows } from './repeated-rows';

/** A place's share in whole percent, as the contract takes it. */
const SHARE = { min: 1, max: 100 };

/**
 * The places and their shares of the pool: place i + 1 is row i, at least one place and at most
 * the contract's. Below them the running total with the contract's own check, and what each place
 * would win with every seat taken (`pool`, from `prizes`).
 */
export function PrizeDistribution({
  rows,
  onChange,
  errorOf,
  problemText,
  pool,
  prizes,
}: {
  rows: PrizeRow[];
  onChange: (rows: PrizeRow[]) => void;
  /** The refusal of a path in the body ('prize_distribution', 'prize_distribution.0.share_percent'). */
  errorOf: (path: string) => string | undefined;
  problemText: (problem: Problem) => string;
  pool: number;
  prizes: { place: number; points: number }[];
}) {
  const { t } = useTranslation('tournamentForm');
  const total = sharesOf(rows).reduce((sum, { share_percent }) => sum + (share_percent || 0), 0);
  const problem = distributionCheck(rows);

  return (
    <RepeatedRows
      name="prize_distribution"
      legend={t('prizes.legend')}
      hint={t('prizes.hint')}
      rows={rows}
      min={1}
      max={TOURNAMENT_RULES.maxPrizePlaces}
      addLabel={t('prizes.add')}
      removeLabel={(index) => t('prizes.remove', { place: index + 1 })}
      rowLabel={(index) => t('prizes.place', { place: index + 1 })}
      errorOf={errorOf}
      newRow={() => ({ key: rowKey(), share: '', description: '' })}
      onChange={onChange}
      footer={
        <div className="space-y-3">
          <p aria-live="polite" className="text-sm">
            <span className="font-semibold">
              {t('prizes.total', { total: formatPercent(total) })}
            </span>{' '}
            {problem ? (
              <span className="text-amber-800 dark:text-amber-300">{problemText(problem)}</span>
            ) : null}
          </p>
          <PrizePreview pool={pool} prizes={problem ? null : prizes} />
        </div>
      }
    >
      {(row, { edit, errorAt }) => (
        <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
          <WholeNumberField
            label={t('prizes.share')}
            range={SHARE}
            value={row.share}
            error={errorAt('share_percent')}
            onChange={(event) => edit({ share: event.target.value })}
          />
          <TextField
            label={t('prizes.description')}
            value={row.description}
            error={errorAt('description')}
            onChange={(event) => edit({ description: event.target.value })}
          />
        </div>
      )}
    </RepeatedRows>
  );
}

/** Each place's points from a full field's pool, or why there is no preview yet. */
function PrizePreview({
  pool,
  prizes,
}: {
  pool: number;
  prizes: { place: number; points: number }[] | null;
}) {
  const { t } = useTranslation('tournamentForm');
  if (!prizes)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('prizes.previewWaiting')}</p>
    );
  return (
    <table className="w-full max-w-sm text-left text-sm">
      <caption className="text-left font-medium">
        {t('prizes.previewCaption', { count: pool, points: formatNumber(pool) })}
      </caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th scope="col" className="py-1 pr-3 font-medium">
            {t('prizes.previewPlace')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('prizes.previewPoints')}
          </th>
        </tr>
      </thead>
      <tbody>
        {prizes.map(({ place, points }) => (
          <tr key={place} className="border-b border-slate-100 dark:border-slate-800">
            <th scope="row" className="py-1 pr-3 font-normal">
              {t('prizes.place', { place })}
            </th>
            <td className="py-1 text-right tabular-nums">{formatNumber(points)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
