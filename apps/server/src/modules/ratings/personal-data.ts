import { skillRatingChanges, skillRatings } from '../../db/schema';
import { cascade, rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

export const ratingsPersonalData: PersonalDataPart = {
  module: 'ratings',
  describes: 'Your skill ratings per category and how each rated game changed them',
  tables: ['skill_ratings', 'skill_rating_changes'],
  async export(db, userId) {
    return {
      ratings: await rowsOfPerson(db, skillRatings, skillRatings.userId, userId),
      changes: await rowsOfPerson(db, skillRatingChanges, skillRatingChanges.userId, userId),
    };
  },
  // Every table here is keyed to the user `on delete cascade`.
  erase: cascade,
};
