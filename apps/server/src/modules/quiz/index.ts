export { quizRoutes } from './quiz.routes';
export { createQuizService, type QuizService } from './quiz.service';
export { registerQuizModule } from './quiz.module';
export { answerTimingsOf, dropOwnSessionsOfTopic, recentSessionsOf } from './recent-sessions.repo';
/** The answers of a session the player saw: spaced repetition's feed from solo play. */
export { answeredQuestionsOf, type AnsweredQuestion } from './answered-questions.repo';
export { shuffledOptionOrder } from './question-delivery';
/** Judging one answer: the rule every game of N players shares (live games call it unchanged). */
export {
  judgeAnswer,
  answerKeyOf,
  requireAnswerable,
  type StoredKey,
  isFastAnswer,
  isPastDeadline,
  scoringOf,
  type Scoring,
  playerTimeLimitMs,
  timeLimitMs,
  type AnswerToJudge,
  type Judgement,
} from './answer-judging';
export { refuseOutOfTurn, responseField, type AnswerTurn } from './answer-checks';
export { quizPersonalData } from './personal-data';
export { calibrationAnswers } from './calibration-answers.repo';
/** Upheld answer disputes: a question's quizzes corrected and re-scored, and its answers counted. */
export {
  rejudgeStoredAnswer,
  rescoreQuizPage,
  storedKeyOf,
  type RescoredSession,
} from './question-rescoring';
export {
  answersOfQuestion,
  askedQuestionOf,
  sessionOwnerOf,
  sessionsAskingPage,
} from './question-answers.repo';
export { QUIZ_SESSION_CHANGED } from './live-sessions';
