import {
  botDifficultyFor,
  MATCHMAKING_RULES,
  type FindMatchBody,
  type MatchmakingState,
  type RealtimeChannel,
} from '@quizarena/contracts';
import pLimit from 'p-limit';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ContentService } from '../content';
import type { OpenSeatedGame } from '../games';
import type { Blocked } from './match-forming';
import { formMatches } from './match-forming';
import { queueOf, type MatchQueue, type QueueEntry } from './match-queue';
import * as repo from './matchmaking.repo';

export const MATCHMAKING_MESSAGES = {
  alreadySearching: 'You are already looking for a match',
  topicNeeded: 'Competitive mode needs the topic it plays',
  topicElsewhere: 'This topic is not in that category',
} as const;

const OUTCOME_KEPT_MS = MATCHMAKING_RULES.outcomeKeptSeconds * 1000;
/** How long a call waits for a match being made to be made (it takes a few statements). */
const PENDING_WAIT_MS = 10_000;
const PENDING_POLL_MS = 25;
/** Matches of one round opened at a time. */
const OPENING_LANES = 8;

/** A player's rating in a category (null: 'General'), on the display scale. */
export type RatingLookup = (
  userIds: string[],
  categoryId: string | null,
) => Promise<Map<string, { rating: number }>>;

export type MatchmakingDependencies = {
  db: Db;
  clock: Clock;
  queue: MatchQueue;
  content: Pick<ContentService, 'getCategory' | 'getTopic'>;
  ratings: RatingLookup;
  openSeatedGame: OpenSeatedGame;
  publish: (channel: RealtimeChannel, data: unknown) => void;
  onError: (message: string, error: unknown) => void;
};

const iso = (ms: number) => new Date(ms).toISOString();

const searchOf = (entry: QueueEntry) => ({
  category_id: entry.categoryId,
  topic_id: entry.topicId,
  difficulty: entry.difficulty,
  game_mode: entry.mode,
  source: entry.source,
  max_wait_time: entry.maxWaitSeconds,
});

/**
 * Quick Match and competitive mode's search for a person (docs/DECISIONS.md, Matchmaking): a
 * search waits in its category's and mode's queue; rounds (`round`, on a timer on every
 * instance) form matches from the queue and open each as a live game that starts when its
 * players arrive; a search that runs out is offered the Practice Bot at the player's level.
 * Either end is pushed to the player's inbox and kept for a reload.
 */
