import { userPresence } from '../../db/schema';
import { cascade, rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

export const presencePersonalData: PersonalDataPart = {
  module: 'presence',
  describes: 'Whether you appear online, and when you were last connected',
  tables: ['user_presence'],
  async export(db, userId) {
    return {
      presence: (await rowsOfPerson(db, userPresence, userPresence.userId, userId))[0] ?? null,
    };
  },
  // Every table here is keyed to the user `on delete cascade`.
  erase: cascade,
};
