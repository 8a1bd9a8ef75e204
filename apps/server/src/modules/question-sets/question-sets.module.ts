import { QUESTION_SET_MESSAGES } from '@quizarena/contracts';
import { AppError } from '../../lib/app-error';
import type { ModuleContext } from '../../lib/module-context';
import { userById } from '../auth';
import type { ContentService } from '../content';
import type { NotificationsService } from '../notifications';
import type { UploadsService } from '../uploads';
import { questionSetsRoutes } from './question-sets.routes';
import { createQuestionSetsService, mayAuthorSets } from './question-sets.service';

/**
 * Builds educators' question sets (docs/DECISIONS.md #68): the service and its `/api/sets`
 * routes, and the `questions` upload folder, which takes question pictures from the people who
 * may write questions (educators and admins). Returns the service; the moderation queue decides
 * publication requests through its `publication`.
 */
export function registerQuestionSetsModule(
  ctx: ModuleContext,
  deps: {
    content: ContentService;
    notifications: Pick<NotificationsService, 'notify'>;
    uploads: Pick<UploadsService, 'handleFolder' | 'storeQuestionImage' | 'deleteByUrl'>;
  },
) {
  const db = ctx.database.db;
  const sets = createQuestionSetsService({
    db,
    clock: ctx.clock,
    content: deps.content,
    notifications: deps.notifications,
    deleteFiles: async (urls) => {
      for (const url of urls) {
        await deps.uploads
          .deleteByUrl(url)
          .catch((error: unknown) =>
            ctx.app.log.warn({ err: error, url }, 'could not delete a question picture'),
          );
      }
    },
  });
  ctx.api.register(questionSetsRoutes, { sets });
  deps.uploads.handleFolder('questions', async (userId, file) => {
    const user = await userById(db, userId);
    if (!user || !mayAuthorSets(user))
      throw AppError.forbidden(QUESTION_SET_MESSAGES.picturesForAuthors);
    return deps.uploads.storeQuestionImage(file.data);
  });
  return sets;
}
