import type {
  Category,
  CategoryListQuery,
  Question,
  QuestionListQuery,
  Topic,
  TopicListQuery,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createReadCache } from '../../lib/read-cache';
import * as repo from './content.repo';
import { toCategoryDto, toQuestionDto, toTopicDto } from './content.dto';
import { accessOf, isListed, mayPlay, type TopicAccess, type TopicViewer } from './topic-access';

/** How long a catalogue read is served from memory; edits on this instance clear it at once. */
export const CATALOGUE_CACHE_TTL_MS = 30_000;

export type ContentServiceOptions = {
  cacheTtlMs?: number;
  /** Uniform in [0, 1); injected so option order is testable. */
  random?: () => number;
};

/** A copy of `items` in random order (Fisher-Yates). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * Read side of the content catalogue: what players may browse. The catalogue changes rarely
 * and is read on every screen, so reads are cached in process (PGlite serves one query at a
 * time; a cached list costs no query at all). Questions are not cached: each read is a fresh
 * random draw.
 */
export function createContentService(db: Db, options: ContentServiceOptions = {}) {
  const cache = createReadCache(options.cacheTtlMs ?? CATALOGUE_CACHE_TTL_MS);
  const random = options.random ?? Math.random;

  const getCategory = (id: string): Promise<Category> =>
    cache.get(`category:${id}`, async () => {
      const row = await repo.findCategory(db, id);
      if (!row || !row.isActive) throw AppError.notFound('Category not found');
      return toCategoryDto(row);
    });

  /** An active topic of an active category with who may play it, whoever asks. */
  const loadTopic = (id: string): Promise<{ topic: Topic; access: TopicAccess }> =>
    cache.get(`topic:${id}`, async () => {
      const row = await repo.findTopic(db, id);
      if (!row || !row.isActive) throw AppError.notFound('Topic not found');
      // A deleted category hides its topics too, without touching their own flags, so
      // restoring the category brings them back as they were.
      await getCategory(row.categoryId).catch((error: unknown) => {
        throw error instanceof AppError && error.code === 'NOT_FOUND'
          ? AppError.notFound('Topic not found')
          : error;
      });
      return { topic: toTopicDto(row), access: accessOf(row) };
    });

  /**
   * The topic if `viewer` may play it (docs/DECISIONS.md #68); a set they may not see is not
   * found, as if it did not exist.
   */
  const getPlayableTopic = async (id: string, viewer: TopicViewer): Promise<Topic> => {
    const { topic, access } = await loadTopic(id);
    if (!mayPlay(access, viewer)) throw AppError.notFound('Topic not found');
    return topic;
  };

  /** A listed topic (the catalogue's, or an approved public set), whoever asks. */
  const getTopic = (id: string): Promise<Topic> => getPlayableTopic(id, { userId: null });

  return {
    /**
     * Active categories, filtered by search text and difficulty; with a language, only those
     * with topics in it, counted over those topics.
     */
    listCategories(query: CategoryListQuery): Promise<Category[]> {
      const search = query.search || undefined;
      const difficulty = query.difficulty === 'all' ? undefined : query.difficulty;
      const { language } = query;
      // The search text goes last: it is the only part that may contain the separator.
      return cache.get(
        `categories:${language ?? ''}:${difficulty ?? ''}:${search ?? ''}`,
        async () =>
          (await repo.listCategories(db, { search, difficulty, language })).map(toCategoryDto),
      );
    },

    /** One active category, or NOT_FOUND. */
    getCategory,

    /** The languages the chooser's lists can be filtered by (decision #40). */
    listLanguages(): Promise<string[]> {
      return cache.get('languages', () => repo.listTopicLanguages(db));
    },

    /**
     * The active topics of an active category (only those in `query.language` when given), or
     * NOT_FOUND for the category.
     */
    listTopics(categoryId: string, query: TopicListQuery = {}): Promise<Topic[]> {
      const { language } = query;
      return cache.get(`topics:${categoryId}:${language ?? ''}`, async () => {
        await getCategory(categoryId);
        return (await repo.listTopicsOfCategory(db, categoryId, language)).map(toTopicDto);
      });
    },

    /** One active listed topic of an active category, or NOT_FOUND. */
    getTopic,

    /** One active topic of an active category that `viewer` may play, or NOT_FOUND. */
    getPlayableTopic,

    /** Whether an active topic is listed (the catalogue's, or an approved public set). */
    async isListed(id: string): Promise<boolean> {
      return isListed((await loadTopic(id)).access);
    },

    /**
     * An active topic a request names in `field` (`body.topic_id`) that `viewer` may play (a
     * listed one when no viewer is given); anything else is NOT_FOUND naming that field.
     */
    async getTopicNamedIn(
      id: string,
      field: string,
      viewer: TopicViewer = { userId: null },
    ): Promise<Topic> {
      return getPlayableTopic(id, viewer).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) {
          throw new AppError(404, 'NOT_FOUND', 'Topic not found', {
            details: [{ field, message: 'Topic not found' }],
          });
        }
        throw error;
      });
    },

    /**
     * Random active questions of an active topic, options shuffled per read. Stored option
     * order often gives the answer away (the bank lists True before False; editors tend to
     * type the right answer first), so players never see it.
     */
    async listQuestions(query: QuestionListQuery, userId: string): Promise<Question[]> {
      await getPlayableTopic(query.topic_id, { userId, shareKey: query.share_key });
      const rows = await repo.listRandomQuestions(db, query.topic_id, query.limit);
      return rows.map((row) => toQuestionDto(row, shuffled(row.options, random)));
    },

    /**
     * One active question of an active topic and category, listed or the caller's own set, or
     * NOT_FOUND.
     */
    async getQuestion(id: string, userId: string): Promise<Question> {
      const row = await repo.findPlayableQuestion(db, id, userId);
      if (!row) throw AppError.notFound('Question not found');
      return toQuestionDto(row, shuffled(row.options, random));
    },

    /** Call after any content write so this instance shows it at once. */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
