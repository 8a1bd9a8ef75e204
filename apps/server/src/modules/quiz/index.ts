export { quizRoutes } from './quiz.routes';
export { createQuizService, type QuizService } from './quiz.service';
export { registerQuizModule } from './quiz.module';
