import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { rarityStyle } from '../utils/rarity';

/**
 * The rarity of an achievement as a coloured pill: Common, Uncommon, Rare, Epic, Legendary. The
 * word is always there, so colour is never the only signal.
 */
export function RarityBadge({ score }: { score: number }) {
  const { t } = useTranslation('achievements');
  const { name, className } = rarityStyle(score);
  return (
    <span
      data-rarity={name}
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      {t(`rarity.${name}`)}
    </span>
  );
}
