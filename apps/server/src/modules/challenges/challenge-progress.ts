import {
  ANSWER_TIMING,
  CHALLENGE_RULES,
  EXTENDED_TIME_FACTORS,
  GAME_TIMING,
  type ChallengeStatus,
  type InboxEvent,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/outbox';
import type { AchievementsService } from '../achievements';
import type { GameEnd, GameEndHook, GameResult, RateGame } from '../games';
import type { ChallengeMessages } from '../messages';
import type { NotificationsService } from '../notifications';
import { inTransaction } from '../scoring';
import { livePlacesOf, outcomeFor, placesOf, winnerOf } from './challenge-results';
import { shownPerson } from './challenges.dto';
import * as repo from './challenges.repo';

type Change = Extract<InboxEvent, { type: 'challenge' }>['change'];
/** Work to do once a transaction committed (telling players, evaluating achievements). */
export type Later = () => Promise<void> | void;

/** How many due challenges one round moves on. */
const ROUND_BATCH = 50;

/**
 * The longest a play opened just before the deadline can take (everyone arrives at the last
 * moment, the longest accommodation, every question to its end): the challenge waits for it this
 * long past `expires_at`, then no longer (a play whose game never ran holds nothing open).
 */
export function playWindowMs(
  challenge: Pick<repo.ChallengeRow, 'questionCount' | 'secondsPerQuestion'>,
) {
  const longest = Math.max(...EXTENDED_TIME_FACTORS);
  const perQuestion =
    challenge.secondsPerQuestion * 1000 * longest +
    ANSWER_TIMING.graceMs +
    GAME_TIMING.reviewSeconds * 1000;
  return (
    (CHALLENGE_RULES.arrivalSeconds + GAME_TIMING.countdownSeconds) * 1000 +
    challenge.questionCount * perQuestion
  );
}

export type ProgressDeps = {
  db: Db;
  clock: Clock;
  messages: Pick<ChallengeMessages, 'setStatus'>;
  notifications: Pick<NotificationsService, 'notify' | 'publishToInbox'>;
  outbox: Pick<Outbox, 'poke'>;
  /** Rates a completed async challenge once (the ratings module's `rateGame`). */
  rate: RateGame;
  achievements?: Pick<AchievementsService, 'check'>;
  onError: (message: string, error: unknown) => void;
};

/**
 * Where a challenge goes after it was sent and answered (docs/DECISIONS.md #51): plays coming
 * in (the games' end hook, inside each game's settlement), every friend declining, and time
 * running out (a round, and lazily on read). Each move is one transaction on the challenge's
 * locked row; players hear of it after the commit.
 */
export function createChallengeProgress(deps: ProgressDeps) {
  const { db, clock, notifications } = deps;

  const tell = (
    userIds: Iterable<string>,
    challengeId: string,
    change: Change,
    gameId: string | null = null,
  ) => {
    for (const userId of new Set(userIds)) {
      notifications.publishToInbox(userId, {
        type: 'challenge',
        challenge_id: challengeId,
        change,
        game_id: gameId,
      });
    }
  };

  /** Runs what a committed transaction left to do; one failing stops no other. */
  async function afterCommit(laters: readonly Later[]) {
    for (const later of laters) {
      try {
        await later();
      } catch (error) {
        deps.onError('work after a challenge changed failed', error);
      }
    }
  }

  const everyone = (players: readonly repo.PlayerWithPerson[]) =>
    players.map((player) => player.userId);
  /** The messages whose card still follows the challenge (a friend's decline stays on theirs). */
  const liveMessages = (players: readonly repo.PlayerWithPerson[]) =>
    players
      .filter((player) => player.answer !== 'declined' && player.messageId !== null)
      .map((player) => player.messageId!);

  /** Ends the challenge as `status` (not completed: see `complete`). */
  async function close(
    tx: Db,
    challenge: repo.ChallengeRow,
    players: readonly repo.PlayerWithPerson[],
    status: Extract<ChallengeStatus, 'declined' | 'expired' | 'cancelled'>,
    at: Date,
  ): Promise<Later[]> {
    await repo.updateChallenge(tx, challenge.id, { status, finishedAt: at });
    const announce = await deps.messages.setStatus(tx, liveMessages(players), status);
    return [announce, () => tell(everyone(players), challenge.id, status)];
  }

  /**
   * Completes the challenge with `places` (of those who played): the winner, each player's
   * place, the messages' cards, and a result notification to each who played. Rating is the
   * caller's (a realtime challenge's game was rated by its settlement).
   */
  async function complete(
    tx: Db,
    challenge: repo.ChallengeRow,
    players: readonly repo.PlayerWithPerson[],
    places: ReadonlyMap<string, number>,
    at: Date,
  ): Promise<Later[]> {
    const winnerId = winnerOf(places);
    for (const [userId, place] of places)
      await repo.updatePlayer(tx, challenge.id, userId, { place });
    await repo.updateChallenge(tx, challenge.id, { status: 'completed', winnerId, finishedAt: at });
    const announce = await deps.messages.setStatus(tx, liveMessages(players), 'completed');
    const winner = players.find((player) => player.userId === winnerId);
    let wrote = false;
    for (const userId of places.keys()) {
      const won = userId === winnerId;
      wrote =
        (await notifications.notify(tx, {
          userId,
          kind: 'challenge_result',
          actorId: won ? null : (winnerId ?? null),
          data: {
            challenge_id: challenge.id,
            challenge_type: challenge.challengeType as 'realtime' | 'async',
            outcome: outcomeFor(userId, places, winnerId),
            place: places.get(userId) ?? null,
            winner_name:
              winner && !won ? shownPerson(winner, userId, at.getUTCFullYear()).name : null,
          },
        })) || wrote;
    }
    return [
      announce,
      () => tell(everyone(players), challenge.id, 'completed'),
      () => {
        if (wrote) deps.outbox.poke();
      },
      // Challenges won is counted from the challenges, so an evaluation missed here is made
      // good by the winner's next one.
      async () => {
        if (winnerId && deps.achievements)
          await deps.achievements.check({ id: winnerId, role: 'user' }, winnerId);
      },
    ];
  }

  /**
   * Moves an open challenge on from what is recorded, at `at`: every friend declined; an async
   * challenge everyone answered and played; time run out (an async one completes among those
   * who played when two or more did, else expires, once no play opened in time is still
   * running). Answers what to do after the commit (nothing when it stays as it is).
   */
  async function advance(
    tx: Db,
    challenge: repo.ChallengeRow,
    players: readonly repo.PlayerWithPerson[],
    at: Date,
  ): Promise<Later[]> {
    if (challenge.status !== 'pending' && challenge.status !== 'accepted') return [];
    const challenged = players.filter((player) => player.role === 'challenged');
    if (challenged.every((player) => player.answer === 'declined'))
      return close(tx, challenge, players, 'declined', at);
    const expired = at >= challenge.expiresAt;
    if (challenge.challengeType === 'realtime')
      return challenge.status === 'pending' && expired
        ? close(tx, challenge, players, 'expired', at)
        : [];
    const contenders = players.filter(
      (player) => player.role === 'challenger' || player.answer === 'accepted',
    );
    const played = contenders.filter((player) => player.playedAt !== null);
    const everyoneDone =
      challenged.every((player) => player.answer !== 'pending') &&
      played.length === contenders.length;
    if (everyoneDone && played.length >= 2)
      return completeAsync(tx, challenge, players, played, at);
    if (!expired) return [];
    const running = contenders.some((player) => player.gameId !== null && player.playedAt === null);
    if (running && at.getTime() < challenge.expiresAt.getTime() + playWindowMs(challenge))
      return [];
    return played.length >= 2
      ? completeAsync(tx, challenge, players, played, at)
      : close(tx, challenge, players, 'expired', at);
  }

  /**
   * Completes an async challenge among those who played, and rates it once as one game of them
   * all. `rateGame`'s idempotency key is a game id: the last play's, which its own settlement
   * did not rate (a one-player game moves no rating).
   */
  async function completeAsync(
    tx: Db,
    challenge: repo.ChallengeRow,
    players: readonly repo.PlayerWithPerson[],
    played: readonly repo.PlayerWithPerson[],
    at: Date,
  ): Promise<Later[]> {
    const places = placesOf(
      played.map((player) => ({
        userId: player.userId,
        score: player.score ?? 0,
        timeMs: player.totalTimeMs ?? 0,
        left: player.leftGame,
      })),
    );
    const last = [...played].sort((a, b) => b.playedAt!.getTime() - a.playedAt!.getTime())[0]!;
    if (last.gameId) {
      await deps.rate(tx, {
        gameId: last.gameId,
        categoryId: challenge.categoryId,
        at,
        standings: played.map((player) => ({
          userId: player.userId,
          place: places.get(player.userId)!,
          left: player.leftGame,
        })),
      });
    }
    return complete(tx, challenge, players, places, at);
  }

  /** Locks a challenge, reads its players, and moves it on; answers what to do after. */
  async function locked(
    tx: Db,
    challengeId: string,
    move: (challenge: repo.ChallengeRow, players: repo.PlayerWithPerson[]) => Promise<Later[]>,
  ): Promise<Later[]> {
    const challenge = await repo.lockChallenge(tx, challengeId);
    if (!challenge) return [];
    return move(challenge, await repo.playersOf(tx, [challengeId]));
  }

  /** A player's play as their game's settlement gives it (none: they scored nothing). */
  const playOf = (
    challenge: repo.ChallengeRow,
    end: Extract<GameEnd, { outcome: 'settled' }>,
    result: GameResult | undefined,
  ) => ({
    score: result?.points ?? 0,
    correctAnswers: result?.answers.filter((answer) => answer.correct).length ?? 0,
    totalQuestions:
      (end.game.settings as { questionCount?: number }).questionCount ?? challenge.questionCount,
    totalTimeMs: result?.timeMs ?? 0,
    leftGame: result?.left ?? false,
    playedAt: end.at,
  });

  /** A live game of a realtime challenge ended: its plays, places and winner (or nobody came). */
  async function liveGameEnded(
    tx: Db,
    challenge: repo.ChallengeRow,
    players: repo.PlayerWithPerson[],
    end: GameEnd,
  ): Promise<Later[]> {
    if (challenge.status !== 'accepted') return [];
    if (end.outcome === 'cancelled') return close(tx, challenge, players, 'expired', end.at);
    for (const result of end.results)
      await repo.updatePlayer(tx, challenge.id, result.userId, playOf(challenge, end, result));
    return complete(tx, challenge, players, livePlacesOf(end.results), end.at);
  }

  /** One player's own game of an async challenge ended: their play is in (or may start again). */
  async function playEnded(
    tx: Db,
    challenge: repo.ChallengeRow,
    players: repo.PlayerWithPerson[],
    end: GameEnd,
  ): Promise<Later[]> {
    const player = players.find((one) => one.gameId === end.game.id && one.playedAt === null);
    // A play of a challenge already over still paid its points; it changes the challenge no more.
    if (!player || (challenge.status !== 'pending' && challenge.status !== 'accepted')) return [];
    if (end.outcome === 'cancelled') {
      // They never arrived, so saw no question: the play is open to them again.
      player.gameId = null;
      await repo.updatePlayer(tx, challenge.id, player.userId, { gameId: null });
      return advance(tx, challenge, players, end.at);
    }
    const play = playOf(
      challenge,
      end,
      end.results.find((one) => one.userId === player.userId),
    );
    Object.assign(player, play);
    await repo.updatePlayer(tx, challenge.id, player.userId, play);
    const moved = await advance(tx, challenge, players, end.at);
    return moved.length > 0 ? moved : [() => tell(everyone(players), challenge.id, 'played')];
  }

  /** The games' end hook: a challenge learns its game's end in that game's own transaction. */
  const onGameEnd: GameEndHook = async (tx, end) => {
    if (end.game.kind !== 'challenge') return;
    const challengeId = await repo.challengeOfGame(tx, end.game.id);
    if (!challengeId) return;
    const laters = await locked(tx, challengeId, (challenge, players) =>
      challenge.challengeType === 'realtime' && challenge.gameId === end.game.id
        ? liveGameEnded(tx, challenge, players, end)
        : playEnded(tx, challenge, players, end),
    );
    return laters.length > 0 ? () => void afterCommit(laters) : undefined;
  };

  /** Moves one challenge on by time and answers (in its own transaction). */
  async function moveOn(challengeId: string): Promise<void> {
    const laters = await inTransaction(db, (tx) =>
      locked(tx, challengeId, (challenge, players) => advance(tx, challenge, players, clock.now())),
    );
    await afterCommit(laters);
  }

  /**
   * Moves on the challenges past their time (of one player only, when given), the oldest
   * first, a batch at a time: one still waiting on a play in progress stays due, so each round
   * looks once and the next round takes the rest.
   */
  async function moveOnDue(userId?: string): Promise<void> {
    const due = await repo.dueIds(db, clock.now(), {
      ...(userId ? { userId } : {}),
      limit: ROUND_BATCH,
    });
    for (const id of due) await moveOn(id);
  }

  let rounding: Promise<void> | null = null;

  return {
    tell,
    afterCommit,
    close,
    advance,
    onGameEnd,
    moveOn,
    moveOnDue,

    /** One expiry round (on a timer on every instance), unless one is still running here. */
    round(): Promise<void> {
      rounding ??= moveOnDue().finally(() => {
        rounding = null;
      });
      return rounding;
    },
  };
}
export type ChallengeProgress = ReturnType<typeof createChallengeProgress>;
