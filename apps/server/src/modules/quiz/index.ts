export { quizRoutes } from './quiz.routes';
export { createQuizService, type QuizService } from './quiz.service';
export { registerQuizModule } from './quiz.module';
export { answerTimingsOf, recentSessionsOf } from './recent-sessions.repo';
/** Judging one answer: the rule every game of N players shares (live games call it unchanged). */
export {
  judgeAnswer,
  isFastAnswer,
  isPastDeadline,
  scoringOf,
  type Scoring,
  playerTimeLimitMs,
  timeLimitMs,
  type AnswerToJudge,
  type Judgement,
} from './answer-judging';
export { quizPersonalData } from './personal-data';
export { calibrationAnswers } from './calibration-answers.repo';
