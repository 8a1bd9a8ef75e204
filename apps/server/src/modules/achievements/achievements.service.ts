import {
  achievementPercent,
  ACHIEVEMENT_TYPES,
  RECENT_ACHIEVEMENTS_LIMIT,
  type Achievement,
  type AchievementStats,
  type AchievementType,
  type EarnedAchievement,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { Outbox } from '../../lib/outbox';
import { recordEarnedPoints, type EarnedPoints } from '../leaderboard';
import type { NotificationsService } from '../notifications';
import {
  createStatsService,
  creditPlayerDay,
  inTransaction,
  postMovement,
  recordActivity,
} from '../scoring';
import { ACHIEVEMENT_CATALOGUE } from './achievement-catalogue';
import {
  metricSources,
  readMetrics,
  withKnown,
  type AchievementMetric,
  type CountedMetric,
  type CountSource,
  type CountSources,
  type KnownPlayer,
} from './achievement-metrics';
import * as repo from './achievements.repo';
import { createCatalogueCache } from './catalogue-cache';

type EarnedRow = { achievement: repo.AchievementRow; unlockedAt: Date | null };

function toEarnedDto({ achievement, unlockedAt }: EarnedRow): EarnedAchievement {
  return {
    achievement_id: achievement.id,
    title: achievement.title,
    description: achievement.description,
    icon_url: achievement.icon,
    points_reward: achievement.pointsReward,
    rarity_score: achievement.rarity,
    earned_at: unlockedAt!.toISOString(),
  };
}

function toAchievementDto(
  achievement: repo.AchievementRow,
  progress: repo.UserAchievementRow | undefined,
): Achievement {
  return {
    id: achievement.id,
    title: achievement.title,
    description: achievement.description,
    achievement_type: achievement.type as AchievementType,
    icon_url: achievement.icon,
    rarity_score: achievement.rarity,
    points_reward: achievement.pointsReward,
    criteria: { metric: achievement.metric, target_value: achievement.target },
    user_progress: {
      progress_value: Math.min(progress?.progress ?? 0, achievement.target),
      is_unlocked: Boolean(progress?.unlockedAt),
      unlocked_at: progress?.unlockedAt?.toISOString() ?? null,
    },
  };
}

/** What an evaluation did, for the transaction that runs it. */
export type AchievementEvaluation = {
  /** What this call unlocked. */
  unlocked: EarnedAchievement[];
  /**
   * The rewards it paid, to record on the leaderboards: the caller records them, with anything
   * else its transaction pays, once and last (see `recordEarnedPoints`).
   */
  earned: EarnedPoints[];
  /**
   * The player's balance after its rewards, when known: the one the caller gave, or the one the
   * last reward left.
   */
  balance: number | undefined;
  /** Whether it wrote an outbox delivery: the caller pokes the outbox after its commit if so. */
  wroteDeliveries: boolean;
};

export type EvaluationOptions = {
  outbox?: Pick<Outbox, 'write'>;
  /** Notifies the player of each unlock, in the same transaction. */
  notifications?: Pick<NotificationsService, 'notify'>;
  /** The catalogue as the table holds it (the service's per-instance copy); else read in `tx`. */
  catalogue?: readonly repo.AchievementRow[];
  /** The player's totals and balance as the caller's transaction holds them: not read again. */
  known?: KnownPlayer;
  /** The counts later modules registered (the service's `countFrom`); unread with `known`. */
  counts?: CountSources;
};

/**
 * Brings the player's achievements up to date from their own records, inside the caller's
 * transaction `tx` (the quiz completion's, or its own): progress is raised, reached ones are
 * unlocked exactly once and their reward paid through the ledger in the same transaction, and
 * each unlock is written to the outbox with it (`achievement.unlocked`). The caller records
 * `earned` on the leaderboards and, when `wroteDeliveries`, pokes the outbox after its commit.
 */
export async function evaluateAchievements(
  tx: Db,
  userId: string,
  at: Date,
  { outbox, notifications, catalogue: given, known, counts }: EvaluationOptions = {},
): Promise<AchievementEvaluation> {
  const [catalogue, metrics] = await Promise.all([
    given ?? repo.listAchievements(tx),
    readMetrics(tx, userId, known ? withKnown(known) : metricSources(counts)),
  ]);
  const valueOf = (row: repo.AchievementRow) => metrics[row.metric as AchievementMetric] ?? 0;
  const unlocked = await repo.raiseProgress(
    tx,
    userId,
    catalogue.map((row) => ({
      achievementId: row.id,
      progress: Math.min(valueOf(row), row.target),
      reached: valueOf(row) >= row.target,
    })),
    at,
  );
  const evaluation: AchievementEvaluation = {
    unlocked: [],
    earned: [],
    balance: known?.balance,
    wroteDeliveries: false,
  };
  for (const row of catalogue.filter((entry) => unlocked.includes(entry.id))) {
    if (row.pointsReward > 0) {
      const payment = await postMovement(tx, {
        key: `achievement:${userId}:${row.id}`,
        kind: 'achievement_reward',
        reference: row.id,
        at,
        legs: [
          { account: { system: 'rewards' }, amount: -row.pointsReward },
          { account: { userId }, amount: row.pointsReward },
        ],
      });
      evaluation.balance = payment.balances.get(userId) ?? evaluation.balance;
      await creditPlayerDay(tx, {
        userId,
        at,
        points: row.pointsReward,
        ...(known ? { timeZone: known.totals.timeZone } : {}),
      });
      // Rewards count on the global, level and organization boards, not a category's.
      if (payment.posted) evaluation.earned.push({ userId, points: row.pointsReward, at });
    }
    await recordActivity(tx, {
      userId,
      kind: 'achievement_unlocked',
      title: `Achievement unlocked: ${row.title}`,
      description: row.description,
      points: row.pointsReward,
      occurredAt: at,
    });
    const achievement = toEarnedDto({ achievement: row, unlockedAt: at });
    if (await outbox?.write(tx, 'achievement.unlocked', { userId, achievement }))
      evaluation.wroteDeliveries = true;
    const notified = await notifications?.notify(tx, {
      userId,
      kind: 'achievement_unlocked',
      data: {
        achievement_id: achievement.achievement_id,
        title: achievement.title,
        points_reward: achievement.points_reward,
        icon_url: achievement.icon_url,
      },
    });
    if (notified) evaluation.wroteDeliveries = true;
    evaluation.unlocked.push(achievement);
  }
  return evaluation;
}

/** The achievement catalogue and each player's progress through it. */
export function createAchievementsService({
  db,
  clock,
  invalidation,
  outbox,
  leaderboard,
  notifications,
}: {
  db: Db;
  clock: Clock;
  /** Each unlock is also a notification (docs/ARCHITECTURE.md, Notifications). */
  notifications?: Pick<NotificationsService, 'notify'>;
  /** Tells every instance's catalogue copy that the table changed. */
  invalidation: InvalidationBus;
  outbox?: Pick<Outbox, 'write' | 'poke'>;
  /** Brings the cached leaderboard rankings up to the rewards an evaluation committed. */
  leaderboard?: { publishAfter<T>(work: () => Promise<T>): Promise<T> };
}) {
  const catalogue = createCatalogueCache({ clock, bus: invalidation });
  const counts: CountSources = {};

  /** Evaluates inside the caller's transaction, with this instance's copy of the catalogue. */
  const evaluateIn = async (tx: Db, userId: string, at: Date, known?: KnownPlayer) =>
    evaluateAchievements(tx, userId, at, {
      ...(outbox ? { outbox } : {}),
      ...(notifications ? { notifications } : {}),
      catalogue: await catalogue.rows(tx),
      ...(known ? { known } : {}),
      counts,
    });

  /** Evaluates in its own transaction, then has the outbox deliver what it unlocked. */
  const evaluate = async (userId: string) => {
    const run = () =>
      inTransaction(db, async (tx) => {
        const evaluation = await evaluateIn(tx, userId, clock.now());
        await recordEarnedPoints(tx, evaluation.earned);
        return evaluation;
      });
    const { unlocked, wroteDeliveries } = await (leaderboard
      ? leaderboard.publishAfter(run)
      : run());
    if (wroteDeliveries) outbox?.poke();
    return unlocked;
  };

  // Scoring's stats read applies the public-identity rule to reads of another player by id.
  const visibility = createStatsService(db, clock);

  const catalogueWithProgress = async (userId: string) => {
    const [rows, progress] = await Promise.all([catalogue.rows(db), repo.progressOf(db, userId)]);
    const byId = new Map(progress.map((row) => [row.achievementId, row]));
    return rows.map((row) => toAchievementDto(row, byId.get(row.id)));
  };

  return {
    /** Writes the code's catalogue into the database, and says so to every instance; run at start-up. */
    async syncCatalogue() {
      await repo.syncCatalogue(db, ACHIEVEMENT_CATALOGUE);
      await catalogue.announceChanged();
    },

    evaluateIn,

    /**
     * Where a metric counted in another module's tables comes from: that module registers its
     * count when it is built (one source a metric; a second registration is a wiring mistake).
     */
    countFrom(metric: CountedMetric, source: CountSource) {
      if (counts[metric]) throw new Error(`the ${metric} count is registered twice`);
      counts[metric] = source;
    },

    /** The whole catalogue with the caller's progress. */
    list: catalogueWithProgress,

    /**
     * A player's earned achievements, newest first, to whoever may open the player's pages: a
     * hidden, banned or possibly under-16 player's are not found to others, like their profile.
     */
    async earned(userId: string, viewerId = userId): Promise<EarnedAchievement[]> {
      await visibility.requireVisible(userId, viewerId);
      return (await repo.earnedBy(db, userId)).map(toEarnedDto);
    },

    /** Unlocks are announced to their earner only: the rule of `achievements:{userId}:unlocked`. */
    async requireFollower(callerId: string, userId: string): Promise<void> {
      if (callerId !== userId)
        throw AppError.forbidden('You can only follow your own achievements');
    },

    /** Re-evaluates a player's achievements: their own, or anyone's for an admin. */
    async check(caller: { id: string; role: string }, userId: string) {
      if (caller.id !== userId && caller.role !== 'admin') {
        throw AppError.forbidden('You can only check your own achievements');
      }
      return evaluate(userId);
    },

    /** Re-evaluates the caller's achievements and answers one of them. */
    async progress(userId: string, achievementId: string): Promise<Achievement> {
      await evaluate(userId);
      const achievement = (await catalogueWithProgress(userId)).find((a) => a.id === achievementId);
      if (!achievement) {
        throw new AppError(404, 'NOT_FOUND', 'Achievement not found', {
          details: [{ field: 'body.achievement_id', message: 'Achievement not found' }],
        });
      }
      return achievement;
    },

    /** The caller's totals, per type, and their most recent unlocks. */
    async stats(userId: string): Promise<AchievementStats> {
      const [all, recent] = await Promise.all([
        catalogueWithProgress(userId),
        repo.earnedBy(db, userId, RECENT_ACHIEVEMENTS_LIMIT),
      ]);
      const unlocked = all.filter((a) => a.user_progress.is_unlocked);
      return {
        total: all.length,
        unlocked: unlocked.length,
        points_earned: unlocked.reduce((sum, a) => sum + a.points_reward, 0),
        completion_rate: achievementPercent(unlocked.length, all.length),
        by_type: ACHIEVEMENT_TYPES.map((type) => ({
          type,
          total: all.filter((a) => a.achievement_type === type).length,
          unlocked: unlocked.filter((a) => a.achievement_type === type).length,
        })),
        recent: recent.map(toEarnedDto),
      };
    },
  };
}
export type AchievementsService = ReturnType<typeof createAchievementsService>;
