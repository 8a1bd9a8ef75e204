export { registerAssessmentModule } from './assessment.module';
export { createAssessmentService, type AssessmentService } from './assessment.service';
