// The feature's routed pages, loaded lazily by the router.
export { QuizPlayPage, type OpponentSearchSlot } from './pages/quiz-play-page';
export { QuizResultsPage } from './pages/quiz-results-page';
export { SharedResultPage } from './pages/shared-result-page';
