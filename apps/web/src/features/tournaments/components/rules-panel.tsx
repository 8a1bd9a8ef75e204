import type { Tournament } from '@quizarena/contracts';
import clsx from 'clsx';
import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { formatNumber } from '../../../lib/format';
import { CARD_CLASSES } from './card-classes';

/** Rules: how a match is played, then the host's rules, the important ones marked. */
export function RulesPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const rulesId = useId();
  return (
    <div className="space-y-6">
      <section className={`${CARD_CLASSES} space-y-2`}>
        <h2 className="text-lg font-bold">{t('rules.settings')}</h2>
        <p>{t(`rules.formats.${tournament.format}`)}</p>
        <p>
          {t('rules.questions', {
            count: tournament.question_count,
            questions: formatNumber(tournament.question_count),
            seconds: formatNumber(tournament.seconds_per_question),
          })}
        </p>
      </section>
      <section aria-labelledby={rulesId} className="space-y-3">
        <h2 id={rulesId} className="text-lg font-bold">
          {t('rules.title')}
        </h2>
        {tournament.rules.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">{t('rules.empty')}</p>
        ) : (
          <ol className="space-y-3">
            {tournament.rules.map((rule) => (
              <li
                key={rule.id}
                className={clsx(
                  CARD_CLASSES,
                  'space-y-1',
                  rule.is_important &&
                    'border-amber-400 bg-amber-50 dark:border-amber-600 dark:bg-amber-950',
                )}
              >
                <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                  {rule.is_important ? (
                    <AlertTriangle className="h-4 w-4 text-amber-600" aria-hidden="true" />
                  ) : null}
                  {rule.title}
                  {rule.is_important ? <Badge tone="amber">{t('rules.important')}</Badge> : null}
                </h3>
                {rule.description ? (
                  <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                    {rule.description}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
