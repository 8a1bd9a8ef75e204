/**
 * Skill ratings (docs/DECISIONS.md, Skill ratings): each player has one per category, and one for
 * 'General' (every category), kept by OpenSkill's Plackett-Luce model as a mean `mu` and an
 * uncertainty `sigma`. People see `mu` on a familiar scale (a new player is 1000); boards rank
 * by the conservative estimate (mu - 3 sigma), so one lucky win does not top a board.
 */
export const RATING_RULES = {
  /** OpenSkill's defaults: a new player. */
  initialMu: 25,
  initialSigma: 25 / 3,
  /** Display points per unit of mu: a new player shows 1000. */
  scale: 40,
  /** Rated games before a rating stops being provisional. */
  provisionalGames: 10,
} as const;

/** The rating people see, from the model's mean. */
export const displayRating = (mu: number): number => Math.round(mu * RATING_RULES.scale);

/** What boards rank by: the mean less three uncertainties, on the display scale. */
export const conservativeRating = (mu: number, sigma: number): number =>
  Math.round((mu - 3 * sigma) * RATING_RULES.scale);

/** Whether a rating has too few games behind it to be trusted yet. */
export const isProvisional = (games: number): boolean => games < RATING_RULES.provisionalGames;
