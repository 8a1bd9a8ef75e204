import type {
  AnswerResult,
  EarnedAchievement,
  GameMode,
  QuizSession,
  ScorePanel,
  ServedQuestion,
  SessionResults,
} from '@quizarena/contracts';
import { GAME_MODE_RULES, MODE_MULTIPLIERS } from '@quizarena/contracts';
import { vi } from 'vitest';

export const SESSION_ID = '00000000-0000-4000-8000-0000000000aa';
export const TOPIC_ID = '00000000-0000-4000-8000-0000000000bb';
export const CATEGORY_ID = '00000000-0000-4000-8000-0000000000cc';

export type FakeQuestion = {
  id: string;
  text: string;
  options: { id: string; option_text: string }[];
  correct: string;
  explanation: string | null;
  /** Points the server awards when answered correctly. */
  points: number;
};

export const QUESTIONS: FakeQuestion[] = [
  {
    id: '00000000-0000-4000-8000-000000000101',
    text: 'What is 2 + 2?',
    options: [
      { id: 'q1-a', option_text: 'Three' },
      { id: 'q1-b', option_text: 'Four' },
      { id: 'q1-c', option_text: 'Five' },
    ],
    correct: 'q1-b',
    explanation: 'Two plus two is four.',
    points: 14,
  },
  {
    id: '00000000-0000-4000-8000-000000000102',
    text: 'Which planet is red?',
    options: [
      { id: 'q2-a', option_text: 'Mars' },
      { id: 'q2-b', option_text: 'Venus' },
    ],
    correct: 'q2-a',
    explanation: null,
    points: 12,
  },
  {
    id: '00000000-0000-4000-8000-000000000103',
    text: 'What colour is the sky?',
    options: [
      { id: 'q3-a', option_text: 'Blue' },
      { id: 'q3-b', option_text: 'Green' },
    ],
    correct: 'q3-a',
    explanation: 'Rayleigh scattering.',
    points: 11,
  },
];

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const errorBody = (status: number, code: string, message: string) =>
  json(status, { message, error: 'Error', code });

type Call = { method: string; path: string; body: unknown };
type Override = (call: Call) => Response | undefined | Promise<Response | undefined>;

/**
 * A stand-in for the quiz API: serves the questions in order, judges answers like the server
 * (null = timeout), keeps the score panel, and records every call. `override` answers a call
 * first when it returns a response (for failures).
 */
export function fakeQuizServer({
  questions = QUESTIONS,
  mode = 'practice',
  override,
  abandoned = false,
  achievementsEarned = [],
}: {
  questions?: FakeQuestion[];
  mode?: GameMode;
  override?: Override;
  /** The session was ended by another quiz: its state reads 'abandoned', answers are refused. */
  abandoned?: boolean;
  /** What the completion answer says the quiz unlocked. */
  achievementsEarned?: EarnedAchievement[];
} = {}) {
  const calls: Call[] = [];
  let served = -1;
  const answered = new Set<string>();
  const score: ScorePanel = { player_points: 0, player_correct: 0, bot_points: 0, bot_correct: 0 };

  const serve = (index: number): ServedQuestion => {
    const question = questions[index]!;
    return {
      id: question.id,
      position: index + 1,
      question_text: question.text,
      type: 'single',
      options: question.options,
      language: 'en',
      points: 10,
      difficulty: 'beginner',
      served_at: new Date().toISOString(),
      time_limit_seconds: GAME_MODE_RULES[mode].secondsPerQuestion,
      elapsed_seconds: 0,
    };
  };

  const session = (): QuizSession => ({
    id: SESSION_ID,
    topic_id: TOPIC_ID,
    category_id: CATEGORY_ID,
    topic_name: 'Arithmetic',
    category_name: 'Mathematics',
    game_mode: mode,
    multiplier: MODE_MULTIPLIERS[mode],
    difficulty: 'beginner',
    status: answered.size === questions.length ? 'completed' : 'active',
    total_questions: questions.length,
    answered_count: answered.size,
    time_per_question: GAME_MODE_RULES[mode].secondsPerQuestion,
    extended_time: 1,
    started_at: '2026-01-01T10:00:00.000Z',
    opponent_name: 'Practice Bot',
    score: { ...score },
    current_question: null,
  });

  const fetchMock = vi.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const overridden = await override?.(call);
    if (overridden) return overridden;

    if (method === 'POST' && path === '/api/games/session') {
      return json(201, { success: true, data: { session: session() } });
    }
    if (method === 'GET' && path === `/api/games/session/${SESSION_ID}`) {
      const state = abandoned ? { ...session(), status: 'abandoned' } : session();
      return json(200, { success: true, data: { session: state } });
    }
    if (method === 'POST' && path === `/api/games/session/${SESSION_ID}/next`) {
      const current = questions[served];
      if (served < 0 || (current && answered.has(current.id))) served += 1;
      const question = served < questions.length ? serve(served) : null;
      return json(200, { success: true, data: { question } });
    }
    if (method === 'POST' && path === `/api/games/session/${SESSION_ID}/answer` && abandoned) {
      return errorBody(409, 'SESSION_ABANDONED', 'This quiz was left unfinished');
    }
    if (method === 'POST' && path === `/api/games/session/${SESSION_ID}/answer`) {
      const index = questions.findIndex((q) => q.id === body.question_id);
      const question = questions[index]!;
      if (answered.has(question.id)) {
        return errorBody(409, 'ALREADY_ANSWERED', 'This question is already answered');
      }
      answered.add(question.id);
      const correct = body.selected_option === question.correct;
      const points = correct ? question.points : 0;
      score.player_points += points;
      score.player_correct += correct ? 1 : 0;
      const botCorrect = index % 2 === 0;
      score.bot_points += botCorrect ? 9 : 0;
      score.bot_correct += botCorrect ? 1 : 0;
      const result: AnswerResult = {
        question_id: question.id,
        position: index + 1,
        type: 'single',
        selected_option: body.selected_option,
        response: body.selected_option === null ? null : { option_id: body.selected_option },
        correct_option: question.correct,
        correct_response: { option_id: question.correct },
        correct_answer: question.options.find((o) => o.id === question.correct)?.option_text ?? '',
        is_correct: correct,
        credit: correct ? 1 : 0,
        timed_out: body.selected_option === null,
        time_taken: body.selected_option === null ? 10 : 3.2,
        points_earned: points,
        explanation: question.explanation,
        bot: {
          selected_option: botCorrect ? question.correct : 'other',
          is_correct: botCorrect,
          time_taken: 4.5,
          points_earned: botCorrect ? 9 : 0,
        },
        score: { ...score },
        answered_count: answered.size,
        total_questions: questions.length,
        is_last: answered.size === questions.length,
      };
      return json(200, { success: true, data: result });
    }
    if (method === 'POST' && path === `/api/games/session/${SESSION_ID}/abandon`) {
      return json(200, { success: true, data: { session: { ...session(), status: 'abandoned' } } });
    }
    if (method === 'POST' && path === '/api/quiz/complete') {
      return json(200, {
        success: true,
        data: {
          session_id: SESSION_ID,
          quiz_results: {
            total_points: score.player_points,
            accuracy: 67,
            correct_answers: score.player_correct,
            total_questions: questions.length,
            game_mode_multiplier: MODE_MULTIPLIERS[mode],
          },
          user_stats: {
            user_id: '00000000-0000-4000-8000-000000000001',
            games_played: 1,
            total_points: score.player_points,
            accuracy_rate: 67,
            longest_streak: 1,
            current_streak: 1,
            level: 1,
          },
          achievements_earned: achievementsEarned,
        },
      });
    }
    return errorBody(404, 'NOT_FOUND', `No fake for ${method} ${path}`);
  });

  const callsTo = (suffix: string, method = 'POST') =>
    calls.filter((call) => call.method === method && call.path.endsWith(suffix));

  return { fetchMock, calls, callsTo };
}

