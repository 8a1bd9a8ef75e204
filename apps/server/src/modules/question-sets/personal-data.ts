import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema';
import type { PersonalDataPart } from '../../lib/personal-data';
import { authoredViewOf, refreshTopicsDerived } from '../content';
import { dropOwnSessionsOfTopic } from '../quiz';
import { storageKeyOfUrl } from '../uploads';
import * as repo from './question-sets.repo';
import { deleteIfUnplayed } from './question-sets.service';

/** The pictures of a set's questions, as storage keys. */
async function pictureKeysOf(db: Db, topicId: string): Promise<string[]> {
  return (await repo.allQuestionsOf(db, topicId)).flatMap(
    (question) => storageKeyOfUrl(question.imageUrl) ?? [],
  );
}

/**
 * The question sets the person wrote, every question with its answer and picture, and their
 * requests to publish them. Erased (docs/DECISIONS.md #68): a set nobody else played goes with
 * its questions and pictures (the person's own quizzes of it first); a set others played stays
 * for their results, but is no longer anyone's: no owner, hidden, never playable or listed, its
 * description and pictures gone.
 */
export const questionSetsPersonalData: PersonalDataPart = {
  module: 'question-sets',
  describes: 'The question sets you wrote, with their questions, and your requests to publish them',
  tables: ['topics', 'question_set_reviews'],
  async export(db, userId) {
    const sets = await repo.ownedBy(db, userId);
    return {
      sets: await Promise.all(
        sets.map(async (set) => ({
          id: set.id,
          name: set.name,
          description: set.description,
          category_id: set.categoryId,
          language: set.language,
          visibility: set.visibility,
          review_status: set.reviewStatus,
          deleted: !set.isActive,
          created_at: set.createdAt,
          questions: (await repo.allQuestionsOf(db, set.id)).map(authoredViewOf),
        })),
      ),
      publication_requests: (await repo.reviewsOf(db, userId)).map((review) => ({
        set_id: review.topicId,
        status: review.status,
        requested_at: review.requestedAt,
        decided_at: review.decidedAt,
        note: review.note,
      })),
    };
  },
  async files(db, userId) {
    const keys = (
      await Promise.all((await repo.ownedBy(db, userId)).map((set) => pictureKeysOf(db, set.id)))
    ).flat();
    return keys.map((key) => ({ key, name: key }));
  },
  async erase(tx, userId, ctx) {
    const sets = await repo.ownedBy(tx, userId);
    const pictures: string[] = [];
    for (const set of sets) {
      pictures.push(...(await pictureKeysOf(tx, set.id)));
      const deleted = await deleteIfUnplayed(tx, set.id, (savepoint) =>
        dropOwnSessionsOfTopic(savepoint, userId, set.id),
      );
      if (deleted) continue;
      await repo.withdrawPending(tx, set.id);
      // The constraint has an ownerless topic public; inactive, nobody finds or plays it.
      await repo.updateSet(tx, set.id, {
        ownerId: null,
        isActive: false,
        visibility: 'public',
        reviewStatus: null,
        shareKey: null,
        description: null,
      });
      await tx
        .update(questions)
        .set({ imageUrl: null, imageAlt: null })
        .where(eq(questions.topicId, set.id));
    }
    await refreshTopicsDerived(tx, [], [...new Set(sets.map((set) => set.categoryId))]);
    for (const key of pictures) await ctx.storage.delete(key);
  },
};