export function createMatchmakingService(deps: MatchmakingDependencies) {
  const { db, clock, queue, content } = deps;
  const now = () => clock.now().getTime();

  const tell = (userId: string, state: MatchmakingState) =>
    deps.publish({ kind: 'user', userId }, { type: 'matchmaking', state });

  async function end(userId: string, state: MatchmakingState) {
    await queue.setOutcome(userId, state, OUTCOME_KEPT_MS);
    tell(userId, state);
  }

  async function checkChoice(body: FindMatchBody) {
    if (body.category) await content.getCategory(body.category);
    if (body.source === 'competitive' && !body.topic)
      throw AppError.validation('topic', MATCHMAKING_MESSAGES.topicNeeded);
    if (body.topic) {
      const topic = await content.getTopic(body.topic);
      if (topic.category_id !== body.category)
        throw AppError.validation('topic', MATCHMAKING_MESSAGES.topicElsewhere);
    }
  }

  /** A search that ran out: the Practice Bot on a topic of the search, at the player's level. */
  async function timedOut(entry: QueueEntry): Promise<MatchmakingState> {
    const topic =
      entry.topicId !== null
        ? { id: entry.topicId, categoryId: entry.categoryId! }
        : await repo.randomPlayableTopic(db, entry.categoryId);
    return {
      status: 'timed_out',
      ...searchOf(entry),
      bot: topic
        ? {
            category_id: topic.categoryId,
            topic_id: topic.id,
            difficulty:
              entry.difficulty === 'any' ? botDifficultyFor(entry.rating) : entry.difficulty,
          }
        : null,
    };
  }

  /** Opens the live game a group was matched into and tells each player who they play. */
  async function openMatch(group: QueueEntry[]) {
    const [first] = group;
    const topics = new Set(group.map((entry) => entry.topicId));
    const topicId = topics.size === 1 ? first!.topicId : null;
    const competitive = group.every((entry) => entry.source === 'competitive');
    const difficulty = group.find((entry) => entry.difficulty !== 'any')?.difficulty ?? null;
    const game = await deps.openSeatedGame({
      kind: 'match',
      name: competitive ? 'Competitive match' : 'Quick Match',
      scope: topicId
        ? { topicId }
        : first!.categoryId
          ? { categoryId: first!.categoryId }
          : 'general',
      difficulty: difficulty === 'any' ? null : difficulty,
      mode: first!.mode,
      secondsPerQuestion: competitive
        ? MATCHMAKING_RULES.competitiveSecondsPerQuestion
        : MATCHMAKING_RULES.secondsPerQuestion,
      questionCount: MATCHMAKING_RULES.questionCount,
      players: group.map((entry) => entry.userId),
      arrivalMs: MATCHMAKING_RULES.arrivalSeconds * 1000,
    });
    // Named as the game names them to each other (strangers by the public-identity rule).
    const people = new Map(
      (await repo.gameSeatsOf(db, [game.id], clock.now().getUTCFullYear())).map((seat) => [
        seat.userId,
        seat,
      ]),
    );
    const matchedAt = iso(now());
    for (const entry of group) {
      await end(entry.userId, {
        status: 'matched',
        game_id: game.id,
        matched_at: matchedAt,
        opponents: group
          .filter((other) => other.userId !== entry.userId)
          .map((other) => ({
            user_id: other.userId,
            name: people.get(other.userId)?.name ?? '',
            avatar_url: people.get(other.userId)?.avatarUrl ?? null,
            rating: other.rating,
          })),
      });
    }
  }

  /** How the user's last search ended; a match being made right now is waited for. */
  async function outcomeOf(userId: string): Promise<MatchmakingState | null> {
    for (let waited = 0; ; waited += PENDING_POLL_MS) {
      const outcome = await queue.outcome(userId);
      if (outcome !== 'pending') return outcome;
      if (waited >= PENDING_WAIT_MS) return null;
      await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
    }
  }

  let rounding: Promise<void> | null = null;

  /** One round: searches that ran out end; matches form and open. */
  async function runRound() {
    const at = now();
    const waiting = await queue.all();
    for (const entry of waiting.filter((one) => one.expiresAt <= at)) {
      // Only the round that takes the entry out ends it (another instance may be first).
      if (await queue.remove(entry.userId)) await end(entry.userId, await timedOut(entry));
    }
    const live = waiting.filter((one) => one.expiresAt > at);
    const blocks = new Set(
      (
        await repo.blocksAmong(
          db,
          live.map((entry) => entry.userId),
        )
      ).flatMap(([a, b]) => [`${a}:${b}`, `${b}:${a}`]),
    );
    const blocked: Blocked = (a, b) => blocks.has(`${a}:${b}`);
    // Several games open at once: each waits on the database in turns, which keeps it busy.
    const lane = pLimit(OPENING_LANES);
    await Promise.all(
      formMatches(live, at, blocked).map((group) =>
        lane(async () => {
          // Taken whole or not at all: a member who cancelled meanwhile leaves the rest waiting.
          if (!(await queue.take(group.map((entry) => entry.userId)))) return;
          await openMatch(group).catch(async (error: unknown) => {
            deps.onError('a match could not be opened', error);
            for (const entry of group) await end(entry.userId, await timedOut(entry));
          });
        }),
      ),
    );
  }

  return {
    /** `POST /api/matchmaking/find`: the caller joins the queue (once). */
    async find(userId: string, body: FindMatchBody): Promise<MatchmakingState> {
      await checkChoice(body);
      const at = now();
      const categoryId = body.category;
      const rating = (await deps.ratings([userId], categoryId)).get(userId)?.rating ?? 0;
      const entry: QueueEntry = {
        userId,
        queue: queueOf(categoryId, body.game_mode),
        categoryId,
        topicId: body.topic ?? null,
        difficulty: body.difficulty,
        mode: body.game_mode,
        source: body.source,
        rating,
        queuedAt: at,
        expiresAt: at + body.max_wait_time * 1000,
        maxWaitSeconds: body.max_wait_time,
      };
      if (!(await queue.add(entry)))
        throw AppError.conflict('CONFLICT', MATCHMAKING_MESSAGES.alreadySearching);
      await queue.clearOutcome(userId);
      return this.stateOf(entry);
    },

    stateOf(entry: QueueEntry): MatchmakingState {
      return {
        status: 'searching',
        ...searchOf(entry),
        queued_at: iso(entry.queuedAt),
        expires_at: iso(entry.expiresAt),
        rating: entry.rating,
      };
    },

    /**
     * `POST /api/matchmaking/cancel`: the search ends unless a match already took it, which
     * then is what the caller is told.
     */
    async cancel(userId: string): Promise<MatchmakingState> {
      if (await queue.remove(userId)) {
        await queue.clearOutcome(userId);
        return { status: 'idle' };
      }
      return (await outcomeOf(userId)) ?? { status: 'idle' };
    },

    /** `GET /api/matchmaking/active`: the search in progress, or how the last one ended. */
    async active(userId: string): Promise<MatchmakingState> {
      const entry = await queue.get(userId);
      if (entry) return this.stateOf(entry);
      return (await outcomeOf(userId)) ?? { status: 'idle' };
    },

    /** Runs a round, unless one is still running here. */
    round(): Promise<void> {
      rounding ??= runRound().finally(() => {
        rounding = null;
      });
      return rounding;
    },
  };
}
export type MatchmakingService = ReturnType<typeof createMatchmakingService>;
