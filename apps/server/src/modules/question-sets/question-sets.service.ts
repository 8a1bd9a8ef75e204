import { randomBytes } from 'node:crypto';
import {
  MODERATION_MESSAGES,
  QUESTION_SET_MESSAGES,
  QUESTION_SET_RULES,
  type AuthoredQuestion,
  type AuthoredQuestionView,
  type ModeratedQuestionSet,
  type QuestionSet,
  type QuestionSetCreateBody,
  type QuestionSetUpdateBody,
  type SetVisibility,
  type SharedQuestionSet,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  authoredViewOf,
  contentRepo,
  insertAuthoredQuestions,
  refreshTopicsDerived,
  requireEditableTopic,
  storedQuestionOf,
  type ContentService,
} from '../content';
import type { NotificationsService } from '../notifications';
import { listedSet, toQuestionSetDto, toSharedSetDto } from './question-sets.dto';
import * as repo from './question-sets.repo';

/** Where questions written in a set say they came from. */
export const SET_QUESTION_SOURCE = 'set';

/** Who may write question sets: educators and administrators (docs/DECISIONS.md #68). */
export const mayAuthorSets = (user: { role: string; userType: string | null }): boolean =>
  user.role === 'admin' || user.userType === 'educator';

/** Who calls: the signed-in person, with what decides whether they may author. */
export type SetCaller = { id: string; role: string; userType: string | null };

/** A share key: random, URL-safe, 24 characters (`shareKeySchema`). */
const newShareKey = () => randomBytes(QUESTION_SET_RULES.shareKeyBytes).toString('base64url');

/** Sets sort after the catalogue's topics in a category's list once they are listed. */
const SET_SORT_ORDER = 100_000;
const SET_ICON = 'book-open';

const setNotFound = () => AppError.notFound(QUESTION_SET_MESSAGES.notFound);

/**
 * Educators' question sets (docs/DECISIONS.md #68): a set is a topic with an owner, so every
 * way of playing a topic plays a set. Its owner writes it here (details, questions of any type,
 * pictures), shares it by a link whose key they can change, or asks for it to be listed beside
 * the catalogue, which a moderator decides in the one moderation queue. Every write holds the
 * content write lock with the counters it moves, then clears this instance's catalogue cache.
 */
