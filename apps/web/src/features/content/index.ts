// What app/ may compose outside the routed pages: the catalogue's reads (the game lobby's
// category and topic choices).
export { getCategories } from './api/get-categories';
export { getCategoryTopics } from './api/get-category-topics';
