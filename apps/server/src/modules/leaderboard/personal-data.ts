import { leaderboardScores } from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from '../privacy';

export const leaderboardPersonalData: PersonalDataPart = {
  module: 'leaderboard',
  describes: 'Your scores on each leaderboard and time window',
  tables: ['leaderboard_scores'],
  async export(db, userId) {
    return { scores: await rowsOfPerson(db, leaderboardScores, leaderboardScores.userId, userId) };
  },
};
