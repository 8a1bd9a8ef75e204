import clsx from 'clsx';
import {
  Award,
  BookOpen,
  Brain,
  CalendarCheck,
  CircleCheck,
  Clock,
  Compass,
  Crown,
  Flame,
  Gem,
  GraduationCap,
  Layers,
  Lightbulb,
  Medal,
  MessageCircle,
  Rocket,
  Sparkles,
  Star,
  Swords,
  Target,
  Timer,
  Trophy,
  UserPlus,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';

/**
 * The lucide names the achievement catalogue uses (agreed with the server side). Importing
 * lucide's full name map would put every icon in the bundle; any other name gets the trophy.
 */
const ICONS: Record<string, LucideIcon> = {
  award: Award,
  'book-open': BookOpen,
  brain: Brain,
  'calendar-check': CalendarCheck,
  // lucide renamed check-circle to circle-check; the catalogue may use either.
  'check-circle': CircleCheck,
  'circle-check': CircleCheck,
  clock: Clock,
  compass: Compass,
  crown: Crown,
  flame: Flame,
  gem: Gem,
  'graduation-cap': GraduationCap,
  layers: Layers,
  lightbulb: Lightbulb,
  medal: Medal,
  'message-circle': MessageCircle,
  rocket: Rocket,
  sparkles: Sparkles,
  star: Star,
  swords: Swords,
  target: Target,
  timer: Timer,
  trophy: Trophy,
  'user-plus': UserPlus,
  users: Users,
  zap: Zap,
};

const ICON_SIZE = { className: 'h-6 w-6' };

export function achievementIconFor(name: string): LucideIcon {
  return ICONS[name.trim().toLowerCase()] ?? Trophy;
}

/** A decorative icon tile; a locked achievement's is grey. */
export function AchievementIcon({
  name,
  unlocked,
  className,
}: {
  name: string;
  unlocked: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-icon={name}
      className={clsx(
        'flex h-12 w-12 shrink-0 items-center justify-center rounded-xl',
        unlocked
          ? 'bg-amber-100 text-amber-700 dark:bg-amber-900 dark:text-amber-200'
          : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
        className,
      )}
    >
      {/* createElement: the icon is looked up, not defined, during render. */}
      {createElement(achievementIconFor(name), ICON_SIZE)}
    </span>
  );
}
