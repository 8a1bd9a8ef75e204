import { dataExports } from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from './personal-data';

export const privacyPersonalData: PersonalDataPart = {
  module: 'privacy',
  describes: 'The copies of your data you asked for (this one included)',
  tables: ['data_exports'],
  async export(db, userId) {
    return {
      exports: await rowsOfPerson(db, dataExports, dataExports.userId, userId, [
        'storageKey',
        'heartbeatAt',
        'error',
      ]),
    };
  },
};
