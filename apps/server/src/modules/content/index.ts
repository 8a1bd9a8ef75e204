export { contentRoutes } from './content.routes';
export { createContentService, type ContentService } from './content.service';
export * as contentRepo from './content.repo';
