// The feature's routed pages, loaded lazily by the router so other pages do not pay for them.
export { AssessmentPage } from './pages/assessment-page';
export { ResultsPage } from './pages/results-page';
export { CareerPage } from './pages/career-page';
export { ParentConsentPage } from './pages/parent-consent-page';
export { SharedAssessmentPage } from './pages/shared-assessment-page';