export function createQuestionSetsService(deps: {
  db: Db;
  clock: Clock;
  content: Pick<ContentService, 'invalidate'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Deletes stored files (a deleted set's pictures), after the deletion committed. */
  deleteFiles?: (urls: string[]) => Promise<void>;
}) {
  const { db, clock, content } = deps;

  const write = <T>(work: (tx: Db) => Promise<T>) => contentRepo.writeContent(db, content, work);

  /**
   * The caller's own set, locked: another's is not found (an administrator is told it is not
   * theirs to change, by `requireEditableTopic`), and so is a catalogue topic.
   */
  async function ownSet(tx: Db, caller: SetCaller, id: string): Promise<repo.SetRow> {
    const topic = await requireEditableTopic(tx, caller, id).catch((error: unknown) => {
      throw error instanceof AppError && error.statusCode === 404 ? setNotFound() : error;
    });
    const set = topic.ownerId === caller.id ? await repo.lockSet(tx, id) : undefined;
    if (!set) throw setNotFound();
    return set;
  }

  async function dtoOf(tx: Db, id: string): Promise<QuestionSet> {
    return toQuestionSetDto((await repo.findSet(tx, id))!);
  }

  /**
   * What a change to a listed set's content does: it goes back to the queue and off the lists
   * until a moderator approves it again, so nothing unread by one is ever listed.
   */
  async function contentChanged(tx: Db, set: repo.SetRow): Promise<void> {
    if (set.reviewStatus !== 'approved') return;
    await repo.updateSet(tx, set.id, { reviewStatus: 'pending' });
    await repo.insertReview(tx, {
      topicId: set.id,
      ownerId: set.ownerId!,
      requestedAt: clock.now(),
    });
    await refreshTopicsDerived(tx, [set.id]);
  }

  async function categoryIn(tx: Db, id: string) {
    const category = await repo.activeCategory(tx, id);
    if (!category)
      throw AppError.validation('body.category_id', QUESTION_SET_MESSAGES.categoryNotFound);
    return category;
  }

  async function questionOf(tx: Db, setId: string, questionId: string) {
    const question = await repo.findQuestionOf(tx, setId, questionId);
    if (!question) throw AppError.notFound(QUESTION_SET_MESSAGES.questionNotFound);
    return question;
  }

  const withSet = async (tx: Db, setId: string, question: AuthoredQuestionView) => ({
    question,
    set: await dtoOf(tx, setId),
  });

  return {
    /** `GET /api/sets`: the caller's sets, newest first. */
    async list(ownerId: string): Promise<QuestionSet[]> {
      return (await repo.setsOf(db, ownerId)).map(toQuestionSetDto);
    },

    /** `POST /api/sets`: a private set in a catalogue category; educators and admins only. */
    create(caller: SetCaller, body: QuestionSetCreateBody): Promise<QuestionSet> {
      if (!mayAuthorSets(caller)) throw AppError.forbidden(QUESTION_SET_MESSAGES.authorsOnly);
      return write(async (tx) => {
        if ((await repo.countSetsOf(tx, caller.id)) >= QUESTION_SET_RULES.maxSetsPerOwner)
          throw AppError.conflict('CONFLICT', QUESTION_SET_MESSAGES.tooManySets);
        await categoryIn(tx, body.category_id);
        const row = await repo.insertSet(tx, {
          categoryId: body.category_id,
          // Its own slug, so a set's name never takes one from the catalogue.
          slug: `set-${randomBytes(8).toString('hex')}`,
          name: body.name,
          description: body.description ?? null,
          icon: SET_ICON,
          sortOrder: SET_SORT_ORDER,
          ...(body.language ? { language: body.language } : {}),
          ownerId: caller.id,
          visibility: 'private',
        });
        await refreshTopicsDerived(tx, [row.id]);
        return dtoOf(tx, row.id);
      });
    },

    /** `GET /api/sets/{id}`: one of the caller's sets. */
    async get(caller: SetCaller, id: string): Promise<QuestionSet> {
      await ownSet(db, caller, id);
      return dtoOf(db, id);
    },

    /** `PUT /api/sets/{id}`: its details; a new category moves it there. */
    update(caller: SetCaller, id: string, body: QuestionSetUpdateBody): Promise<QuestionSet> {
      return write(async (tx) => {
        const set = await ownSet(tx, caller, id);
        if (body.category_id !== undefined) await categoryIn(tx, body.category_id);
        await repo.updateSet(tx, id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
          ...(body.language !== undefined ? { language: body.language } : {}),
        });
        await contentChanged(tx, set);
        const left =
          body.category_id && body.category_id !== set.categoryId ? [set.categoryId] : [];
        await refreshTopicsDerived(tx, [id], left);
        return dtoOf(tx, id);
      });
    },

    /**
     * `DELETE /api/sets/{id}`: a set nobody played is deleted with its questions and pictures;
     * one that was played stays for the results of those who played it, hidden from everyone
     * (the owner's list too) and never playable again.
     */
    async remove(caller: SetCaller, id: string): Promise<void> {
      const pictures = await write(async (tx) => {
        const set = await ownSet(tx, caller, id);
        await repo.withdrawPending(tx, id);
        const images = (await repo.allQuestionsOf(tx, id)).flatMap((q) => q.imageUrl ?? []);
        const deleted = await deleteIfUnplayed(tx, id);
        if (!deleted) {
          await repo.updateSet(tx, id, {
            isActive: false,
            visibility: 'private',
            reviewStatus: null,
            shareKey: null,
          });
        }
        await refreshTopicsDerived(tx, deleted ? [] : [id], [set.categoryId]);
        return deleted ? images : [];
      });
      if (pictures.length > 0) await deps.deleteFiles?.(pictures);
    },

    /** `GET /api/sets/{id}/questions`: its active questions with their answers, oldest first. */
    async questions(caller: SetCaller, id: string): Promise<AuthoredQuestionView[]> {
      await ownSet(db, caller, id);
      return (await repo.questionsOf(db, id)).map(authoredViewOf);
    },

    /** `POST /api/sets/{id}/questions`: a question of any type, in the set's language unless said. */
    addQuestion(caller: SetCaller, id: string, body: AuthoredQuestion) {
      return write(async (tx) => {
        const set = await ownSet(tx, caller, id);
        if (set.questionCount >= QUESTION_SET_RULES.maxQuestions)
          throw AppError.conflict('CONFLICT', QUESTION_SET_MESSAGES.tooManyQuestions);
        const [row] = await insertAuthoredQuestions(tx, set, [body], SET_QUESTION_SOURCE);
        await contentChanged(tx, set);
        return withSet(tx, id, authoredViewOf(row!));
      });
    },

    /**
     * `PUT /api/sets/{id}/questions/{questionId}`: the question written anew; an option sent with
     * its id stays the same option for the sessions that chose it.
     */
    editQuestion(caller: SetCaller, id: string, questionId: string, body: AuthoredQuestion) {
      return write(async (tx) => {
        const set = await ownSet(tx, caller, id);
        const current = await questionOf(tx, id, questionId);
        const row = await repo.updateQuestion(tx, questionId, {
          ...storedQuestionOf(body, current),
          language: body.language ?? current.language,
        });
        await refreshTopicsDerived(tx, [id]);
        await contentChanged(tx, set);
        return withSet(tx, id, authoredViewOf(row));
      });
    },

    /** `DELETE /api/sets/{id}/questions/{questionId}`: hidden; played sessions keep it. */
    deleteQuestion(caller: SetCaller, id: string, questionId: string): Promise<QuestionSet> {
      return write(async (tx) => {
        const set = await ownSet(tx, caller, id);
        await questionOf(tx, id, questionId);
        await repo.updateQuestion(tx, questionId, { isActive: false });
        await refreshTopicsDerived(tx, [id]);
        await contentChanged(tx, set);
        return dtoOf(tx, id);
      });
    },

    /**
     * `PUT /api/sets/{id}/visibility`. Private: only its owner plays it, and its link stops
     * working. Link: anyone with its share link plays it (a key is made if it has none). Public:
     * asks a moderator to list it (pending until decided) and keeps or makes a share link so
     * it can be shared meanwhile; asked again after a rejection, it goes back to the queue.
     * Leaving public takes back a request still waiting.
     */
    setVisibility(caller: SetCaller, id: string, visibility: SetVisibility): Promise<QuestionSet> {
      return write(async (tx) => {
        const set = await ownSet(tx, caller, id);
        if (visibility === 'public') {
          if (set.visibility === 'public' && set.reviewStatus !== 'rejected') return dtoOf(tx, id);
          if (set.questionCount === 0)
            throw AppError.validation('body.visibility', QUESTION_SET_MESSAGES.emptyForPublic);
          await repo.withdrawPending(tx, id);
          await repo.insertReview(tx, {
            topicId: id,
            ownerId: caller.id,
            requestedAt: clock.now(),
          });
          await repo.updateSet(tx, id, {
            visibility,
            reviewStatus: 'pending',
            shareKey: set.shareKey ?? newShareKey(),
          });
        } else {
          await repo.withdrawPending(tx, id);
          await repo.updateSet(tx, id, {
            visibility,
            reviewStatus: null,
            shareKey: visibility === 'link' ? (set.shareKey ?? newShareKey()) : null,
          });
        }
        if (listedSet(set)) await refreshTopicsDerived(tx, [id]);
        return dtoOf(tx, id);
      });
    },

    /** `POST /api/sets/{id}/share-key`: a new share key; the old link stops working at once. */
    rotateShareKey(caller: SetCaller, id: string): Promise<QuestionSet> {
      return write(async (tx) => {
        const set = await ownSet(tx, caller, id);
        if (set.visibility === 'private')
          throw AppError.conflict('CONFLICT', QUESTION_SET_MESSAGES.noShareLink);
        await repo.updateSet(tx, id, { shareKey: newShareKey() });
        return dtoOf(tx, id);
      });
    },

    /** `GET /api/sets/shared/{key}`: what a share link shows; an unknown key is not found. */
    async shared(viewerId: string, key: string): Promise<SharedQuestionSet> {
      const row = await repo.findByShareKey(db, key);
      const category = row && (await repo.activeCategory(db, row.set.categoryId));
      if (!row || !category || row.set.visibility === 'private')
        throw AppError.notFound(QUESTION_SET_MESSAGES.shareKeyNotFound);
      return toSharedSetDto(
        { ...row.set, categoryName: row.categoryName, reviewNote: null },
        row.owner,
        viewerId,
        clock.now().getUTCFullYear(),
      );
    },

    /** The moderation queue's source of publication requests (modules/moderation). */
    publication: {
      /** The requests waiting, oldest first. */
      async pending(limit: number) {
        return (await repo.pendingReviews(db, limit)).map(requestOf);
      },

      count: () => repo.countPendingReviews(db),

      /** One request, decided or not; undefined for an id that is no request. */
      async find(id: string) {
        const row = await repo.findReview(db, id);
        return row && requestOf(row);
      },

      /** The set asked about as it is now, every question with its answer. */
      async detail(request: PublicationRequest): Promise<ModeratedQuestionSet> {
        const set = await repo.anySet(db, request.topicId);
        return {
          id: request.topicId,
          name: set?.name ?? request.setName,
          description: set?.description ?? null,
          category_name: set?.categoryName ?? '',
          language: set?.language ?? '',
          visibility: set?.visibility ?? 'private',
          review_status: set?.reviewStatus ?? null,
          questions: set ? (await repo.questionsOf(db, set.id)).map(authoredViewOf) : [],
        };
      },

      /**
       * Decides a waiting request inside the moderation decision's transaction `tx`: the set is
       * listed (approved) or not (rejected), its category's counters follow, and its owner is
       * told with the moderator's note. A request no longer waiting is a conflict.
       */
      async decide(
        tx: Db,
        id: string,
        decision: { outcome: 'approved' | 'rejected'; note: string; moderatorId: string },
      ): Promise<void> {
        await contentRepo.lockContentWrites(tx);
        const review = await repo.lockReview(tx, id);
        if (review?.status !== 'pending')
          throw AppError.conflict('ITEM_DECIDED', MODERATION_MESSAGES.decided);
        const set = await repo.lockSet(tx, review.topicId);
        await repo.decideReview(tx, id, {
          status: decision.outcome,
          decidedAt: clock.now(),
          decidedBy: decision.moderatorId,
          note: decision.note,
        });
        if (!set) return;
        await repo.updateSet(tx, set.id, { reviewStatus: decision.outcome });
        await refreshTopicsDerived(tx, [set.id]);
        await deps.notifications.notify(tx, {
          userId: review.ownerId,
          kind: 'question_set_reviewed',
          data: {
            set_id: set.id,
            set_name: set.name,
            outcome: decision.outcome,
            note: decision.note,
          },
        });
      },

      /** After a decision committed: this instance's lists show it at once. */
      changed: () => content.invalidate(),
    },
  };
}

export type QuestionSetsService = ReturnType<typeof createQuestionSetsService>;
export type SetPublication = QuestionSetsService['publication'];

/** A publication request as the moderation queue holds it. */
export type PublicationRequest = ReturnType<typeof requestOf>;

function requestOf({ review, setName }: { review: repo.ReviewRow; setName: string }) {
  return {
    id: review.id,
    topicId: review.topicId,
    ownerId: review.ownerId,
    setName,
    status: review.status as 'pending' | 'approved' | 'rejected' | 'withdrawn',
    requestedAt: review.requestedAt,
  };
}

/**
 * Deletes a set nobody played, in a savepoint: a quiz session, a game, a challenge or anything
 * else that still names the set or one of its questions keeps it (the key refuses, and the
 * savepoint alone is rolled back, `before` included). Answers whether it was deleted.
 */
export async function deleteIfUnplayed(
  tx: Db,
  id: string,
  before: (savepoint: Db) => Promise<void> = async () => {},
): Promise<boolean> {
  try {
    await tx.transaction(async (transaction) => {
      const savepoint = transaction as unknown as Db;
      await before(savepoint);
      await repo.deleteSet(savepoint, id);
    });
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
