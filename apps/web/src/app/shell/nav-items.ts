import {
  Award,
  Briefcase,
  Gamepad2,
  LayoutDashboard,
  MessageSquare,
  Puzzle,
  Trophy,
  User,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { label: string; to: string; icon: LucideIcon };

/** The sidebar, in the spec's order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Quiz', to: '/quiz/categories', icon: Puzzle },
  { label: 'Leaderboard', to: '/leaderboard', icon: Trophy },
  { label: 'Game Lobby', to: '/game/lobby', icon: Gamepad2 },
  { label: 'Study Groups', to: '/study-groups', icon: UsersRound },
  { label: 'Friends', to: '/friends', icon: Users },
  { label: 'Messages', to: '/messages', icon: MessageSquare },
  { label: 'Career', to: '/career', icon: Briefcase },
  { label: 'Achievements', to: '/achievements', icon: Award },
  { label: 'Profile', to: '/profile', icon: User },
];
