// The feature's routed page, loaded lazily by the router.
export { ReviewPage } from './pages/review-page';
