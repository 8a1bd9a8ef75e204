import {
  accuracyPercent,
  addDays,
  currentStreakOn,
  extendStreak,
  isProfileVisibleTo,
  levelForPoints,
  localDay,
  quizOutcome,
  startOfLocalDay,
  type ActivityItem,
  type AnalyticsTimeframe,
  type GameMode,
  type Performance,
  type Skills,
  type TopicProgress,
  type UserStatsProfile,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { EarnedPoints } from './earned-points';
import { postMovement } from './ledger.service';
import * as ledgerRepo from './ledger.repo';
import * as repo from './stats.repo';

/** What a completed quiz hands to scoring, in the transaction that completes it. */
export type QuizCompletion = {
  userId: string;
  sessionId: string;
  topicId: string;
  categoryId: string;
  topicName: string;
  gameMode: GameMode;
  timeZone: string;
  completedAt: Date;
  /**
   * In play order; `answered` is false for a question whose time ran out; `fast` marks a correct
   * answer in under 2 s that was not too fast to have been read.
   */
  answers: { correct: boolean; answered: boolean; fast: boolean }[];
  totalPoints: number;
  /**
   * The opponents' final scores (the Practice Bot's): against opponents a game is won by place,
   * as the results page says; solo modes keep the accuracy band whatever these are.
   */
  opponentScores: readonly number[];
  /** Paid but kept off the leaderboards: the session waits for a fair-play review. */
  heldFromBoards?: boolean;
};

const TIMEFRAME_DAYS: Record<AnalyticsTimeframe, number | null> = {
  day: 1,
  week: 7,
  month: 30,
  year: 365,
  all_time: null,
};
const DAY_MS = 86_400_000;
/** How often a player's time zone may move: often enough to travel, too rarely to farm streaks. */
const TIME_ZONE_CHANGE_GAP_MS = 7 * DAY_MS;

/**
 * The zone a completion counts its day in: the player's own, which follows the quiz's zone
 * once and then at most once a week, so hopping zones cannot stretch a streak.
 */
function zoneFor(stats: repo.UserStatsRow, requested: string, now: Date) {
  if (requested === stats.timeZone) return { zone: stats.timeZone, changed: false };
  const movable =
    !stats.timeZoneChangedAt ||
    now.getTime() - stats.timeZoneChangedAt.getTime() >= TIME_ZONE_CHANGE_GAP_MS;
  return movable ? { zone: requested, changed: true } : { zone: stats.timeZone, changed: false };
}

/** What a recorded completion hands back to the transaction that completes the quiz. */
export type RecordedCompletion = {
  /** The player's balance after the payment. */
  balance: number;
  /** The points this call paid the player, on the boards or held from them for review. */
  paid: number;
  /** The player's totals as the completion saved them. */
  totals: repo.UserStatsRow;
  /**
   * The points to record on the leaderboards (none when nothing was paid, the payment was a
   * repeat, or the session is held for review): the caller records them, with anything else
   * the transaction pays, once and last (see `recordEarnedPoints`).
   */
  earned: EarnedPoints[];
};

/** One play of a set of questions, solo or live, as the player's records count it. */
export type PlayRecord = {
  userId: string;
  /** Null for a live game across a whole category, or across every category ('General'). */
  topicId: string | null;
  categoryId: string | null;
  completedAt: Date;
  /** The zone the play asks to count its day in; the player's stored one when absent. */
  timeZone?: string;
  /** In play order, as `QuizCompletion.answers`. */
  answers: { correct: boolean; answered: boolean; fast: boolean }[];
  /** Points the play earned, counted in the player's day. */
  points: number;
  won: boolean;
  /** Whether a win counts among competitive wins (played against other people). */
  competitive: boolean;
};

/**
 * Records one play in the player's stats, streaks, per-topic and per-day records, inside the
 * caller's transaction: the part a solo quiz and a live game share.
 */
async function recordPlay(tx: Db, play: PlayRecord) {
  const { userId, answers, completedAt, won } = play;
  const correct = answers.filter((answer) => answer.correct).length;
  const accuracy = accuracyPercent(correct, answers.length);
  const stats = await repo.lockUserStats(tx, userId);
  const { zone, changed } = zoneFor(stats, play.timeZone ?? stats.timeZone, completedAt);
  const day = localDay(completedAt, zone);
  // A play left to run out without a single answer is no day of play.
  const played = answers.some((answer) => answer.answered);
  const streak = played
    ? extendStreak(
        {
          current: stats.currentStreak,
          longest: stats.longestStreak,
          lastDay: stats.lastActiveDay,
        },
        day,
      )
    : { current: stats.currentStreak, longest: stats.longestStreak, lastDay: stats.lastActiveDay };
  let answerStreak = stats.currentAnswerStreak;
  let bestAnswerStreak = stats.bestAnswerStreak;
  for (const answer of answers) {
    answerStreak = answer.correct ? answerStreak + 1 : 0;
    bestAnswerStreak = Math.max(bestAnswerStreak, answerStreak);
  }
  const saved = {
    gamesPlayed: stats.gamesPlayed + 1,
    gamesWon: stats.gamesWon + (won ? 1 : 0),
    questionsAnswered: stats.questionsAnswered + answers.length,
    correctAnswers: stats.correctAnswers + correct,
    perfectGames: stats.perfectGames + (answers.length > 0 && correct === answers.length ? 1 : 0),
    currentStreak: streak.current,
    longestStreak: streak.longest,
    lastActiveDay: streak.lastDay,
    timeZone: zone,
    ...(changed ? { timeZoneChangedAt: completedAt } : {}),
    currentAnswerStreak: answerStreak,
    bestAnswerStreak,
    fastAnswers: stats.fastAnswers + answers.filter((answer) => answer.fast).length,
    competitiveWins: stats.competitiveWins + (play.competitive && won ? 1 : 0),
  };
  await repo.saveUserStats(tx, userId, saved);
  // Topic records are per topic: a game across a category or 'General' has none to add to.
  if (play.topicId && play.categoryId) {
    await repo.addTopicPlay(tx, {
      userId,
      topicId: play.topicId,
      categoryId: play.categoryId,
      answered: answers.length,
      correct,
      accuracy,
      at: completedAt,
    });
  }
  await repo.addDailyPlay(tx, {
    userId,
    day,
    answered: answers.length,
    correct,
    accuracy,
    points: play.points,
  });
  return { stats, saved, correct, accuracy };
}

/**
 * Records a finished live game for one of its players, inside the settlement's transaction: a
 * game played, won by first place among several, a day of play, its topic and its points in the
 * player's day, and an entry in their activity feed. Paying it is the game store's, in the same
 * transaction.
 */
export async function recordLiveGame(
  tx: Db,
  game: Omit<PlayRecord, 'won' | 'competitive' | 'timeZone'> & {
    /** The room's name, as the activity feed shows it. */
    name: string;
    place: number;
    players: number;
  },
): Promise<void> {
  const { correct, accuracy } = await recordPlay(tx, {
    ...game,
    won: game.place === 1 && game.players > 1,
    competitive: true,
  });
  await recordActivity(tx, {
    userId: game.userId,
    kind: 'game_completed',
    title: `Played ${game.name}`,
    description: `Place ${game.place} of ${game.players}, ${correct} of ${game.answers.length} correct (${accuracy}%)`,
    points: game.points,
    accuracy,
    occurredAt: game.completedAt,
  });
}

/**
 * Pays a completed quiz and records it: the ledger movement, the player's stats, streaks,
 * per-topic and per-day records and the activity feed, all inside the caller's transaction
 * `tx`, so points never move without the result they pay for. The session id is the movement's
 * idempotency key: a retry posts nothing twice. The leaderboards are the caller's to move, with
 * what `earned` says.
 */
export async function recordQuizCompletion(
  tx: Db,
  completion: QuizCompletion,
): Promise<RecordedCompletion> {
  const { userId, answers, totalPoints, completedAt } = completion;
  const correctCount = answers.filter((answer) => answer.correct).length;
  const won =
    quizOutcome({
      mode: completion.gameMode,
      accuracy: accuracyPercent(correctCount, answers.length),
      score: totalPoints,
      opponentScores: completion.opponentScores,
    }) === 'win';
  const { stats, saved, correct, accuracy } = await recordPlay(tx, {
    userId,
    topicId: completion.topicId,
    categoryId: completion.categoryId,
    completedAt,
    timeZone: completion.timeZone,
    answers,
    points: totalPoints,
    won,
    competitive: completion.gameMode === 'competitive',
  });
  await recordActivity(tx, {
    userId,
    kind: 'quiz_completed',
    title: `Completed ${completion.topicName}`,
    description: `${correct} of ${answers.length} correct (${accuracy}%)`,
    points: totalPoints,
    sessionId: completion.sessionId,
    gameMode: completion.gameMode,
    accuracy,
    occurredAt: completedAt,
  });
  // Last, so the shared rewards account is locked for as short a time as possible.
  const earned: EarnedPoints[] = [];
  let balance: number | undefined;
  let paid = 0;
  if (totalPoints > 0) {
    const payment = await postMovement(tx, {
      key: `quiz_session:${completion.sessionId}`,
      kind: 'quiz_reward',
      reference: completion.sessionId,
      at: completedAt,
      legs: [
        { account: { system: 'rewards' }, amount: -totalPoints },
        { account: { userId }, amount: totalPoints },
      ],
    });
    balance = payment.balances.get(userId);
    if (payment.posted) paid = totalPoints;
    if (payment.posted && !completion.heldFromBoards) {
      earned.push({
        userId,
        points: totalPoints,
        at: completedAt,
        categoryId: completion.categoryId,
        topicId: completion.topicId,
      });
    }
  }
  return {
    // From the payment's own leg; read only when nothing was paid.
    balance: balance ?? (await ledgerRepo.userBalance(tx, userId)),
    totals: { ...stats, ...saved },
    paid,
    earned,
  };
}

/** Adds an entry to the player's activity feed, inside the caller's transaction. */
export async function recordActivity(
  tx: Db,
  entry: {
    userId: string;
    kind: ActivityItem['type'];
    title: string;
    description: string;
    points: number;
    occurredAt: Date;
    sessionId?: string;
    gameMode?: GameMode;
    accuracy?: number;
  },
): Promise<void> {
  await repo.insertActivity(tx, entry);
}

/**
 * Counts points paid outside a quiz (an achievement's reward) in the player's day, inside the
 * caller's transaction, so the daily series adds up to the ledger's total for the same days.
 */
export async function creditPlayerDay(
  tx: Db,
  entry: {
    userId: string;
    at: Date;
    points: number;
    /** The player's time zone, when the caller already holds their stats (else it is read). */
    timeZone?: string;
  },
): Promise<void> {
  if (entry.points <= 0) return;
  const zone = entry.timeZone ?? (await repo.findUserStats(tx, entry.userId))?.timeZone ?? 'UTC';
  await repo.addDailyPoints(tx, {
    userId: entry.userId,
    day: localDay(entry.at, zone),
    points: entry.points,
  });
}

/**
 * The player's calendar day at `at` as their streak counts days: in their stored time zone (UTC
 * before their first play), with that zone.
 */
export async function playerDayOf(
  db: Db,
  userId: string,
  at: Date,
): Promise<{ day: string; timeZone: string }> {
  const timeZone = (await repo.findUserStats(db, userId))?.timeZone ?? 'UTC';
  return { day: localDay(at, timeZone), timeZone };
}

/**
 * Counts `day` (from `playerDayOf`) as a day of play for the player's streak, inside the caller's
 * transaction: what a quiz or a live game does by being played, for activity that is neither (a
 * day's review goal met). A day already counted changes nothing.
 */
export async function creditStreakDay(tx: Db, userId: string, day: string): Promise<void> {
  const stats = await repo.lockUserStats(tx, userId);
  const streak = extendStreak(
    { current: stats.currentStreak, longest: stats.longestStreak, lastDay: stats.lastActiveDay },
    day,
  );
  if (streak.lastDay === stats.lastActiveDay && streak.current === stats.currentStreak) return;
  await repo.saveUserStats(tx, userId, {
    currentStreak: streak.current,
    longestStreak: streak.longest,
    lastActiveDay: streak.lastDay,
  });
}

/** Read side of a player's statistics, analytics and topic progress. */
export function createStatsService(db: Db, clock: Clock) {
  // Others see a player's records only where the public-identity rule lets them open the
  // player's pages; a hidden, banned or possibly under-16 player's are not found.
  const requireUser = async (userId: string, viewerId = userId) => {
    const identity = await repo.identityOf(db, userId);
    if (!identity || !isProfileVisibleTo(identity, clock.now().getUTCFullYear(), viewerId))
      throw AppError.notFound('User not found');
  };

  const streakToday = (stats: repo.UserStatsRow | undefined) =>
    stats
      ? currentStreakOn(
          {
            current: stats.currentStreak,
            longest: stats.longestStreak,
            lastDay: stats.lastActiveDay,
          },
          localDay(clock.now(), stats.timeZone),
        )
      : 0;

  const toTopicProgress = (row: repo.TopicStatsRow): TopicProgress => ({
    topic_id: row.topicId,
    category_id: row.categoryId,
    topic_name: row.topicName,
    category_name: row.categoryName,
    games_played: row.gamesPlayed,
    questions_answered: row.questionsAnswered,
    correct_answers: row.correctAnswers,
    accuracy: accuracyPercent(row.correctAnswers, row.questionsAnswered),
    best_accuracy: row.bestAccuracy,
    last_played_at: row.lastPlayedAt?.toISOString() ?? null,
    bookmarked: row.bookmarked,
  });

  const toSummary = (
    userId: string,
    stats: repo.UserStatsRow | undefined,
    points: number,
  ): Omit<UserStatsProfile, 'rank'> => ({
    user_id: userId,
    points,
    level: levelForPoints(points),
    games_played: stats?.gamesPlayed ?? 0,
    games_won: stats?.gamesWon ?? 0,
    // The same whole percent as the leaderboard's win rate.
    win_rate: accuracyPercent(stats?.gamesWon ?? 0, stats?.gamesPlayed ?? 0),
    questions_answered: stats?.questionsAnswered ?? 0,
    correct_answers: stats?.correctAnswers ?? 0,
    accuracy_rate: accuracyPercent(stats?.correctAnswers ?? 0, stats?.questionsAnswered ?? 0),
    current_streak: streakToday(stats),
    longest_streak: stats?.longestStreak ?? 0,
    best_answer_streak: stats?.bestAnswerStreak ?? 0,
    perfect_games: stats?.perfectGames ?? 0,
  });

  /** The player's record as `handle` sees it (a transaction sees its own writes). */
  const recordOf = async (handle: Db, userId: string) => {
    const [stats, points] = await Promise.all([
      repo.findUserStats(handle, userId),
      ledgerRepo.userBalance(handle, userId),
    ]);
    return toSummary(userId, stats, points);
  };

  async function summary(
    userId: string,
    viewerId = userId,
  ): Promise<Omit<UserStatsProfile, 'rank'>> {
    await requireUser(userId, viewerId);
    return recordOf(db, userId);
  }

  return {
    /**
     * Answers 'not found' unless `viewerId` may open the player's pages (the public-identity
     * rule): the one check every read of another player by id goes through.
     */
    requireVisible: (userId: string, viewerId: string) => requireUser(userId, viewerId),

    /** A player's record without the rank, for a viewer the public-identity rule lets see it. */
    summary,

    /**
     * The player's own record without the rank, read in the caller's transaction (a quiz
     * completion answers with it, its payments and unlocks included): the player is its owner,
     * so there is no visibility check.
     */
    ownSummaryIn: (tx: Db, userId: string) => recordOf(tx, userId),

    /**
     * The same record from the player's totals and balance as a transaction already holds them
     * (a completion's, after its payments): nothing is read.
     */
    ownSummaryFrom: (userId: string, totals: repo.UserStatsRow, points: number) =>
      toSummary(userId, totals, points),

    /** A player's record, as `viewerId` may see it: points and level, rank among all players. */
    async userStats(userId: string, viewerId = userId): Promise<UserStatsProfile> {
      const record = await summary(userId, viewerId);
      return { ...record, rank: await repo.rankForPoints(db, record.points) };
    },

    /** The caller's newest activities. */
    async recentActivity(userId: string, limit: number): Promise<ActivityItem[]> {
      const rows = await repo.recentActivity(db, userId, limit);
      return rows.map((row) => ({
        id: String(row.id),
        type: row.kind as ActivityItem['type'],
        title: row.title,
        description: row.description,
        points: row.points,
        session_id: row.sessionId,
        game_mode: row.gameMode as GameMode | null,
        accuracy: row.accuracy,
        occurred_at: row.occurredAt.toISOString(),
      }));
    },

    /**
     * Points, games and scores over the player's last N calendar days, today included, in
     * their time zone: the daily records and the ledger sum cover the same span.
     */
    async performance(
      userId: string,
      timeframe: AnalyticsTimeframe,
      viewerId = userId,
    ): Promise<Performance> {
      await requireUser(userId, viewerId);
      const days = TIMEFRAME_DAYS[timeframe];
      const stats = await repo.findUserStats(db, userId);
      const zone = stats?.timeZone ?? 'UTC';
      const firstDay = days === null ? null : addDays(localDay(clock.now(), zone), 1 - days);
      const [series, earned, points] = await Promise.all([
        repo.dailyStatsSince(db, userId, firstDay),
        ledgerRepo.pointsEarnedSince(
          db,
          userId,
          firstDay ? startOfLocalDay(firstDay, zone) : new Date(0),
        ),
        ledgerRepo.userBalance(db, userId),
      ]);
      const games = series.reduce((sum, day) => sum + day.gamesPlayed, 0);
      const accuracySum = series.reduce((sum, day) => sum + day.accuracySum, 0);
      return {
        timeframe,
        total_points: earned,
        games_played: games,
        average_score: games === 0 ? 0 : Math.round(accuracySum / games),
        current_streak: streakToday(stats),
        global_rank: await repo.rankForPoints(db, points),
        level: levelForPoints(points),
        series: series.map((day) => ({
          date: day.day,
          points: day.points,
          games_played: day.gamesPlayed,
          average_score: day.gamesPlayed === 0 ? 0 : Math.round(day.accuracySum / day.gamesPlayed),
        })),
      };
    },

    /** Accuracy per category and per topic, from the player's completed quizzes. */
    async skills(userId: string, viewerId = userId): Promise<Skills> {
      await requireUser(userId, viewerId);
      const rows = (await repo.topicStatsOf(db, userId)).filter((row) => row.gamesPlayed > 0);
      const byCategory = new Map<string, Skills['categories'][number]>();
      for (const row of rows) {
        const entry = byCategory.get(row.categoryId) ?? {
          category_id: row.categoryId,
          name: row.categoryName,
          games_played: 0,
          questions_answered: 0,
          correct_answers: 0,
          accuracy: 0,
        };
        entry.games_played += row.gamesPlayed;
        entry.questions_answered += row.questionsAnswered;
        entry.correct_answers += row.correctAnswers;
        entry.accuracy = accuracyPercent(entry.correct_answers, entry.questions_answered);
        byCategory.set(row.categoryId, entry);
      }
      return {
        categories: [...byCategory.values()].sort((a, b) => a.name.localeCompare(b.name)),
        topics: rows.map((row) => ({
          topic_id: row.topicId,
          category_id: row.categoryId,
          name: row.topicName,
          games_played: row.gamesPlayed,
          questions_answered: row.questionsAnswered,
          correct_answers: row.correctAnswers,
          accuracy: accuracyPercent(row.correctAnswers, row.questionsAnswered),
        })),
      };
    },

    /** The caller's topics: played or saved, most recently played first. */
    async progress(userId: string): Promise<TopicProgress[]> {
      return (await repo.topicStatsOf(db, userId)).map(toTopicProgress);
    },

    /** Saves or unsaves a topic for the caller; NOT_FOUND for an unknown or retired topic. */
    async setBookmark(userId: string, topicId: string, bookmarked: boolean) {
      if (!(await repo.setBookmark(db, userId, topicId, bookmarked))) {
        throw new AppError(404, 'NOT_FOUND', 'Topic not found', {
          details: [{ field: 'body.topic_id', message: 'Topic not found' }],
        });
      }
      const row = (await repo.topicStatsOf(db, userId)).find((item) => item.topicId === topicId);
      return toTopicProgress(row!);
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
