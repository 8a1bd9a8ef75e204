import type { Category, CategoryListQuery, Topic } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './content.repo';
import { toCategoryDto, toTopicDto } from './content.dto';

/** Read side of the content catalogue: what players may browse. */
export function createContentService(db: Db) {
  return {
    /** Active categories, filtered by search text and difficulty. */
    async listCategories(query: CategoryListQuery): Promise<Category[]> {
      const rows = await repo.listCategories(db, {
        search: query.search || undefined,
        difficulty: query.difficulty === 'all' ? undefined : query.difficulty,
      });
      return rows.map(toCategoryDto);
    },

    /** One active category, or NOT_FOUND. */
    async getCategory(id: string): Promise<Category> {
      const row = await repo.findCategory(db, id);
      if (!row || !row.isActive) throw AppError.notFound('Category not found');
      return toCategoryDto(row);
    },

    /** The active topics of an active category, or NOT_FOUND for the category. */
    async listTopics(categoryId: string): Promise<Topic[]> {
      await this.getCategory(categoryId);
      const rows = await repo.listTopicsOfCategory(db, categoryId);
      return rows.map(toTopicDto);
    },

    /** One active topic, or NOT_FOUND. */
    async getTopic(id: string): Promise<Topic> {
      const row = await repo.findTopic(db, id);
      if (!row || !row.isActive) throw AppError.notFound('Topic not found');
      return toTopicDto(row);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
