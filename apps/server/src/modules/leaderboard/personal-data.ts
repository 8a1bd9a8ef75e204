import { leaderboardScores } from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';
import { removePlayer } from './leaderboard.record';

export const leaderboardPersonalData: PersonalDataPart = {
  module: 'leaderboard',
  describes: 'Your scores on each leaderboard and time window',
  tables: ['leaderboard_scores'],
  async export(db, userId) {
    return { scores: await rowsOfPerson(db, leaderboardScores, leaderboardScores.userId, userId) };
  },
  // The scores would cascade, but the histogram is not keyed to them: ranks must stay exact.
  erase: (tx, userId, ctx) => removePlayer(tx, userId, ctx.now),
};
