import {
  CAREER_ADMIN_MESSAGES,
  type LearningPathBody,
  type OccupationListQuery,
  type OccupationProfileBody,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { OccupationCuration } from './career-matching';
import * as repo from './careers.repo';
import * as curationRepo from './curation.repo';
import { careersData, onetUrlOf, type Occupation } from './onet-data';
import { fieldOf } from './soc-major-groups';

/** An occupation as its curator sees it: O*NET's words and what was changed over them. */
export type CuratedOccupation = {
  code: string;
  title: string;
  field: string | null;
  onetDescription: string;
  onetUrl: string;
  hidden: boolean;
  description: string | null;
  note: string | null;
  updatedAt: Date | null;
  /** The curator's user id (null when never curated, or the curator was erased). */
  updatedBy: string | null;
};

/** A learning path as assigned: the topics players can start now, in the assigned order. */
export type AssignedPath = {
  topics: { topicId: string; name: string; categoryId: string; categoryName: string }[];
  note: string | null;
  assignedAt: Date;
  assignedBy: string | null;
};

/** What one write changed, for the audit log: each side's stored values (null: none before). */
export type Change<T> = { before: T | null; after: T };

/** Lower case without accents, so a search finds 'Médico' by 'medico'. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

function curated(
  occupation: Occupation,
  row: curationRepo.OccupationOverrideRow | undefined,
): CuratedOccupation {
  return {
    code: occupation.code,
    title: occupation.title,
    field: fieldOf(occupation.code),
    onetDescription: occupation.description,
    onetUrl: onetUrlOf(occupation.code),
    hidden: row?.hidden ?? false,
    description: row?.description ?? null,
    note: row?.note ?? null,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/**
 * Administrators' curation of careers (docs/ARCHITECTURE.md, Careers): occupation overrides the
 * matching applies, and the learning paths assigned to players. Writes take the caller's
 * transaction, so the audit entry and the player's notification commit with them.
 */
export function createCurationService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const occupationByCode = (code: string) =>
    careersData().occupations.find((occupation) => occupation.code === code);

  /** The path assigned to the player, read in `within`, with the topics still playable. */
  async function assignedPath(userId: string, within: Db): Promise<AssignedPath | null> {
    const row = await curationRepo.findLearningPath(within, userId);
    if (!row) return null;
    const playable = new Map(
      (await repo.playableTopicsById(within, row.topicIds)).map((topic) => [topic.topicId, topic]),
    );
    return {
      topics: row.topicIds.flatMap((id) => {
        const topic = playable.get(id);
        return topic
          ? [
              {
                topicId: id,
                name: topic.topicName,
                categoryId: topic.categoryId,
                categoryName: topic.categoryName,
              },
            ]
          : [];
      }),
      note: row.note,
      assignedAt: row.assignedAt,
      assignedBy: row.assignedBy,
    };
  }

  return {
    /** The curations the matching applies, by code. */
    async curation(): Promise<Map<string, OccupationCuration>> {
      const rows = await curationRepo.listOccupationOverrides(db);
      return new Map(
        rows.map((row) => [
          row.code,
          { hidden: row.hidden, description: row.description, note: row.note },
        ]),
      );
    },

    /** A page of occupations by title, found by title or code, perhaps only curated or hidden ones. */
    async occupations(
      query: OccupationListQuery,
    ): Promise<{ occupations: CuratedOccupation[]; total: number }> {
      const rows = new Map(
        (await curationRepo.listOccupationOverrides(db)).map((row) => [row.code, row]),
      );
      const needle = query.q ? folded(query.q) : '';
      const matching = careersData()
        .occupations.filter((occupation) => {
          const row = rows.get(occupation.code);
          if (query.filter === 'curated' && !row) return false;
          if (query.filter === 'hidden' && !row?.hidden) return false;
          return (
            !needle ||
            occupation.code.startsWith(needle) ||
            folded(occupation.title).includes(needle)
          );
        })
        .sort((a, b) => a.title.localeCompare(b.title, 'en') || a.code.localeCompare(b.code));
      const start = (query.page - 1) * query.page_size;
      return {
        occupations: matching
          .slice(start, start + query.page_size)
          .map((occupation) => curated(occupation, rows.get(occupation.code))),
        total: matching.length,
      };
    },

    /** Replaces an occupation's curation inside `tx`; NOT_FOUND for an unknown code. */
    async curate(
      tx: Db,
      code: string,
      body: OccupationProfileBody,
      actorId: string,
    ): Promise<Change<CuratedOccupation>> {
      const occupation = occupationByCode(code);
      if (!occupation) throw AppError.notFound(CAREER_ADMIN_MESSAGES.occupationNotFound);
      const before = await curationRepo.findOccupationOverride(tx, code);
      const after = await curationRepo.upsertOccupationOverride(tx, {
        code,
        hidden: body.hidden,
        description: body.description,
        note: body.note,
        updatedBy: actorId,
        updatedAt: clock.now(),
      });
      return {
        before: before ? curated(occupation, before) : null,
        after: curated(occupation, after),
      };
    },

    /** The path assigned to the player, with the topics still playable; null for none. */
    assignedPath: (userId: string) => assignedPath(userId, db),

    /**
     * Assigns the player a path inside `tx`, replacing any earlier one. Every topic must be one a
     * quiz can start in now: otherwise 400 naming it (`body.topic_ids.N`), and nothing changes.
     */
    async assignPath(
      tx: Db,
      userId: string,
      body: LearningPathBody,
      actorId: string,
    ): Promise<Change<AssignedPath>> {
      const playable = new Set(
        (await repo.playableTopicsById(tx, body.topic_ids)).map((topic) => topic.topicId),
      );
      body.topic_ids.forEach((id, index) => {
        if (!playable.has(id))
          throw AppError.validation(
            `body.topic_ids.${index}`,
            CAREER_ADMIN_MESSAGES.topicNotPlayable,
          );
      });
      const before = await assignedPath(userId, tx);
      await curationRepo.upsertLearningPath(tx, {
        userId,
        topicIds: body.topic_ids,
        note: body.note,
        assignedBy: actorId,
        assignedAt: clock.now(),
      });
      return { before, after: (await assignedPath(userId, tx))! };
    },
  };
}

export type CurationService = ReturnType<typeof createCurationService>;
