import { careerLearningPaths } from '../../db/schema';
import { cascade, rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

export const careersPersonalData: PersonalDataPart = {
  module: 'careers',
  describes: 'The learning path an educator or admin assigned you',
  tables: ['career_learning_paths'],
  async export(db, userId) {
    return {
      learning_path:
        (
          await rowsOfPerson(db, careerLearningPaths, careerLearningPaths.userId, userId, [
            'assignedBy',
          ])
        )[0] ?? null,
    };
  },
  // Their learning path cascades; `assigned_by` and `updated_by` (staff) are `set null`.
  erase: cascade,
};
