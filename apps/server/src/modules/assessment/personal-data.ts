import { assessments, parentalConsents } from '../../db/schema';
import { cascade, rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

/**
 * Personality assessments with every answer and the result, and the parental consent asked for
 * them. The parent's address is the parent's, and the consent link's token the service's:
 * neither is written.
 */
export const assessmentPersonalData: PersonalDataPart = {
  module: 'assessment',
  describes: 'Your personality assessments with every answer and result, and parental consent',
  tables: ['assessments', 'parental_consents'],
  async export(db, userId) {
    return {
      assessments: await rowsOfPerson(db, assessments, assessments.userId, userId, [
        'shareTokenHash',
      ]),
      parental_consent:
        (
          await rowsOfPerson(db, parentalConsents, parentalConsents.userId, userId, [
            'parentEmail',
            'tokenHash',
          ])
        )[0] ?? null,
    };
  },
  // Every table here is keyed to the user `on delete cascade`.
  erase: cascade,
};
