export { quizRoutes } from './quiz.routes';
export { createQuizService, type QuizService } from './quiz.service';