/** A finished session's stored results, with `count` answers. */
export function sessionResults(overrides: Partial<SessionResults> = {}, count = 5): SessionResults {
  const answers = Array.from({ length: count }, (_, i) => ({
    position: i + 1,
    question_id: `00000000-0000-4000-8000-0000000002${String(i).padStart(2, '0')}`,
    question_text: `Question text ${i + 1}`,
    options: [
      { id: `o${i}-a`, option_text: `Right ${i + 1}` },
      { id: `o${i}-b`, option_text: `Wrong ${i + 1}` },
    ],
    type: 'single' as const,
    selected_option: i === 1 ? null : i === 2 ? `o${i}-b` : `o${i}-a`,
    response: i === 1 ? null : { option_id: i === 2 ? `o${i}-b` : `o${i}-a` },
    correct_option: `o${i}-a`,
    correct_response: { option_id: `o${i}-a` },
    correct_answer: `Right ${i + 1}`,
    is_correct: i !== 1 && i !== 2,
    credit: i !== 1 && i !== 2 ? 1 : 0,
    timed_out: i === 1,
    time_taken: i === 1 ? 10 : 2.5,
    points_earned: i === 1 || i === 2 ? 0 : 13,
    explanation: i === 0 ? 'Because it is.' : null,
  }));
  return {
    session_id: SESSION_ID,
    topic: { id: TOPIC_ID, name: 'Arithmetic' },
    category: { id: CATEGORY_ID, name: 'Mathematics' },
    game_mode: 'competitive',
    multiplier: 1.5,
    difficulty: 'beginner',
    started_at: '2026-01-01T10:00:00.000Z',
    completed_at: '2026-01-01T10:02:00.000Z',
    // The mode's own countdown, as the server records it for a player without an accommodation.
    time_per_question: GAME_MODE_RULES[overrides.game_mode ?? 'competitive'].secondsPerQuestion,
    extended_time: 1,
    total_questions: count,
    correct_answers: 3,
    timed_out_answers: 1,
    accuracy: 60,
    total_points: 39,
    average_time: 4.1,
    total_time: 20.5,
    result_level: 'average',
    headline: 'WELL DONE',
    outcome: 'win',
    breakdown: { base_points: 30, speed_bonus: -4, streak_bonus: 0, mode_bonus: 13, total: 39 },
    opponent: { name: 'Practice Bot', correct_answers: 2, total_points: 18 },
    level_progress: {
      points: 489,
      level: 3,
      level_before: 3,
      level_start: 400,
      next_level_at: 900,
      points_to_next_level: 411,
      progress: 0.178,
    },
    answers,
    shared: false,
    ...overrides,
  };
}
