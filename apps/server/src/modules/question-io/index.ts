export { registerQuestionIoModule } from './question-io.module';
export { createQuestionIoService, type QuestionIoService } from './question-io.service';
