// The feature's routed pages, loaded lazily by the router so other pages do not pay for them.
export { QuestionSetsPage } from './pages/question-sets-page';
export { QuestionSetPage } from './pages/question-set-page';
export { SharedSetPage } from './pages/shared-set-page';
