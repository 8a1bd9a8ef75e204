import {
  GAME_MODE_INFO,
  gameModeSchema,
  MODE_MULTIPLIERS,
  type GameMode,
  type ResultLevel,
} from '@quizarena/contracts';

/** The mode in the URL; missing or unknown means practice (decision 6 in docs/DECISIONS.md). */
export function modeFromParam(param: string | undefined): GameMode {
  const parsed = gameModeSchema.safeParse(param ?? 'practice');
  return parsed.success ? parsed.data : 'practice';
}

/** '×1.5': the play header's multiplier, from the one table the server scores with. */
export function formatMultiplier(mode: GameMode): string {
  return `×${MODE_MULTIPLIERS[mode].toFixed(1)}`;
}

export function modeLabel(mode: GameMode): string {
  return GAME_MODE_INFO[mode].label;
}

/** Seconds with at most one decimal: 3.2 → '3.2s', 4 → '4s'. */
export function formatSeconds(seconds: number): string {
  return `${Number(Math.max(0, seconds).toFixed(1))}s`;
}

/** '+12' / '-3': a signed whole number of points. */
export function formatSigned(value: number): string {
  return value >= 0 ? `+${value}` : `−${Math.abs(value)}`;
}

export const RESULT_LEVEL_LABELS: Record<ResultLevel, string> = {
  excellent: 'Excellent',
  good: 'Good',
  average: 'Average',
  needs_improvement: 'Needs improvement',
};
