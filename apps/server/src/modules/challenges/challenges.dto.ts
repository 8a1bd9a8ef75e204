import {
  isPossibleMinor,
  type Challenge,
  type ChallengeAnswer,
  type ChallengeStatus,
  type ChallengeType,
} from '@quizarena/contracts';
import { maskRudeWords } from '../messages';
import { knownIdentity } from '../social';
import type { ChallengeRow, PlayerWithPerson } from './challenges.repo';

/** What a challenge's card is read with besides its rows. */
export type ChallengeView = {
  viewerId: string;
  now: Date;
  topics: ReadonlyMap<string, { name: string; categoryName: string }>;
};

/**
 * A person in a challenge as the viewer is shown them: themselves in full, anyone else by the
 * rule for people one is tied to (a friend's hidden profile by its name, a possible minor by the
 * short name without picture, a disabled account as 'Hidden player'; docs/PRIVACY.md).
 */
export function shownPerson(player: PlayerWithPerson, viewerId: string, year: number) {
  if (player.userId === viewerId)
    return { name: player.person.fullName, avatarUrl: player.person.avatarUrl };
  return knownIdentity(player.person, year);
}

/** Whether `player` still has a play to make now (async: the challenger or a friend who accepted). */
export function mayStillPlay(challenge: ChallengeRow, player: PlayerWithPerson, now: Date) {
  return (
    challenge.challengeType === 'async' &&
    (challenge.status === 'pending' || challenge.status === 'accepted') &&
    (player.role === 'challenger' || player.answer === 'accepted') &&
    player.playedAt === null &&
    now < challenge.expiresAt
  );
}

/**
 * A challenge as its participants read it. Until it is completed, others' plays are hidden (in
 * an async challenge nobody plays knowing the score to beat); the viewer's own play shows as
 * soon as it is in.
 */
export function toChallengeDto(
  challenge: ChallengeRow,
  players: readonly PlayerWithPerson[],
  view: ChallengeView,
): Challenge {
  const year = view.now.getUTCFullYear();
  const me = players.find((player) => player.userId === view.viewerId);
  const shownPlay = (player: PlayerWithPerson) =>
    player.playedAt !== null &&
    (challenge.status === 'completed' || player.userId === view.viewerId)
      ? {
          score: player.score ?? 0,
          correct_answers: player.correctAnswers ?? 0,
          total_questions: player.totalQuestions ?? challenge.questionCount,
          total_time_ms: player.totalTimeMs ?? 0,
          place: challenge.status === 'completed' ? player.place : null,
        }
      : null;
  const person = (player: PlayerWithPerson) => {
    const shown = shownPerson(player, view.viewerId, year);
    return { user_id: player.userId, name: shown.name, avatar_url: shown.avatarUrl };
  };
  const challenger = players.find((player) => player.role === 'challenger')!;
  const topic = challenge.topicId ? view.topics.get(challenge.topicId) : undefined;
  // A possible minor always reads with the word filter on, as in their conversations.
  const minorReader = me !== undefined && isPossibleMinor(me.person.birthYear, year);
  return {
    id: challenge.id,
    challenge_type: challenge.challengeType as ChallengeType,
    status: challenge.status as ChallengeStatus,
    topic:
      challenge.topicId && topic
        ? { id: challenge.topicId, name: topic.name, category_name: topic.categoryName }
        : null,
    challenge_message:
      minorReader && me.role !== 'challenger'
        ? maskRudeWords(challenge.message)
        : challenge.message,
    question_count: challenge.questionCount,
    time_limit: challenge.timeLimit,
    seconds_per_question: challenge.secondsPerQuestion,
    created_at: challenge.createdAt.toISOString(),
    expires_at: challenge.expiresAt.toISOString(),
    challenger: { ...person(challenger), play: shownPlay(challenger) },
    challenged: players
      .filter((player) => player.role === 'challenged')
      .map((player) => ({
        ...person(player),
        answer: player.answer as ChallengeAnswer,
        play: shownPlay(player),
      })),
    game_id: challenge.gameId,
    my_game_id: challenge.challengeType === 'async' ? (me?.gameId ?? null) : null,
    my_turn: me !== undefined && mayStillPlay(challenge, me, view.now),
    winner_id: challenge.status === 'completed' ? challenge.winnerId : null,
  };
}
