import {
  displayRating,
  isProfileVisibleTo,
  isProvisional,
  publicAvatar,
  publicIdentity,
  type RatingBoard,
  type RatingBoardEntry,
  type RatingBoardQuery,
  type UserRating,
  type UserRatings,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createReadCache } from '../../lib/read-cache';
import { toIdentityInput } from '../auth';
import { contentRepo, type ContentService } from '../content';
import * as repo from './ratings.repo';

const CATEGORY_NOT_FOUND = 'Category not found';
/** How long an instance keeps a board's player count: counting it reads every row of the board. */
const BOARD_SIZE_TTL_MS = 30_000;

/** The rating boards and a player's ratings, as the public-identity rule lets a viewer see them. */
export function createRatingsService(deps: { db: Db; clock: Clock; content: ContentService }) {
  const { db, clock, content } = deps;
  const sizes = createReadCache(BOARD_SIZE_TTL_MS, () => clock.now().getTime());

  /** A board's category must be one players may browse; the 404 names the parameter. */
  async function requireCategory(categoryId: string): Promise<void> {
    await content.getCategory(categoryId).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) {
        throw new AppError(404, 'NOT_FOUND', CATEGORY_NOT_FOUND, {
          details: [{ field: 'querystring.category', message: CATEGORY_NOT_FOUND }],
        });
      }
      throw error;
    });
  }

  /** Category names by id, deactivated categories included (a rating outlives its listing). */
  async function namesOf(categoryIds: string[]): Promise<Map<string, string>> {
    const rows = await Promise.all(categoryIds.map((id) => contentRepo.findCategory(db, id)));
    return new Map(rows.flatMap((row) => (row ? [[row.id, row.name] as const] : [])));
  }

  return {
    /**
     * One page of a category's board ('General' without one), best conservative rating first.
     * Banned players are not listed; hidden profiles and possible minors are shown as the points
     * boards show them (docs/PRIVACY.md). The total is kept 30 seconds: a page reads a bounded
     * index range, a count reads the whole board.
     */
    async board(viewerId: string, query: RatingBoardQuery): Promise<RatingBoard> {
      const categoryId = query.category ?? null;
      if (categoryId) await requireCategory(categoryId);
      const [rows, total] = await Promise.all([
        repo.boardPage(db, categoryId, query.limit, query.offset),
        sizes.get(categoryId ?? 'general', () => repo.boardSize(db, categoryId)),
      ]);
      const year = clock.now().getUTCFullYear();
      const entries = rows.flatMap((row, index): RatingBoardEntry[] => {
        const identity = toIdentityInput(row.player);
        const shown = publicIdentity(identity, year);
        if (!shown.listed) return [];
        return [
          {
            rank: query.offset + index + 1,
            user_id: shown.userId,
            name: shown.displayName,
            avatar_url: publicAvatar(shown, row.player.avatarUrl),
            rating: displayRating(row.mu),
            conservative_rating: row.conservative,
            games: row.games,
            wins: row.wins,
            provisional: isProvisional(row.games),
            is_current_user: row.player.id === viewerId,
            profile_visible: isProfileVisibleTo(identity, year, viewerId),
          },
        ];
      });
      return { category_id: categoryId, entries, total, limit: query.limit, offset: query.offset };
    },

    /**
     * A player's ratings, one per category they have played ('General' first, then by name),
     * each with its newest change. Others see them only where they may open the player's
     * profile (a hidden, banned or possibly under-16 player is not found); the owner always.
     */
    async ofUser(viewerId: string, userId: string): Promise<UserRatings> {
      const identity = await repo.identityOf(db, userId);
      const visible =
        identity &&
        isProfileVisibleTo(toIdentityInput(identity), clock.now().getUTCFullYear(), viewerId);
      if (!visible) throw AppError.notFound('User not found');
      const rows = (await repo.ratingsOfUser(db, userId)).filter((row) => row.games > 0);
      const names = await namesOf(rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])));
      const ratings = rows.map((row): UserRating => ({
        category_id: row.categoryId,
        category_name: row.categoryId ? (names.get(row.categoryId) ?? null) : null,
        rating: displayRating(row.mu),
        conservative_rating: row.conservative,
        games: row.games,
        wins: row.wins,
        losses: row.losses,
        provisional: isProvisional(row.games),
        last_change: row.last
          ? {
              before: displayRating(row.last.muBefore),
              after: displayRating(row.last.muAfter),
              at: row.last.at.toISOString(),
            }
          : null,
      }));
      ratings.sort((a, b) =>
        a.category_id === null
          ? -1
          : b.category_id === null
            ? 1
            : (a.category_name ?? '').localeCompare(b.category_name ?? ''),
      );
      return { user_id: userId, ratings };
    },
  };
}
export type RatingsService = ReturnType<typeof createRatingsService>;
