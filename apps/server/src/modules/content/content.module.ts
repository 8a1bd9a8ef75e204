import type { ModuleContext } from '../../lib/module-context';
import { createCalibration, type CalibrationAnswerSource } from './calibration';
import { contentAdminRoutes } from './content.admin.routes';
import { createContentAdminService } from './content.admin.service';
import { contentRoutes } from './content.routes';
import { createContentService } from './content.service';

/** The difficulty calibration runs once a day; a day's answers barely move a question. */
export const CALIBRATION_EVERY_MS = 24 * 60 * 60_000;
/** An installation's first calibration comes soon after start rather than a day later. */
const FIRST_CALIBRATION_IN_MS = 30 * 60_000;

/**
 * Builds the catalogue and its administration, adds their `/api` routes, and registers the
 * nightly `content.calibration` round on the scheduler.
 */
export function registerContentModule(
  ctx: ModuleContext,
  deps: { calibrationAnswers: CalibrationAnswerSource },
) {
  const content = createContentService(ctx.database.db);
  ctx.api.register(contentRoutes, { content });
  ctx.api.register(contentAdminRoutes, {
    contentAdmin: createContentAdminService(ctx.database.db, content),
  });
  const calibrate = createCalibration({
    db: ctx.database.db,
    clock: ctx.clock,
    answers: deps.calibrationAnswers,
    changed: () => content.invalidate(),
  });
  ctx.scheduler.every(
    'content.calibration',
    CALIBRATION_EVERY_MS,
    async () => {
      const report = await calibrate();
      ctx.app.log.info(report, 'difficulty calibration');
    },
    { firstRunInMs: FIRST_CALIBRATION_IN_MS },
  );
  return { content, calibrate };
}
export type ContentModule = ReturnType<typeof registerContentModule>;
