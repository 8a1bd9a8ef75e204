import clsx from 'clsx';
import {
  Atom,
  BookImage,
  BookOpen,
  Braces,
  Brain,
  BrainCircuit,
  Briefcase,
  Calculator,
  Car,
  ChartColumn,
  ChartScatter,
  Clapperboard,
  Code,
  Cpu,
  Database,
  Dice5,
  Drama,
  Film,
  FlaskConical,
  Gamepad2,
  GitBranch,
  Globe,
  HeartPulse,
  Landmark,
  Languages,
  Leaf,
  Lightbulb,
  Megaphone,
  MousePointerClick,
  Music,
  Palette,
  PawPrint,
  PenTool,
  Scroll,
  Shuffle,
  Sigma,
  Smartphone,
  Smile,
  Sparkle,
  Sparkles,
  Star,
  SwatchBook,
  Terminal,
  Trophy,
  Tv,
  Vote,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';

/**
 * The lucide icon names the catalogue uses (apps/server/src/db/seed/question-bank-catalogue.ts)
 * plus a few likely ones. Importing lucide's full name map would put every icon in the bundle;
 * a name outside this list gets the book fallback.
 */
const ICONS: Record<string, LucideIcon> = {
  atom: Atom,
  'book-image': BookImage,
  'book-open': BookOpen,
  braces: Braces,
  brain: Brain,
  'brain-circuit': BrainCircuit,
  briefcase: Briefcase,
  calculator: Calculator,
  car: Car,
  'chart-column': ChartColumn,
  'chart-scatter': ChartScatter,
  clapperboard: Clapperboard,
  code: Code,
  cpu: Cpu,
  database: Database,
  'dice-5': Dice5,
  drama: Drama,
  film: Film,
  'flask-conical': FlaskConical,
  'gamepad-2': Gamepad2,
  'git-branch': GitBranch,
  globe: Globe,
  'heart-pulse': HeartPulse,
  landmark: Landmark,
  languages: Languages,
  leaf: Leaf,
  lightbulb: Lightbulb,
  megaphone: Megaphone,
  'mouse-pointer-click': MousePointerClick,
  music: Music,
  palette: Palette,
  'paw-print': PawPrint,
  'pen-tool': PenTool,
  scroll: Scroll,
  shuffle: Shuffle,
  sigma: Sigma,
  smartphone: Smartphone,
  smile: Smile,
  sparkle: Sparkle,
  sparkles: Sparkles,
  star: Star,
  'swatch-book': SwatchBook,
  terminal: Terminal,
  trophy: Trophy,
  tv: Tv,
  vote: Vote,
};

export function iconForName(name: string): LucideIcon {
  return ICONS[name] ?? BookOpen;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const ICON_SIZE = { className: 'h-6 w-6' };

/**
 * A decorative icon on a tile of the category's colour. The colour comes from the catalogue; a
 * value that is not a six-digit hex falls back to the theme's indigo.
 */
export function ContentIcon({
  name,
  color,
  className,
}: {
  name: string;
  color?: string;
  className?: string;
}) {
  const tint = color && HEX_COLOUR.test(color) ? color : undefined;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex h-11 w-11 shrink-0 items-center justify-center rounded-xl text-white',
        tint ? null : 'bg-indigo-600',
        className,
      )}
      style={tint ? { backgroundColor: tint } : undefined}
    >
      {/* createElement: the icon is looked up, not defined, during render. */}
      {createElement(iconForName(name), ICON_SIZE)}
    </span>
  );
}
