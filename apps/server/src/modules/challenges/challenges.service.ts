import {
  CHALLENGE_RULES,
  challengeSecondsPerQuestion,
  type Challenge,
  type ChallengesQuery,
  type CreateChallengeBody,
  type HeadToHead,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ContentService } from '../content';
import type { OpenSeatedGame, SeatedGameInput } from '../games';
import type { ChallengeMessages, PostedChallenge } from '../messages';
import type { PresenceService } from '../presence';
import { inTransaction } from '../scoring';
import { knownIdentity, type SocialPolicy } from '../social';
import type { ChallengeProgress, Later, ProgressDeps } from './challenge-progress';
import { toChallengeDto } from './challenges.dto';
import * as repo from './challenges.repo';

export const CHALLENGE_MESSAGES = {
  notFound: 'Challenge not found',
  topicNotFound: 'Topic not found',
  yourself: 'You cannot challenge yourself',
  eachOnce: 'Each friend once',
  realtimeOne: 'A realtime challenge names exactly one friend',
  friendsOnly: 'You can only challenge your friends',
  playWithFriends: 'You can only play challenges with your friends',
  tooFewQuestions:
    'There are not enough questions for this challenge; choose fewer questions or another topic',
  challengedOnly: 'Only a challenged friend can answer this challenge',
  challengerOnly: 'Only the challenger can cancel this challenge',
  notOpen: 'This challenge is no longer open',
  declined: 'You declined this challenge',
  accepted: 'You accepted this challenge; play it or let it expire',
  someonePlayed: 'This challenge can no longer be cancelled: it is being played',
  realtimePlay: 'A realtime challenge is played in its live game',
  acceptFirst: 'Accept this challenge before playing it',
  played: 'You have already played this challenge',
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type ChallengesDeps = ProgressDeps & {
  content: Pick<ContentService, 'getPlayableTopic'>;
  /** Who may challenge whom: friends only (the social module's one rule). */
  policy: Pick<SocialPolicy, 'areFriends' | 'friendIdsOf'>;
  presence: Pick<PresenceService, 'connectedAmong'>;
  openSeatedGame: OpenSeatedGame;
  /** Draws a challenge's question set once (the games module's draw). */
  drawQuestionIds: (db: Db, scope: SeatedGameInput['scope'], count: number) => Promise<string[]>;
  messages: ChallengeMessages;
  progress: ChallengeProgress;
};

const isOpen = (challenge: repo.ChallengeRow) =>
  challenge.status === 'pending' || challenge.status === 'accepted';

/** Whether time may have moved the challenge on (pending ones, and accepted async ones). */
const isDue = (challenge: repo.ChallengeRow, now: Date) =>
  isOpen(challenge) &&
  now >= challenge.expiresAt &&
  (challenge.status === 'pending' || challenge.challengeType === 'async');

/** The line a challenge message carries when the challenger wrote none. */
const defaultLine = (questions: number, topicName: string | null) =>
  `I challenge you: ${questions} questions on ${topicName ?? 'General'}!`;

/**
 * Challenges between friends (docs/DECISIONS.md #51): sending one (its questions drawn once, a
 * message and a notification to each friend), answering it, cancelling it, opening one's own
 * play of an async challenge, and reading them. What happens afterwards (plays, expiry) is
 * `ChallengeProgress`.
 */
export function createChallengesService(deps: ChallengesDeps) {
  const { db, clock, progress } = deps;
  const now = () => clock.now();

  const refusedFriends = (message: string) =>
    new AppError(403, 'FORBIDDEN', message, {
      details: [{ field: 'body.challenged_user_ids', message }],
    });

  async function topicNames(challenges: readonly repo.ChallengeRow[]) {
    const ids = [
      ...new Set(challenges.map((one) => one.topicId).filter((id): id is string => id !== null)),
    ];
    return repo.topicsByIds(db, ids);
  }

  /**
   * The challenge and its players as a participant opens it, moved on first when its time ran
   * out; anyone else is told it does not exist.
   */
  async function open(userId: string, id: string) {
    let challenge = await repo.findChallenge(db, id);
    if (challenge && isDue(challenge, now())) {
      await progress.moveOn(id);
      challenge = await repo.findChallenge(db, id);
    }
    const players = challenge ? await repo.playersOf(db, [id]) : [];
    const me = players.find((player) => player.userId === userId);
    if (!challenge || !me) throw AppError.notFound(CHALLENGE_MESSAGES.notFound);
    return { challenge, players, me };
  }

  async function view(userId: string, id: string): Promise<Challenge> {
    const { challenge, players } = await open(userId, id);
    return toChallengeDto(challenge, players, {
      viewerId: userId,
      now: now(),
      topics: await topicNames([challenge]),
    });
  }

  /** The live game or play of a challenge: its stored questions, in order, for `players`. */
  async function seatedGame(challenge: repo.ChallengeRow, players: string[]) {
    const topicName = challenge.topicId
      ? ((await topicNames([challenge])).get(challenge.topicId)?.name ?? null)
      : null;
    return deps.openSeatedGame({
      kind: 'challenge',
      name: `Challenge: ${topicName ?? 'General'}`,
      scope: challenge.topicId ? { topicId: challenge.topicId } : 'general',
      questionIds: challenge.questionIds,
      difficulty: null,
      mode: 'classic',
      secondsPerQuestion: challenge.secondsPerQuestion,
      questionCount: challenge.questionCount,
      players,
      arrivalMs: CHALLENGE_RULES.arrivalSeconds * 1000,
    });
  }

  /**
   * Runs `work` on the locked challenge and its players, refusing when it is no longer open or
   * the caller's answer changed meanwhile; then does what it left for after the commit.
   */
  async function change(
    id: string,
    userId: string,
    work: (
      tx: Db,
      challenge: repo.ChallengeRow,
      players: repo.PlayerWithPerson[],
      me: repo.PlayerWithPerson,
    ) => Promise<Later[]>,
  ): Promise<void> {
    const laters = await inTransaction(db, async (tx) => {
      const challenge = await repo.lockChallenge(tx, id);
      const players = await repo.playersOf(tx, [id]);
      const me = players.find((player) => player.userId === userId);
      if (!challenge || !me) throw AppError.notFound(CHALLENGE_MESSAGES.notFound);
      if (!isOpen(challenge)) throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.notOpen);
      return work(tx, challenge, players, me);
    });
    await progress.afterCommit(laters);
  }

  const everyone = (players: readonly repo.PlayerWithPerson[]) =>
    players.map((player) => player.userId);

  return {
    /** `POST /api/games/challenge/create`. */
    async create(userId: string, body: CreateChallengeBody): Promise<Challenge> {
      const field = 'body.challenged_user_ids';
      const friends = body.challenged_user_ids.map((id) => id.toLowerCase());
      if (friends.includes(userId)) throw AppError.validation(field, CHALLENGE_MESSAGES.yourself);
      if (new Set(friends).size !== friends.length)
        throw AppError.validation(field, CHALLENGE_MESSAGES.eachOnce);
      if (body.challenge_type === 'realtime' && friends.length !== 1)
        throw AppError.validation(field, CHALLENGE_MESSAGES.realtimeOne);
      // A block ends a friendship, so this refuses a block either way too, in the same words.
      for (const friend of friends) {
        if (!(await deps.policy.areFriends(db, userId, friend)))
          throw refusedFriends(CHALLENGE_MESSAGES.friendsOnly);
      }
      const topic =
        body.topic_id === 'general'
          ? null
          : // A question set the challenger may play (theirs, listed, or shared with them by its
            // key) may be the challenge's; the friends then play its questions through it.
            await deps.content
              .getPlayableTopic(body.topic_id, { userId, shareKey: body.share_key })
              .catch((error: unknown) => {
                if (error instanceof AppError && error.statusCode === 404) {
                  throw new AppError(404, 'NOT_FOUND', CHALLENGE_MESSAGES.topicNotFound, {
                    details: [
                      { field: 'body.topic_id', message: CHALLENGE_MESSAGES.topicNotFound },
                    ],
                  });
                }
                throw error;
              });
      const questionIds = await deps.drawQuestionIds(
        db,
        topic ? { topicId: topic.id } : 'general',
        body.question_count,
      );
      if (questionIds.length < body.question_count) {
        throw new AppError(409, 'CONFLICT', CHALLENGE_MESSAGES.tooFewQuestions, {
          details: [{ field: 'body.question_count', message: CHALLENGE_MESSAGES.tooFewQuestions }],
        });
      }
      const at = now();
      const lasts =
        body.challenge_type === 'realtime'
          ? CHALLENGE_RULES.realtimeExpiryMinutes * MINUTE
          : CHALLENGE_RULES.asyncExpiryHours * HOUR;
      const { challenge, posted, wrote } = await inTransaction(db, async (tx) => {
        const challenge = await repo.insertChallenge(tx, {
          challengerId: userId,
          challengeType: body.challenge_type,
          status: 'pending',
          topicId: topic?.id ?? null,
          categoryId: topic?.category_id ?? null,
          message: body.challenge_message,
          questionCount: body.question_count,
          timeLimit: body.time_limit,
          secondsPerQuestion: challengeSecondsPerQuestion(body.time_limit, body.question_count),
          questionIds,
          createdAt: at,
          expiresAt: new Date(at.getTime() + lasts),
        });
        await repo.insertPlayers(tx, [
          {
            challengeId: challenge.id,
            userId,
            role: 'challenger',
            answer: 'accepted',
            answeredAt: at,
          },
          ...friends.map((friend) => ({
            challengeId: challenge.id,
            userId: friend,
            role: 'challenged',
            answer: 'pending',
          })),
        ]);
        const posted: PostedChallenge[] = [];
        let wrote = false;
        for (const friend of friends) {
          const message = await deps.messages.post(tx, {
            senderId: userId,
            recipientId: friend,
            content:
              body.challenge_message || defaultLine(body.question_count, topic?.name ?? null),
            metadata: {
              challenge_type: body.challenge_type,
              challenge_id: challenge.id,
              status: 'pending',
            },
          });
          posted.push(message);
          await repo.updatePlayer(tx, challenge.id, friend, { messageId: message.messageId });
          wrote =
            (await deps.notifications.notify(tx, {
              userId: friend,
              kind: 'challenge_received',
              actorId: userId,
              data: {
                challenge_id: challenge.id,
                challenge_type: body.challenge_type,
                topic_name: topic?.name ?? null,
                question_count: body.question_count,
              },
            })) || wrote;
        }
        return { challenge, posted, wrote };
      });
      await progress.afterCommit([
        ...posted.map((message) => () => deps.messages.deliver(message)),
        () => {
          if (wrote) deps.outbox.poke();
        },
        () => progress.tell([userId, ...friends], challenge.id, 'created'),
      ]);
      return view(userId, challenge.id);
    },

    /**
     * `POST /api/games/challenge/{id}/accept`: a challenged friend accepts (again: unchanged).
     * A realtime challenge whose challenger is online starts its live game for both; with the
     * challenger offline it turns async, and the friend may play at once.
     */
    async accept(userId: string, id: string): Promise<Challenge> {
      const { challenge, me } = await open(userId, id);
      if (me.role !== 'challenged') throw AppError.forbidden(CHALLENGE_MESSAGES.challengedOnly);
      if (me.answer === 'accepted') return view(userId, id);
      if (me.answer === 'declined')
        throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.declined);
      if (!isOpen(challenge) || now() >= challenge.expiresAt)
        throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.notOpen);
      if (!(await deps.policy.areFriends(db, userId, challenge.challengerId)))
        throw AppError.forbidden(CHALLENGE_MESSAGES.playWithFriends);
      const live =
        challenge.challengeType === 'realtime' &&
        (await deps.presence.connectedAmong([challenge.challengerId])).has(challenge.challengerId);
      // Opened before the transaction (it takes its own); should the challenge have changed
      // meanwhile, that game is nobody's and ends unplayed at its arrival deadline.
      const game = live ? await seatedGame(challenge, [challenge.challengerId, userId]) : null;
      await change(id, userId, async (tx, fresh, players, mine) => {
        if (mine.answer !== 'pending')
          throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.notOpen);
        const at = now();
        await repo.updatePlayer(tx, id, userId, { answer: 'accepted', answeredAt: at });
        const announce = await deps.messages.setStatus(
          tx,
          mine.messageId ? [mine.messageId] : [],
          'accepted',
        );
        if (fresh.challengeType === 'realtime' && game) {
          await repo.updateChallenge(tx, id, { status: 'accepted', gameId: game.id });
          for (const player of players)
            await repo.updatePlayer(tx, id, player.userId, { gameId: game.id });
          return [announce, () => progress.tell(everyone(players), id, 'started', game.id)];
        }
        await repo.updateChallenge(tx, id, {
          status: 'accepted',
          // The challenger is away: each plays the same questions in their own time.
          ...(fresh.challengeType === 'realtime'
            ? {
                challengeType: 'async',
                expiresAt: new Date(at.getTime() + CHALLENGE_RULES.asyncExpiryHours * HOUR),
              }
            : {}),
        });
        return [announce, () => progress.tell(everyone(players), id, 'accepted')];
      });
      return view(userId, id);
    },

    /** `POST /api/games/challenge/{id}/decline`: a challenged friend says no (again: unchanged). */
    async decline(userId: string, id: string): Promise<Challenge> {
      const { challenge, me } = await open(userId, id);
      if (me.role !== 'challenged') throw AppError.forbidden(CHALLENGE_MESSAGES.challengedOnly);
      if (me.answer === 'declined') return view(userId, id);
      if (me.answer === 'accepted')
        throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.accepted);
      if (!isOpen(challenge) || now() >= challenge.expiresAt)
        throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.notOpen);
      await change(id, userId, async (tx, fresh, players, mine) => {
        if (mine.answer !== 'pending')
          throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.notOpen);
        const at = now();
        await repo.updatePlayer(tx, id, userId, { answer: 'declined', answeredAt: at });
        mine.answer = 'declined';
        const announce = await deps.messages.setStatus(
          tx,
          mine.messageId ? [mine.messageId] : [],
          'declined',
        );
        // The last answer may decide it: every friend declined, or everyone else has played.
        const moved = await progress.advance(tx, fresh, players, at);
        return [
          announce,
          ...(moved.length > 0 ? moved : [() => progress.tell(everyone(players), id, 'declined')]),
        ];
      });
      return view(userId, id);
    },

    /** `POST /api/games/challenge/{id}/cancel`: the challenger withdraws it before anyone played. */
    async cancel(userId: string, id: string): Promise<Challenge> {
      const { challenge, me } = await open(userId, id);
      if (me.role !== 'challenger') throw AppError.forbidden(CHALLENGE_MESSAGES.challengerOnly);
      if (challenge.status === 'cancelled') return view(userId, id);
      if (!isOpen(challenge)) throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.notOpen);
      await change(id, userId, async (tx, fresh, players) => {
        // A play opened (even one not finished) or a live game started: it is being played.
        if (fresh.gameId || players.some((player) => player.gameId || player.playedAt))
          throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.someonePlayed);
        return progress.close(tx, fresh, players, 'cancelled', now());
      });
      return view(userId, id);
    },

    /**
     * `POST /api/games/challenge/{id}/play`: opens the caller's own play of an async challenge
     * (its questions in order, for them alone); asked again while it is open, the same game.
     */
    async play(userId: string, id: string): Promise<Challenge> {
      const { challenge, me } = await open(userId, id);
      if (me.answer === 'declined')
        throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.declined);
      if (me.answer === 'pending')
        throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.acceptFirst);
      if (challenge.challengeType === 'realtime')
        throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.realtimePlay);
      if (me.playedAt) throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.played);
      if (!isOpen(challenge) || now() >= challenge.expiresAt)
        throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.notOpen);
      if (me.gameId) return view(userId, id);
      const game = await seatedGame(challenge, [userId]);
      await change(id, userId, async (tx, fresh, _players, mine) => {
        // Opened by another call meanwhile: that one is the play (this game ends unplayed).
        if (mine.gameId || mine.playedAt) return [];
        if (now() >= fresh.expiresAt)
          throw AppError.conflict('CONFLICT', CHALLENGE_MESSAGES.notOpen);
        await repo.updatePlayer(tx, id, userId, { gameId: game.id });
        return [];
      });
      return view(userId, id);
    },

    /** `GET /api/games/challenges/{id}`: participants only; anyone else is told it does not exist. */
    get: view,

    /** `GET /api/games/challenges`: a box of the caller's challenges, head to head, challenges won. */
    async list(userId: string, query: ChallengesQuery) {
      await progress.moveOnDue(userId);
      const { rows, total } = await repo.listFor(db, userId, query);
      const [players, topics, record, won, friendIds] = await Promise.all([
        repo.playersOf(
          db,
          rows.map((row) => row.id),
        ),
        topicNames(rows),
        repo.headToHead(db, userId),
        repo.challengesWonCount(db, userId),
        deps.policy.friendIdsOf(db, userId),
      ]);
      const at = now();
      const friends = new Set(friendIds);
      // Head to head is with friends: someone no longer one (a block, say) leaves the list.
      const kept = record.filter((line) => friends.has(line.userId));
      const people = new Map(
        (
          await repo.peopleByIds(
            db,
            kept.map((line) => line.userId),
          )
        ).map((person) => [person.id, person]),
      );
      const headToHead: HeadToHead[] = kept.flatMap((line) => {
        const person = people.get(line.userId);
        if (!person) return [];
        const shown = knownIdentity(person, at.getUTCFullYear());
        return [
          {
            user_id: line.userId,
            name: shown.name,
            avatar_url: shown.avatarUrl,
            wins: line.wins,
            losses: line.losses,
            draws: line.draws,
          },
        ];
      });
      return {
        challenges: rows.map((row) =>
          toChallengeDto(
            row,
            players.filter((player) => player.challengeId === row.id),
            { viewerId: userId, now: at, topics },
          ),
        ),
        total,
        head_to_head: headToHead,
        challenges_won: won,
      };
    },

    /** One expiry round (the module's timer; tests call it). */
    round: () => progress.round(),
  };
}
export type ChallengesService = ReturnType<typeof createChallengesService>;
