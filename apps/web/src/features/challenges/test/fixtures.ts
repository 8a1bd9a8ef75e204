import type { Challenge, HeadToHead, Message } from '@quizarena/contracts';
import { ALAN, CARLA, GRACE, ME, nameOf, ok, uuid } from '../../../test/contract-fixtures';
import type { ChallengeFriend, ChallengeSources, NamedItem } from '../sources';

// Contract-shaped challenges for tests; ids are valid UUIDs so the zod schemas accept them.
export { ALAN, CARLA, GRACE, ME, nameOf, ok, uuid };
export const CHALLENGE_ID = uuid(600);
export const GAME_ID = uuid(900);
export const MY_GAME_ID = uuid(901);
export const SCIENCE = uuid(700);
export const HISTORY = uuid(710);
export const PHYSICS = uuid(701);
export const CHEMISTRY = uuid(702);

export const person = (userId: string) => ({
  user_id: userId,
  name: nameOf(userId),
  avatar_url: null,
});

type Play = NonNullable<Challenge['challenger']['play']>;
export const play = (overrides: Partial<Play> = {}): Play => ({
  score: 800,
  correct_answers: 8,
  total_questions: 10,
  total_time_ms: 83_000,
  place: 1,
  ...overrides,
});

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * A pending realtime challenge from GRACE to ME by default; `challenger` and `challenged` name
 * the people (each challenged friend pending, unplayed).
 */
export function challenge(
  overrides: Partial<Challenge> & { from?: string; to?: string[] } = {},
): Challenge {
  const { from = GRACE, to = [ME], ...rest } = overrides;
  return {
    id: CHALLENGE_ID,
    challenge_type: 'realtime',
    status: 'pending',
    topic: null,
    challenge_message: '',
    question_count: 10,
    time_limit: 300,
    seconds_per_question: 30,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    expires_at: hoursFromNow(2),
    challenger: { ...person(from), play: null },
    challenged: to.map((userId) => ({ ...person(userId), answer: 'pending', play: null })),
    game_id: null,
    my_game_id: null,
    my_turn: false,
    winner_id: null,
    ...rest,
  };
}

/**
 * An async challenge ME sent GRACE and ALAN, completed: ME first, GRACE second, ALAN declined.
 */
export function finishedChallenge(overrides: Partial<Challenge> = {}): Challenge {
  return challenge({
    id: uuid(610),
    from: ME,
    to: [GRACE, ALAN],
    challenge_type: 'async',
    status: 'completed',
    challenger: { ...person(ME), play: play({ place: 1 }) },
    challenged: [
      {
        ...person(GRACE),
        answer: 'accepted',
        play: play({ score: 650, correct_answers: 6, total_time_ms: 95_000, place: 2 }),
      },
      { ...person(ALAN), answer: 'declined', play: null },
    ],
    winner_id: ME,
    ...overrides,
  });
}

export function headToHead(userId: string, overrides: Partial<HeadToHead> = {}): HeadToHead {
  return { ...person(userId), wins: 3, losses: 1, draws: 2, ...overrides };
}

/** The `quiz_challenge` message the server writes into the conversation. */
export function challengeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: uuid(800),
    conversation_id: uuid(500),
    sender_id: GRACE,
    sender: person(GRACE),
    content: 'Grace Hopper challenged you to a quiz',
    message_type: 'quiz_challenge',
    created_at: new Date().toISOString(),
    is_read: false,
    status: 'sent',
    reply_to: null,
    metadata: { challenge_type: 'realtime', challenge_id: CHALLENGE_ID, status: 'pending' },
    attachment: null,
    client_id: null,
    removed: false,
    deleted: false,
    ...overrides,
  };
}

export const FRIENDS: ChallengeFriend[] = [
  { ...person(GRACE), is_online: true },
  { ...person(ALAN), is_online: false },
  { ...person(CARLA), is_online: false },
];

export const CATEGORIES: NamedItem[] = [
  { id: SCIENCE, name: 'Science' },
  { id: HISTORY, name: 'History' },
];

export const TOPICS: Record<string, NamedItem[]> = {
  [SCIENCE]: [
    { id: PHYSICS, name: 'Physics' },
    { id: CHEMISTRY, name: 'Chemistry' },
  ],
  [HISTORY]: [],
};

/** The dialog's reads, answered at once from the lists above (or `friends`). */
export function sources(friends: ChallengeFriend[] = FRIENDS): ChallengeSources {
  return {
    friends: { queryKey: ['test', 'friends'], queryFn: async () => friends },
    categories: { queryKey: ['test', 'categories'], queryFn: async () => CATEGORIES },
    topics: (categoryId) => ({
      queryKey: ['test', 'topics', categoryId],
      queryFn: async () => TOPICS[categoryId] ?? [],
    }),
  };
}
