import { userAchievements } from '../../db/schema';
import { cascade, rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

export const achievementsPersonalData: PersonalDataPart = {
  module: 'achievements',
  describes: 'The achievements you unlocked and when',
  tables: ['user_achievements'],
  async export(db, userId) {
    return {
      unlocked: await rowsOfPerson(db, userAchievements, userAchievements.userId, userId),
    };
  },
  // Every table here is keyed to the user `on delete cascade`.
  erase: cascade,
};
