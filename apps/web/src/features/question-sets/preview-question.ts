import type { AuthoredQuestionView } from '@quizarena/contracts';

/** A question with its answer as the preview card takes it (the quiz feature's). */
export type PreviewQuestion = AuthoredQuestionView;
