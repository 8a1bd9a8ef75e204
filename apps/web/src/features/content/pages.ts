// The feature's routed pages, loaded lazily by the router so other pages do not pay for them.
export { CategoriesPage } from './pages/categories-page';
export { TopicsPage } from './pages/topics-page';
