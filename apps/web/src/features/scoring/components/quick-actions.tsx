import { Briefcase, Users, UsersRound, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardCard } from './dashboard-card';

type QuickAction = { label: string; description: string; to: string; icon: LucideIcon };

const ACTIONS: QuickAction[] = [
  {
    label: 'Quick Quiz',
    description: 'Pick a topic and play',
    to: '/quiz/categories',
    icon: Zap,
  },
  {
    label: 'Challenge Friends',
    description: 'Play head to head',
    to: '/friends',
    icon: Users,
  },
  {
    label: 'Study Groups',
    description: 'Learn together',
    to: '/study-groups',
    icon: UsersRound,
  },
  {
    label: 'Career Path',
    description: 'Matches for your strengths',
    to: '/career',
    icon: Briefcase,
  },
];

/** Shortcuts to the four places a player most often goes next. */
export function QuickActions() {
  return (
    <DashboardCard title="Quick Actions" icon={Zap}>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {ACTIONS.map(({ label, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 hover:border-indigo-300 hover:bg-indigo-50 dark:border-slate-700 dark:hover:border-indigo-700 dark:hover:bg-slate-800"
            >
              <Icon
                className="h-5 w-5 shrink-0 text-indigo-600 dark:text-indigo-400"
                aria-hidden="true"
              />
              <span className="min-w-0">
                <span className="block font-semibold">{label}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
