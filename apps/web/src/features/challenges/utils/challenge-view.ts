import type {
  Challenge,
  ChallengeAnswer,
  CHALLENGE_BOXES,
  ChallengeStatus,
} from '@quizarena/contracts';

export type ChallengeBox = (typeof CHALLENGE_BOXES)[number];

/** The caller's part in a challenge. */
export type ChallengeRole = 'challenger' | 'challenged' | 'none';

export function roleOf(challenge: Challenge, me: string): ChallengeRole {
  if (challenge.challenger.user_id === me) return 'challenger';
  return challenge.challenged.some((person) => person.user_id === me) ? 'challenged' : 'none';
}

/** Where the caller stands as a challenged friend; null for the challenger or a stranger. */
export function myAnswer(challenge: Challenge, me: string): ChallengeAnswer | null {
  return challenge.challenged.find((person) => person.user_id === me)?.answer ?? null;
}

/** Still waiting for answers or plays: what can be answered, cancelled or played. */
export const isOpen = (status: ChallengeStatus) => status === 'pending' || status === 'accepted';

/** What the caller can do about a challenge, in the order the buttons show. */
export type ChallengeAction = 'accept' | 'decline' | 'cancel' | 'play' | 'join' | 'results';

/**
 * The actions that apply to the caller now. The server has the last word; this only keeps off
 * screen what it would refuse: answering twice, cancelling once someone played, joining a game
 * one is not in.
 */
export function actionsFor(challenge: Challenge, me: string): ChallengeAction[] {
  const role = roleOf(challenge, me);
  const answer = myAnswer(challenge, me);
  const open = isOpen(challenge.status);
  const actions: ChallengeAction[] = [];
  if (open && answer === 'pending') actions.push('accept', 'decline');
  const anyonePlayed =
    challenge.challenger.play !== null || challenge.challenged.some((person) => person.play);
  if (open && role === 'challenger' && !anyonePlayed && challenge.game_id === null)
    actions.push('cancel');
  if (open && challenge.challenge_type === 'async' && challenge.my_turn) actions.push('play');
  const inGame = role === 'challenger' || answer === 'accepted';
  if (
    challenge.status === 'accepted' &&
    challenge.challenge_type === 'realtime' &&
    challenge.game_id !== null &&
    inGame
  )
    actions.push('join');
  if (challenge.status === 'completed') actions.push('results');
  return actions;
}

/** The challenger waits for a friend's answer to a realtime challenge (its game starts then). */
export const awaitingStart = (challenge: Challenge, me: string) =>
  challenge.challenge_type === 'realtime' &&
  challenge.status === 'pending' &&
  challenge.game_id === null &&
  roleOf(challenge, me) === 'challenger';

export type Play = NonNullable<Challenge['challenger']['play']>;

/** One person of a challenge as its result shows them. */
export type ResultRow = {
  user_id: string;
  name: string;
  avatar_url: string | null;
  /** A challenged friend's answer; null for the challenger. */
  answer: ChallengeAnswer | null;
  play: Play | null;
  winner: boolean;
};

/** Everyone in the challenge, the challenger first, then by place once places are known. */
export function resultRows(challenge: Challenge): ResultRow[] {
  const rows: ResultRow[] = [
    { ...challenge.challenger, answer: null, winner: false },
    ...challenge.challenged.map((person) => ({ ...person, winner: false })),
  ].map((row) => ({
    user_id: row.user_id,
    name: row.name,
    avatar_url: row.avatar_url,
    answer: row.answer,
    play: row.play,
    winner: challenge.status === 'completed' && challenge.winner_id === row.user_id,
  }));
  const place = (row: ResultRow) => row.play?.place ?? Number.POSITIVE_INFINITY;
  // A stable sort: unplaced people keep the challenger-first order.
  return rows.sort((a, b) => place(a) - place(b));
}

/** Completed without a winner: a draw. */
export const isDraw = (challenge: Challenge) =>
  challenge.status === 'completed' && challenge.winner_id === null;

/** How long until `expiresAt`, in the largest whole unit; null once it has passed. */
export function timeLeft(
  expiresAt: string,
  now: number,
): { unit: 'minutes' | 'hours' | 'days'; count: number } | null {
  const ms = Date.parse(expiresAt) - now;
  if (ms <= 0) return null;
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}

/** Whole minutes and the seconds left over, for a time limit or a play's time. */
export function minutesAndSeconds(totalSeconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(totalSeconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

/** The live game's page, where a challenge is played. */
export const gamePath = (gameId: string) => `/game/multiplayer/${gameId}`;

/** The page of one challenge. */
export const challengePath = (id: string) => `/challenges/${id}`;
