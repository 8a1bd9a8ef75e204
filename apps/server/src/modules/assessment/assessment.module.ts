import type { ModuleContext } from '../../lib/module-context';
import { createCareersService, ONET_ATTRIBUTION, type CareersService } from '../careers';
import { assessmentRoutes } from './assessment.routes';
import { createAssessmentService, type AssessmentService } from './assessment.service';
import { createCareerAdvisor } from './career-advisor';
import { createConsentService } from './consent.service';

/**
 * Adds the personality assessment and the career page's calls (docs/ARCHITECTURE.md,
 * 'Personality assessment'). The careers module is rules over a few reads and its curation
 * tables, built here for the assessment; the admin console takes the same two services. `memory`
 * is spaced repetition's per-topic evidence (review answers, mastered questions), handed over.
 */
export function registerAssessmentModule(
  ctx: ModuleContext,
  deps: { memory?: Parameters<typeof createCareersService>[0]['memory'] } = {},
): {
  assessment: AssessmentService;
  careers: CareersService;
} {
  const db = ctx.database.db;
  const careers = createCareersService({
    db,
    clock: ctx.clock,
    ...(deps.memory ? { memory: deps.memory } : {}),
  });
  const assessment = createAssessmentService({
    db,
    clock: ctx.clock,
    i18n: ctx.i18n,
    careers: createCareerAdvisor(careers, ONET_ATTRIBUTION),
  });
  const consent = createConsentService({
    db,
    clock: ctx.clock,
    i18n: ctx.i18n,
    mailer: ctx.mailer,
    publicUrl: ctx.publicUrl,
    onMailError: (error) => ctx.app.log.warn({ err: error }, 'could not mail a consent request'),
  });
  ctx.api.register(assessmentRoutes, { assessment, consent });
  return { assessment, careers };
}
