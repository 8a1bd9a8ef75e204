// What app/ composes from the quiz feature besides its routed pages (pages.ts).
export { QuestionPreview, type PreviewQuestion } from './components/question-preview';
export { PracticeQuestion, type PracticeVerdict } from './components/practice-question';
