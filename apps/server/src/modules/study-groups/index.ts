export { registerStudyGroupsModule } from './study-groups.module';
export { type StudyGroupsService, STUDY_GROUP_MESSAGES } from './study-groups.service';
export { groupForModeration, reportableGroup, resetGroupName } from './study-group-moderation';
export { studyGroupsPersonalData } from './personal-data';
