import {
  CAREER_ADMIN_MESSAGES,
  type AdminCareerRecommendations,
  type AdminLearningPath,
  type CareerAnalysis,
  type LearningPathBody,
  type OccupationListQuery,
  type OccupationProfile,
  type OccupationProfileBody,
  type Pagination,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toAssignedLearningPath, type AssessmentService } from '../assessment';
import { writeAudit } from '../audit';
import { fullNamesOf } from '../auth';
import type { AssignedPath, CareersService, CuratedOccupation } from '../careers';
import type { NotificationsService } from '../notifications';

/** The admin acting and the address they called from, for the audit log. */
export type StaffActor = { actorId: string; ip: string | null };
type Lang = 'en' | 'es';

const person = (id: string | null, names: Map<string, string>) =>
  id === null ? null : { id, name: names.get(id) ?? null };

function toOccupationDto(
  occupation: CuratedOccupation,
  names: Map<string, string>,
): OccupationProfile {
  return {
    code: occupation.code,
    title: occupation.title,
    field: occupation.field,
    onet_description: occupation.onetDescription,
    onet_url: occupation.onetUrl,
    hidden: occupation.hidden,
    description: occupation.description,
    note: occupation.note,
    updated_at: occupation.updatedAt?.toISOString() ?? null,
    updated_by: person(occupation.updatedBy, names),
  };
}

function toPathDto(path: AssignedPath, names: Map<string, string>): AdminLearningPath {
  return { ...toAssignedLearningPath(path), assigned_by: person(path.assignedBy, names) };
}

/** What the audit keeps of a curation: the fields the admin set. */
const curationOf = (occupation: CuratedOccupation | null) =>
  occupation && {
    hidden: occupation.hidden,
    description: occupation.description,
    note: occupation.note,
  };

/** What the audit keeps of a path: the topics players could start then, and the note. */
const pathOf = (path: AssignedPath | null) =>
  path && { topic_ids: path.topics.map((topic) => topic.topicId), note: path.note };

/**
 * The admin console's career tools (docs/ARCHITECTURE.md, Admin console): a player's career page
 * and the rules' analysis of it, occupation curation and assigned learning paths, over the
 * assessment and careers modules' services. Every write is audited with the admin, the address
 * and the state before and after, in the write's transaction; an assigned path notifies its player
 * in the same transaction.
 */
export function createCareerAdminService(deps: {
  db: Db;
  assessment: Pick<AssessmentService, 'careerView' | 'analysis'>;
  careers: Pick<CareersService, 'occupations' | 'curate' | 'assignPath' | 'assignedPath'>;
  notifications: Pick<NotificationsService, 'notify'>;
  outbox: { poke(): void };
}) {
  const { db, assessment, careers, notifications, outbox } = deps;

  async function namesOf(ids: (string | null)[]): Promise<Map<string, string>> {
    return fullNamesOf(db, [...new Set(ids.filter((id): id is string => id !== null))]);
  }

  return {
    /** The player's career page as they see it, with who assigned their path. */
    async recommendations(userId: string, lang: Lang): Promise<AdminCareerRecommendations> {
      const [view, path] = await Promise.all([
        assessment.careerView(userId, lang),
        careers.assignedPath(userId),
      ]);
      const names = await namesOf([path?.assignedBy ?? null]);
      return { ...view, assigned_path: path && toPathDto(path, names) };
    },

    /**
     * The rules' analysis of the player's assessment and play. Reading a player's personality
     * results is recorded in the audit log, as staff access to personal data.
     */
    async analyze(userId: string, lang: Lang, actor: StaffActor): Promise<CareerAnalysis> {
      const analysis = await assessment.analysis(userId, lang);
      await writeAudit(db, {
        event: 'career_analysis_run',
        userId,
        actorId: actor.actorId,
        ip: actor.ip,
        detail: {
          assessment_id: analysis.assessment?.assessment_id ?? null,
          generated_by: analysis.insights?.generated_by ?? null,
        },
      });
      return analysis;
    },

    /** A page of occupations with their curation. */
    async occupations(
      query: OccupationListQuery,
    ): Promise<{ occupations: OccupationProfile[]; pagination: Pagination }> {
      const { occupations, total } = await careers.occupations(query);
      const names = await namesOf(occupations.map((occupation) => occupation.updatedBy));
      return {
        occupations: occupations.map((occupation) => toOccupationDto(occupation, names)),
        pagination: {
          page: query.page,
          page_size: query.page_size,
          total,
          total_pages: Math.ceil(total / query.page_size),
        },
      };
    },

    /** Replaces an occupation's curation (NOT_FOUND for an unknown code), audited. */
    async curate(
      code: string,
      body: OccupationProfileBody,
      actor: StaffActor,
    ): Promise<OccupationProfile> {
      const change = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const change = await careers.curate(tx, code, body, actor.actorId);
        await writeAudit(tx, {
          event: 'career_profile_curated',
          actorId: actor.actorId,
          ip: actor.ip,
          detail: { code, before: curationOf(change.before), after: curationOf(change.after) },
        });
        return change;
      });
      return toOccupationDto(change.after, await namesOf([change.after.updatedBy]));
    },

    /**
     * Assigns the player a learning path (NOT_FOUND for an unknown user; 400 naming a topic that
     * cannot be played), audited, and tells them in a notification.
     */
    async assignPath(
      userId: string,
      body: LearningPathBody,
      actor: StaffActor,
    ): Promise<AdminLearningPath> {
      if (!(await namesOf([userId])).has(userId))
        throw AppError.notFound(CAREER_ADMIN_MESSAGES.userNotFound);
      const { change, wrote } = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const change = await careers.assignPath(tx, userId, body, actor.actorId);
        await writeAudit(tx, {
          event: 'learning_path_assigned',
          userId,
          actorId: actor.actorId,
          ip: actor.ip,
          detail: { before: pathOf(change.before), after: pathOf(change.after) },
        });
        const wrote = await notifications.notify(tx, {
          userId,
          kind: 'learning_path_assigned',
          actorId: actor.actorId,
          data: { topic_count: change.after.topics.length, note: change.after.note },
        });
        return { change, wrote };
      });
      if (wrote) outbox.poke();
      return toPathDto(change.after, await namesOf([change.after.assignedBy]));
    },
  };
}

export type CareerAdminService = ReturnType<typeof createCareerAdminService>;
