import { outcomeByPlace, type ResultOutcome } from '@quizarena/contracts';
import { rate } from 'openskill';

/** A rating as OpenSkill keeps it: a mean and an uncertainty. */
export type Skill = { mu: number; sigma: number };

/** How one player finished a rated game. */
export type Standing = {
  userId: string;
  /** 1 is first; equal places are a tie. */
  place: number;
  /** They left before the end: ranked after everyone who stayed, and counted a loss. */
  left: boolean;
};

export type RatedStanding = Standing & {
  /** The rank the update used: 1 + the players ranked strictly ahead. */
  rank: number;
  outcome: ResultOutcome;
  before: Skill;
  after: Skill;
};

/** Whether `a` finished strictly ahead of `b`: staying beats leaving, then the lower place. */
const ahead = (a: Standing, b: Standing) => (a.left !== b.left ? !a.left : a.place < b.place);

/**
 * Each standing's rank: 1 + the players strictly ahead. Leavers keep their order among themselves
 * (by place) but come after every player who stayed; equal ranks are a tie.
 */
export function ranksOf(standings: readonly Standing[]): number[] {
  return standings.map((player) => 1 + standings.filter((other) => ahead(other, player)).length);
}

/**
 * One game's update, with no I/O: every player's rating before (`skills`, one per standing, in
 * order) moved by OpenSkill's default model (Plackett-Luce), each player a team of one, ranked
 * by `ranksOf`. The outcome follows the rule of results against opponents (`outcomeByPlace`: a
 * win alone at the top, a draw when sharing it), read on ranks; leaving is always a loss.
 */
export function rateStandings(
  standings: readonly Standing[],
  skills: readonly Skill[],
): RatedStanding[] {
  if (standings.length !== skills.length) throw new Error('one skill per standing');
  const rank = ranksOf(standings);
  const after = rate(
    skills.map((skill) => [{ mu: skill.mu, sigma: skill.sigma }]),
    { rank },
  );
  return standings.map((standing, index) => {
    // A lower rank is better, so ranks are scores negated.
    const opponents = rank.filter((_, other) => other !== index).map((value) => -value);
    return {
      ...standing,
      rank: rank[index]!,
      outcome: standing.left ? 'loss' : outcomeByPlace(-rank[index]!, opponents),
      before: skills[index]!,
      after: { mu: after[index]![0]!.mu, sigma: after[index]![0]!.sigma },
    };
  });
}
