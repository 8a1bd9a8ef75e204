import type { ModuleContext } from '../../lib/module-context';
import type { ContentService } from '../content';
import { ratingsRoutes } from './ratings.routes';
import { createRatingsService, type RatingsService } from './ratings.service';

/**
 * Adds the rating routes. Ratings move only through `rateGame`, which a rated game's settlement
 * calls inside its own transaction; matchmaking reads them with `ratingsOf`.
 */
export function registerRatingsModule(
  ctx: ModuleContext,
  deps: { content: ContentService },
): RatingsService {
  const ratings = createRatingsService({
    db: ctx.database.db,
    clock: ctx.clock,
    content: deps.content,
  });
  ctx.api.register(ratingsRoutes, { ratings });
  return ratings;
}
