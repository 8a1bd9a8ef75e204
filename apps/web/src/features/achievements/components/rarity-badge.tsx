import clsx from 'clsx';
import { rarityStyle } from '../utils/rarity';

/** The rarity of an achievement as a coloured pill: Common, Uncommon, Rare, Epic, Legendary. */
export function RarityBadge({ score }: { score: number }) {
  const { label, className } = rarityStyle(score);
  return (
    <span
      data-rarity={label.toLowerCase()}
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      {label}
    </span>
  );
}
