import type {
  AdminCategory,
  AdminQuestion,
  AdminQuestionListQuery,
  AdminTopic,
  CategoryCreateBody,
  CategoryUpdateBody,
  ContentStats,
  Pagination,
  QuestionBulkStatusBody,
  QuestionCreateBody,
  QuestionUpdateBody,
  TopicCreateBody,
  TopicUpdateBody,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit, type AuditEvent } from '../audit';
import { editedAuthored, storedQuestionOf } from './authored-questions';
import * as adminRepo from './content.admin.repo';
import { toAdminCategoryDto, toAdminQuestionDto, toAdminTopicDto } from './content.admin.dto';
import * as repo from './content.repo';
import type { ContentService } from './content.service';
import { requireEditableTopic } from './topic-editors';

/** Where questions written through the admin calls say they came from. */
export const ADMIN_QUESTION_SOURCE = 'admin';

/** The URL-safe key of a name: accents dropped, lower case, words joined by dashes. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      // The same `&` rule as the seed, so a typed name finds its seeded twin.
      .replace(/&/g, 'and')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
  );
}

function nameKey(name: string): { slug: string; name: string } {
  const slug = slugify(name);
  if (!slug) throw AppError.validation('body.name', 'Name must contain a letter or a digit');
  return { slug, name };
}

function duplicateName(kind: 'category' | 'topic', name: string, existing: { isActive: boolean }) {
  const scope = kind === 'topic' ? ' in this category' : '';
  // Deleted rows keep their names (old quiz sessions still point at them): say how to get it back.
  const hint = existing.isActive ? '' : ' (deleted: restore it with is_active: true)';
  const message = `A ${kind} named "${name}" already exists${scope}${hint}`;
  return new AppError(409, 'CONFLICT', message, { details: [{ field: 'body.name', message }] });
}

/** Runs `work`, turning a unique-index race (a concurrent write of the same name) into a 409. */
async function uniqueName<T>(work: Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (adminRepo.isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/** Who changed the catalogue, for the audit log: the admin and the address they called from. */
export type ContentActor = { actorId: string; ip: string | null };

/** The admin console's routes are for administrators: they write catalogue topics only. */
const adminEditor = (actor: ContentActor) => ({ id: actor.actorId, role: 'admin' });

// Timestamps change with every write; the audit keeps what the admin changed (and what followed).
const UNAUDITED = new Set(['created_at', 'updated_at']);

/** The fields that differ between two views of one row, each side's value. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (UNAUDITED.has(key)) continue;
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}

/**
 * Admin side of the catalogue: every read includes inactive rows and answers, every write
 * runs in one transaction with the derived counters and difficulties, then clears this
 * instance's catalogue cache so players see the change at once. Deletes are soft: played quiz
 * sessions keep pointing at the questions and topics they used.
 */
export function createContentAdminService(db: Db, content: ContentService) {
  const write = <T>(work: (tx: Db) => Promise<T>) => repo.writeContent(db, content, work);

  /**
   * Records a change in the audit log, in the write's transaction: the row's id, and the fields
   * that changed (a created row's every field, after only). Nothing when nothing changed.
   */
  async function audit(
    tx: Db,
    event: AuditEvent,
    actor: ContentActor,
    before: { id: string } | null,
    after: { id: string },
  ): Promise<void> {
    const detail = before
      ? { id: after.id, ...changedFields(before, after) }
      : { id: after.id, before: null, after: changedFields({}, after).after };
    if (detail.before && Object.keys(detail.after).length === 0) return;
    await writeAudit(tx, { event, actorId: actor.actorId, ip: actor.ip, detail });
  }

  /** Counters and difficulty of these topics and their categories (plus `extraCategoryIds`). */
  async function refreshDerived(
    tx: Db,
    topicIds: string[],
    extraCategoryIds: string[] = [],
  ): Promise<void> {
    await repo.recountTopics(tx, topicIds);
    await repo.recountCategories(tx, extraCategoryIds);
    await adminRepo.rederiveDifficulty(tx, topicIds, extraCategoryIds);
  }

  async function categoryOrNotFound(tx: Db, id: string) {
    const row = await repo.findCategory(tx, id);
    if (!row) throw AppError.notFound('Category not found');
    return row;
  }

  async function topicOrNotFound(tx: Db, id: string) {
    const row = await repo.findTopic(tx, id);
    if (!row) throw AppError.notFound('Topic not found');
    return row;
  }

  async function questionOrNotFound(tx: Db, id: string) {
    const row = await adminRepo.findQuestion(tx, id);
    if (!row) throw AppError.notFound('Question not found');
    return row;
  }

  /** A category or topic named in a body: 400 naming the field when it does not exist. */
  async function referenced<T>(find: Promise<T | undefined>, field: string, what: string) {
    const row = await find;
    if (!row) throw AppError.validation(field, `${what} not found`);
    return row;
  }

  async function createTopicIn(
    tx: Db,
    categoryId: string,
    body: Omit<TopicCreateBody, 'category_id'>,
  ): Promise<AdminTopic> {
    const key = nameKey(body.name);
    const existing = await adminRepo.findTopicNamed(tx, categoryId, key);
    if (existing) throw duplicateName('topic', body.name, existing);
    const row = await adminRepo.insertTopic(tx, {
      categoryId,
      slug: key.slug,
      name: body.name,
      description: body.description ?? null,
      icon: body.icon,
      iconUrl: body.icon_url ?? null,
      sortOrder: body.sort_order ?? (await adminRepo.nextTopicSortOrder(tx, categoryId)),
      isActive: body.is_active ?? true,
      // The column's default, English (the seeded bank's), when none is given.
      language: body.language,
    });
    if (!row) throw duplicateName('topic', body.name, { isActive: true });
    await refreshDerived(tx, [row.id]);
    return toAdminTopicDto((await repo.findTopic(tx, row.id))!);
  }

  return {
    /** Every category, inactive ones included. */
    async listCategories(): Promise<AdminCategory[]> {
      return (await adminRepo.listAllCategories(db)).map(toAdminCategoryDto);
    },

    /** A category (of any state) and all its topics, or NOT_FOUND. */
    async listTopics(
      categoryId: string,
    ): Promise<{ category: AdminCategory; topics: AdminTopic[] }> {
      const category = await categoryOrNotFound(db, categoryId);
      const topics = await adminRepo.listAllTopicsOfCategory(db, categoryId);
      return { category: toAdminCategoryDto(category), topics: topics.map(toAdminTopicDto) };
    },

    /** One page of a topic's questions with their answers, or NOT_FOUND for the topic. */
    async listQuestions(
      topicId: string,
      query: AdminQuestionListQuery,
    ): Promise<{ topic: AdminTopic; questions: AdminQuestion[]; pagination: Pagination }> {
      const topic = await topicOrNotFound(db, topicId);
      const { rows, total } = await adminRepo.pageQuestionsOfTopic(db, topicId, {
        search: query.search || undefined,
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
      return {
        topic: toAdminTopicDto(topic),
        questions: rows.map(toAdminQuestionDto),
        pagination: {
          page: query.page,
          page_size: query.page_size,
          total,
          total_pages: Math.ceil(total / query.page_size),
        },
      };
    },

    /** One question of any state, with its answer, or NOT_FOUND. */
    async getQuestion(id: string): Promise<AdminQuestion> {
      return toAdminQuestionDto(await questionOrNotFound(db, id));
    },

    /** How many categories, topics and questions there are, active and inactive. */
    async stats(): Promise<ContentStats> {
      const counted = await adminRepo.countContent(db);
      const withTotal = (split: adminRepo.ActiveSplit) => ({
        total: split.active + split.inactive,
        ...split,
      });
      return {
        categories: withTotal(counted.categories),
        topics: withTotal(counted.topics),
        questions: withTotal(counted.questions),
      };
    },

    /** Creates a category; 409 when the name (or its slug) is taken, deleted ones included. */
    createCategory(body: CategoryCreateBody, actor: ContentActor): Promise<AdminCategory> {
      const key = nameKey(body.name);
      return write(async (tx) => {
        const existing = await adminRepo.findCategoryNamed(tx, key);
        if (existing) throw duplicateName('category', body.name, existing);
        const row = await adminRepo.insertCategory(tx, {
          slug: key.slug,
          name: body.name,
          description: body.description ?? null,
          color: body.color,
          icon: body.icon,
          sortOrder: body.sort_order ?? (await adminRepo.nextCategorySortOrder(tx)),
          isActive: body.is_active ?? true,
        });
        if (!row) throw duplicateName('category', body.name, { isActive: true });
        // Sets the derived estimate for an empty category (the column default is a guess).
        await repo.recountCategories(tx, [row.id]);
        const created = toAdminCategoryDto((await repo.findCategory(tx, row.id))!);
        await audit(tx, 'category_created', actor, null, created);
        return created;
      });
    },

    /** Changes a category; a new name gets a new slug; `is_active: true` restores it. */
    updateCategory(
      id: string,
      body: CategoryUpdateBody,
      actor: ContentActor,
    ): Promise<AdminCategory> {
      return write(async (tx) => {
        const current = await categoryOrNotFound(tx, id);
        const key = body.name === undefined ? undefined : nameKey(body.name);
        if (key) {
          const existing = await adminRepo.findCategoryNamed(tx, key, id);
          if (existing) throw duplicateName('category', key.name, existing);
        }
        const row = await uniqueName(
          adminRepo.updateCategory(tx, current.id, {
            ...(key ? { name: key.name, slug: key.slug } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.color !== undefined ? { color: body.color } : {}),
            ...(body.icon !== undefined ? { icon: body.icon } : {}),
            ...(body.sort_order !== undefined ? { sortOrder: body.sort_order } : {}),
            ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
          }),
          () => duplicateName('category', key?.name ?? current.name, { isActive: true }),
        );
        await repo.recountCategories(tx, [row!.id]);
        const updated = toAdminCategoryDto((await repo.findCategory(tx, row!.id))!);
        await audit(tx, 'category_updated', actor, toAdminCategoryDto(current), updated);
        return updated;
      });
    },

    /**
     * Hides a category from players (its topics keep their own flags, so a restore brings
     * them back as they were). Deleting a deleted category changes nothing and succeeds.
     */
    deleteCategory(id: string, actor: ContentActor): Promise<AdminCategory> {
      return write(async (tx) => {
        const current = await categoryOrNotFound(tx, id);
        if (!current.isActive) return toAdminCategoryDto(current);
        await adminRepo.updateCategory(tx, id, { isActive: false });
        await repo.recountCategories(tx, [id]);
        const deleted = toAdminCategoryDto((await repo.findCategory(tx, id))!);
        await audit(tx, 'category_deleted', actor, toAdminCategoryDto(current), deleted);
        return deleted;
      });
    },

    /** Creates a topic in the body's category (400 naming `body.category_id` if unknown). */
    createTopic(body: TopicCreateBody, actor: ContentActor): Promise<AdminTopic> {
      return write(async (tx) => {
        await referenced(repo.findCategory(tx, body.category_id), 'body.category_id', 'Category');
        const created = await createTopicIn(tx, body.category_id, body);
        await audit(tx, 'topic_created', actor, null, created);
        return created;
      });
    },

    /** Creates a topic in the category of the path, or NOT_FOUND for the category. */
    createTopicInCategory(
      categoryId: string,
      body: Omit<TopicCreateBody, 'category_id'>,
      actor: ContentActor,
    ): Promise<AdminTopic> {
      return write(async (tx) => {
        await categoryOrNotFound(tx, categoryId);
        const created = await createTopicIn(tx, categoryId, body);
        await audit(tx, 'topic_created', actor, null, created);
        return created;
      });
    },

    /** Changes a topic; a new `category_id` moves it, recounting both categories. */
    updateTopic(id: string, body: TopicUpdateBody, actor: ContentActor): Promise<AdminTopic> {
      return write(async (tx) => {
        const current = await topicOrNotFound(tx, id);
        const categoryId = body.category_id ?? current.categoryId;
        if (categoryId !== current.categoryId) {
          await referenced(repo.findCategory(tx, categoryId), 'body.category_id', 'Category');
        }
        const key = nameKey(body.name ?? current.name);
        if (body.name !== undefined || categoryId !== current.categoryId) {
          const existing = await adminRepo.findTopicNamed(tx, categoryId, key, id);
          if (existing) throw duplicateName('topic', key.name, existing);
        }
        await uniqueName(
          adminRepo.updateTopic(tx, id, {
            categoryId,
            ...(body.name !== undefined ? { name: key.name, slug: key.slug } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.icon !== undefined ? { icon: body.icon } : {}),
            ...(body.icon_url !== undefined ? { iconUrl: body.icon_url } : {}),
            ...(body.sort_order !== undefined ? { sortOrder: body.sort_order } : {}),
            ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
            ...(body.language !== undefined ? { language: body.language } : {}),
          }),
          () => duplicateName('topic', key.name, { isActive: true }),
        );
        const left = categoryId === current.categoryId ? [] : [current.categoryId];
        await refreshDerived(tx, [id], left);
        const updated = toAdminTopicDto((await repo.findTopic(tx, id))!);
        await audit(tx, 'topic_updated', actor, toAdminTopicDto(current), updated);
        return updated;
      });
    },

    /** Hides a topic and its questions from players; idempotent like every delete here. */
    deleteTopic(id: string, actor: ContentActor): Promise<AdminTopic> {
      return write(async (tx) => {
        const current = await topicOrNotFound(tx, id);
        if (!current.isActive) return toAdminTopicDto(current);
        await adminRepo.updateTopic(tx, id, { isActive: false });
        await refreshDerived(tx, [id]);
        const deleted = toAdminTopicDto((await repo.findTopic(tx, id))!);
        await audit(tx, 'topic_deleted', actor, toAdminTopicDto(current), deleted);
        return deleted;
      });
    },

    /**
     * Creates a question of any type in the body's catalogue topic (400 naming `body.topic_id`
     * if unknown; 403 for an educator's question set, which is its owner's to write).
     */
    createQuestion(body: QuestionCreateBody, actor: ContentActor): Promise<AdminQuestion> {
      return write(async (tx) => {
        await referenced(repo.findTopic(tx, body.topic_id), 'body.topic_id', 'Topic');
        const topic = await requireEditableTopic(tx, adminEditor(actor), body.topic_id);
        const row = await adminRepo.insertQuestion(tx, {
          topicId: body.topic_id,
          ...storedQuestionOf(body, null),
          source: ADMIN_QUESTION_SOURCE,
          isActive: body.is_active ?? true,
          // A question is written in its topic's language unless the editor says otherwise.
          language: body.language ?? topic.language,
        });
        await refreshDerived(tx, [row.topicId]);
        const created = toAdminQuestionDto(row);
        await audit(tx, 'question_created', actor, null, created);
        return created;
      });
    },

    /** Changes a question; `options` replaces the list, keeping the options sent with their id. */
    updateQuestion(
      id: string,
      body: QuestionUpdateBody,
      actor: ContentActor,
    ): Promise<AdminQuestion> {
      return write(async (tx) => {
        const current = await questionOrNotFound(tx, id);
        await requireEditableTopic(tx, adminEditor(actor), current.topicId);
        if (body.topic_id !== undefined && body.topic_id !== current.topicId) {
          await referenced(repo.findTopic(tx, body.topic_id), 'body.topic_id', 'Topic');
          await requireEditableTopic(tx, adminEditor(actor), body.topic_id);
        }
        const { topic_id: topicId, is_active: isActive, ...changes } = body;
        const authored = Object.keys(changes).length > 0;
        const row = await adminRepo.updateQuestion(tx, id, {
          ...(topicId !== undefined ? { topicId } : {}),
          // Only what was sent changes; the rest of the question is checked with it.
          ...(authored ? storedQuestionOf(editedAuthored(current, changes), current) : {}),
          ...(changes.language !== undefined ? { language: changes.language } : {}),
          ...(isActive !== undefined ? { isActive } : {}),
        });
        await refreshDerived(tx, [...new Set([current.topicId, row!.topicId])]);
        const updated = toAdminQuestionDto(row!);
        await audit(tx, 'question_updated', actor, toAdminQuestionDto(current), updated);
        return updated;
      });
    },

    /** Hides a question from players; quiz sessions that used it keep their reference. */
    deleteQuestion(id: string, actor: ContentActor): Promise<AdminQuestion> {
      return write(async (tx) => {
        const current = await questionOrNotFound(tx, id);
        if (!current.isActive) return toAdminQuestionDto(current);
        const row = await adminRepo.updateQuestion(tx, id, { isActive: false });
        await refreshDerived(tx, [current.topicId]);
        const deleted = toAdminQuestionDto(row!);
        await audit(tx, 'question_deleted', actor, toAdminQuestionDto(current), deleted);
        return deleted;
      });
    },

    /**
     * Turns the named questions on or off for players, in one transaction with the counters of
     * their topics and one audit row (each changed question's state before and after). Every id
     * must be a question's: an unknown one refuses the whole call, naming it, and changes nothing.
     */
    setQuestionsActive(
      body: QuestionBulkStatusBody,
      actor: ContentActor,
    ): Promise<{ questions: AdminQuestion[]; changed: number }> {
      return write(async (tx) => {
        const found = new Map(
          (await adminRepo.findQuestions(tx, body.ids)).map((row) => [row.id, row]),
        );
        body.ids.forEach((id, index) => {
          if (!found.has(id)) throw AppError.validation(`body.ids.${index}`, 'Question not found');
        });
        const toChange = body.ids.filter((id) => found.get(id)!.isActive !== body.is_active);
        if (toChange.length > 0) {
          await adminRepo.setQuestionsActive(tx, toChange, body.is_active);
          const topicIds = [...new Set(toChange.map((id) => found.get(id)!.topicId))];
          await refreshDerived(tx, topicIds);
          await writeAudit(tx, {
            event: 'questions_bulk_status',
            actorId: actor.actorId,
            ip: actor.ip,
            detail: {
              ids: toChange,
              before: { is_active: !body.is_active },
              after: { is_active: body.is_active },
              topic_ids: topicIds,
            },
          });
        }
        const rows = await adminRepo.findQuestions(tx, body.ids);
        const byId = new Map(rows.map((row) => [row.id, row]));
        return {
          questions: body.ids.map((id) => toAdminQuestionDto(byId.get(id)!)),
          changed: toChange.length,
        };
      });
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
