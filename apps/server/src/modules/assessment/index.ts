export { registerAssessmentModule } from './assessment.module';
export { createAssessmentService, type AssessmentService } from './assessment.service';
export { toAssignedLearningPath } from './career-advisor';
export { assessmentPersonalData } from './personal-data';
