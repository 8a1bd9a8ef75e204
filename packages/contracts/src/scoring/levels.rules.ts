/**
 * The one level curve (docs/DECISIONS.md #3): level = floor(sqrt(points / 100)) + 1; a level
 * starts at (level - 1)^2 x 100 points and the next one at level^2 x 100.
 */
export function levelForPoints(points: number): number {
  return Math.floor(Math.sqrt(Math.max(0, points) / 100)) + 1;
}

/** Points at which `level` starts. */
export function levelStartPoints(level: number): number {
  return (Math.max(1, level) - 1) ** 2 * 100;
}

export type LevelProgress = {
  level: number;
  levelStart: number;
  nextLevelAt: number;
  pointsToNextLevel: number;
  /** Fraction of the way through the current level, clamped to 0..1. */
  fraction: number;
};

/** Everything a progress bar needs, from points alone. */
export function levelProgress(points: number): LevelProgress {
  const safe = Math.max(0, points);
  const level = levelForPoints(safe);
  const levelStart = levelStartPoints(level);
  const nextLevelAt = level ** 2 * 100;
  const fraction = Math.min(1, Math.max(0, (safe - levelStart) / (nextLevelAt - levelStart)));
  return { level, levelStart, nextLevelAt, pointsToNextLevel: nextLevelAt - safe, fraction };
}
