import clsx from 'clsx';
import { Briefcase, Users, UsersRound, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard, FOCUS_RING } from './dashboard-card';

/** Each action's label and description are `quickActions.<key>.label` / `.description`. */
type QuickAction = {
  key: 'quickQuiz' | 'challengeFriends' | 'studyGroups' | 'careerPath';
  to: string;
  icon: LucideIcon;
};

const ACTIONS: QuickAction[] = [
  { key: 'quickQuiz', to: '/quiz/categories', icon: Zap },
  { key: 'challengeFriends', to: '/friends', icon: Users },
  { key: 'studyGroups', to: '/study-groups', icon: UsersRound },
  { key: 'careerPath', to: '/career', icon: Briefcase },
];

/** Shortcuts to the four places a player most often goes next. */
export function QuickActions() {
  const { t } = useTranslation('scoring');
  return (
    <DashboardCard title={t('quickActions.title')} icon={Zap}>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className={clsx(
                'flex items-center gap-3 rounded-xl border border-slate-200 p-3 hover:border-indigo-300 hover:bg-indigo-50 dark:border-slate-700 dark:hover:border-indigo-700 dark:hover:bg-slate-800',
                FOCUS_RING,
              )}
            >
              <Icon
                className="h-5 w-5 shrink-0 text-indigo-600 dark:text-indigo-400"
                aria-hidden="true"
              />
              <span className="min-w-0">
                <span className="block font-semibold">{t(`quickActions.${key}.label`)}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {t(`quickActions.${key}.description`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
