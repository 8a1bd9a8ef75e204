import {
  gameModeSchema,
  MODE_MULTIPLIERS,
  PRACTICE_BOT_NAME,
  type GameMode,
} from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/format';

/** The mode in the URL; missing or unknown means practice (decision 6 in docs/DECISIONS.md). */
export function modeFromParam(param: string | undefined): GameMode {
  const parsed = gameModeSchema.safeParse(param ?? 'practice');
  return parsed.success ? parsed.data : 'practice';
}

/** '×1.5' ('×1,5' in Spanish): the play header's multiplier, from the one table the server scores with. */
export function formatMultiplier(mode: GameMode): string {
  return formatFactor(MODE_MULTIPLIERS[mode]);
}

/** '×1.5': a factor with one decimal, as the locale writes it. */
export function formatFactor(factor: number): string {
  return `×${formatNumber(factor, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;
}

/** An opponent as named on screen: the Practice Bot by the catalogue's name, a player by theirs. */
export function opponentName(name: string, t: TFunction<'quiz'>): string {
  return name === PRACTICE_BOT_NAME ? t('practiceBot') : name;
}

/** A mode's name from the catalogue, by its key. */
export function modeLabel(mode: GameMode, t: TFunction<['quiz', 'common']>): string {
  return t(`common:modes.${mode}.label`);
}

/** Seconds with at most one decimal: 3.2 → '3.2s', 4 → '4s' (the locale's unit and decimal mark). */
export function formatSeconds(seconds: number): string {
  return formatNumber(Math.max(0, seconds), {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'narrow',
    maximumFractionDigits: 1,
  });
}

/** '+12' / '−3': a signed whole number of points. */
export function formatSigned(value: number): string {
  return value >= 0 ? `+${formatNumber(value)}` : `−${formatNumber(Math.abs(value))}`;
}
