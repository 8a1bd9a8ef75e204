import type { ModuleContext } from '../../lib/module-context';
import type { ContentService } from '../content';
import { questionIoRoutes } from './question-io.routes';
import { createQuestionIoService } from './question-io.service';

/** Question sets' files: import, export and the template, under `/api/sets`. */
export function registerQuestionIoModule(ctx: ModuleContext, deps: { content: ContentService }) {
  const questionIo = createQuestionIoService(ctx.database.db, deps.content);
  ctx.api.register(questionIoRoutes, { questionIo });
  return questionIo;
}
