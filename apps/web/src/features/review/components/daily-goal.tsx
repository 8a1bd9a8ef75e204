import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber } from '../../../lib/format';

/** Today's reviews against the goal that counts the day for the streak, in words and a bar. */
export function DailyGoal({
  reviewed,
  goal,
  met,
}: {
  reviewed: number;
  goal: number;
  met: boolean;
}) {
  const { t } = useTranslation('review');
  const done = t('today', { done: formatNumber(reviewed), goal: formatNumber(goal) });
  return (
    <div className="space-y-1.5 text-sm">
      <p className="font-medium text-slate-800 dark:text-slate-200">{done}</p>
      <ProgressBar value={(reviewed / goal) * 100} label={t('todayLabel')} valueText={done} />
      <p className="text-slate-700 dark:text-slate-300">
        {met ? t('goalMet') : t('goalLeft', { count: goal - reviewed })}
      </p>
    </div>
  );
}
