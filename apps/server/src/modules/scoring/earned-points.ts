/**
 * Points a player earned, as the transaction that pays them hands them to the leaderboard
 * (`recordEarnedPoints`). Scoring produces them and the leaderboard records them, so the type
 * lives here, below both.
 */
export type EarnedPoints = {
  userId: string;
  points: number;
  at: Date;
  /** Quiz points also count on the category and topic boards; rewards only globally. */
  categoryId?: string;
  topicId?: string;
};
