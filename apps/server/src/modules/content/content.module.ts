import type { ModuleContext } from '../../lib/module-context';
import { contentAdminRoutes } from './content.admin.routes';
import { createContentAdminService } from './content.admin.service';
import { contentRoutes } from './content.routes';
import { createContentService, type ContentService } from './content.service';

/** Builds the catalogue and its administration and adds their `/api` routes. */
export function registerContentModule(ctx: ModuleContext): ContentService {
  const content = createContentService(ctx.database.db);
  ctx.api.register(contentRoutes, { content });
  ctx.api.register(contentAdminRoutes, {
    contentAdmin: createContentAdminService(ctx.database.db, content),
  });
  return content;
}
