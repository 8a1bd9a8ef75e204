import type {
  Bracket,
  Tournament,
  TournamentMatch,
  TournamentParticipant,
  TournamentStanding,
} from '@quizarena/contracts';
import { ALAN, CARLA, GRACE, ME, nameOf, ok, uuid } from '../../../test/contract-fixtures';
import type { TournamentsSources } from '../sources';

// Contract-shaped tournaments for tests; ids are valid UUIDs so the zod schemas accept them.
export { ALAN, CARLA, GRACE, ME, ok, uuid };
export const SCIENCE = uuid(700);
export const HISTORY = uuid(710);

export function participant(
  userId: string,
  overrides: Partial<TournamentParticipant> = {},
): TournamentParticipant {
  return {
    id: `seat-${userId}`,
    user_id: userId,
    name: nameOf(userId),
    avatar_url: null,
    level: 5,
    rank: 12,
    win_rate: 60,
    achievements_count: 3,
    is_seeded: false,
    seed_number: null,
    current_round: 0,
    is_eliminated: false,
    final_place: null,
    prize_won: 0,
    registered_at: '2030-05-20T10:00:00.000Z',
    is_you: userId === ME,
    ...overrides,
  };
}

/** A player in a bracket match, by seed; undecided unless the overrides say otherwise. */
export function seat(
  userId: string,
  seed: number,
  overrides: Partial<TournamentMatch['players'][number]> = {},
): TournamentMatch['players'][number] {
  return {
    user_id: userId,
    name: nameOf(userId),
    seed_number: seed,
    score: null,
    place: null,
    advanced: null,
    forfeited: false,
    ...overrides,
  };
}

export function match(
  round: number,
  position: number,
  players: TournamentMatch['players'],
  overrides: Partial<TournamentMatch> = {},
): TournamentMatch {
  return {
    id: uuid(5000 + round * 100 + position),
    round,
    position,
    status: 'pending',
    game_id: null,
    starts_at: null,
    players,
    ...overrides,
  };
}

/**
 * Three players, single elimination, in its final: ME (seed 1) had a bye in the semi-finals,
 * GRACE (seed 2) beat ALAN (seed 3), who forfeited; the final ME v GRACE waits to start.
 */
export function threePlayerBracket(finalOverrides: Partial<TournamentMatch> = {}): Bracket {
  return {
    format: 'single_elimination',
    current_round: 2,
    rounds: [
      {
        round: 1,
        label: 'semi_finals',
        matches: [
          match(1, 0, [seat(ME, 1, { place: 1, advanced: true })], { status: 'bye' }),
          match(
            1,
            1,
            [
              seat(GRACE, 2, { score: 120, place: 1, advanced: true }),
              seat(ALAN, 3, { score: 0, place: 2, advanced: false, forfeited: true }),
            ],
            { status: 'completed', game_id: uuid(6001) },
          ),
        ],
      },
      {
        round: 2,
        label: 'final',
        matches: [match(2, 0, [seat(ME, 1), seat(GRACE, 2)], finalOverrides)],
      },
    ],
  };
}

/** A tournament open for registration, 50 pts to enter, hosted by GRACE, starting in 2030. */
export function tournament(n: number, overrides: Partial<Tournament> = {}): Tournament {
  return {
    id: uuid(100 + n),
    name: `Spring Cup ${n}`,
    description: 'A knockout quiz for the spring.',
    category: 'Science',
    category_id: SCIENCE,
    topic: 'Physics',
    topic_id: uuid(720),
    difficulty: 'intermediate',
    format: 'single_elimination',
    max_participants: 8,
    current_participants: 2,
    entry_fee: 50,
    prize_pool: 1100,
    status: 'registration',
    registration_open: true,
    registration_start: '2030-05-01T10:00:00.000Z',
    registration_end: '2030-06-01T10:00:00.000Z',
    tournament_start: '2030-06-01T12:00:00.000Z',
    host: {
      id: GRACE,
      name: 'Grace Hopper',
      avatar_url: null,
      organization: 'Navy Quiz Club',
      verified: true,
      rating: 4.5,
      tournaments_hosted: 3,
    },
    is_featured: false,
    is_verified: false,
    is_registered: false,
    is_bookmarked: false,
    created_at: '2030-04-20T10:00:00.000Z',
    updated_at: '2030-04-20T10:00:00.000Z',
    prize_distribution: [
      {
        place: 1,
        prize_type: 'points',
        prize_value: 770,
        share_percent: 70,
        description: 'Champion',
      },
      { place: 2, prize_type: 'points', prize_value: 330, share_percent: 30, description: '' },
    ],
    sponsor_prize: 1000,
    question_count: 10,
    seconds_per_question: 15,
    participants: [participant(GRACE), participant(ALAN)],
    brackets: null,
    rules: [],
    sponsors: [],
    can_cancel: false,
    my_rating: null,
    completed_at: null,
    ...overrides,
  };
}

/** What GET {id}/live answers for ME: registered in an active tournament, no match drawn yet. */
export function standing(
  tournamentId: string,
  overrides: Partial<TournamentStanding> = {},
): TournamentStanding {
  return {
    tournament_id: tournamentId,
    status: 'active',
    registered: true,
    current_round: 1,
    is_eliminated: false,
    final_place: null,
    prize_won: 0,
    match: null,
    ...overrides,
  };
}

export const CATEGORIES = [
  { id: SCIENCE, name: 'Science' },
  { id: HISTORY, name: 'History' },
];

export function sources(): TournamentsSources {
  return { categories: { queryKey: ['test', 'categories'], queryFn: async () => CATEGORIES } };
}
