export { registerStudyGroupsModule } from './study-groups.module';
export { type StudyGroupsService, STUDY_GROUP_MESSAGES } from './study-groups.service';
export { studyGroupsPersonalData } from './personal-data';
