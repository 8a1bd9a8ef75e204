import {
  Award,
  Briefcase,
  Gamepad2,
  LayoutDashboard,
  MessageSquare,
  NotebookPen,
  Repeat,
  Puzzle,
  ShieldCheck,
  Swords,
  Trophy,
  User,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = {
  labelKey: `nav.${NavKey}`;
  to: string;
  icon: LucideIcon;
  /** Shown to staff only: moderators and administrators (the route refuses anyone else too). */
  staffOnly?: true;
  /** Shown to those who write question sets: educators and administrators. */
  authorsOnly?: true;
};
type NavKey =
  | 'dashboard'
  | 'quiz'
  | 'review'
  | 'leaderboard'
  | 'gameLobby'
  | 'studyGroups'
  | 'friends'
  | 'messages'
  | 'challenges'
  | 'questionSets'
  | 'career'
  | 'achievements'
  | 'profile'
  | 'admin';

/** The sidebar, in the spec's order, then the admin console for administrators. */
export const NAV_ITEMS: NavItem[] = [
  { labelKey: 'nav.dashboard', to: '/dashboard', icon: LayoutDashboard },
  { labelKey: 'nav.quiz', to: '/quiz/categories', icon: Puzzle },
  { labelKey: 'nav.review', to: '/review', icon: Repeat },
  { labelKey: 'nav.leaderboard', to: '/leaderboard', icon: Trophy },
  { labelKey: 'nav.gameLobby', to: '/game/lobby', icon: Gamepad2 },
  { labelKey: 'nav.studyGroups', to: '/study-groups', icon: UsersRound },
  { labelKey: 'nav.friends', to: '/friends', icon: Users },
  { labelKey: 'nav.messages', to: '/messages', icon: MessageSquare },
  { labelKey: 'nav.challenges', to: '/challenges', icon: Swords },
  { labelKey: 'nav.questionSets', to: '/sets', icon: NotebookPen, authorsOnly: true },
  { labelKey: 'nav.career', to: '/career', icon: Briefcase },
  { labelKey: 'nav.achievements', to: '/achievements', icon: Award },
  { labelKey: 'nav.profile', to: '/profile', icon: User },
  { labelKey: 'nav.admin', to: '/admin', icon: ShieldCheck, staffOnly: true },
];
