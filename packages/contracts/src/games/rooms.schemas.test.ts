import { describe, expect, it } from 'vitest';
import {
  createRoomBodySchema,
  joinRoomBodySchema,
  ROOM_NAME_REQUIRED,
  roomsQuerySchema,
} from './rooms.schemas';

const CATEGORY = '00000000-0000-4000-8000-000000000001';
const TOPIC = '00000000-0000-4000-8000-000000000002';

describe('room contracts', () => {
  it('fill in the Create Room form’s defaults and trim the name', () => {
    expect(
      createRoomBodySchema.parse({ name: '  Friday quiz ', category: CATEGORY, topic: TOPIC }),
    ).toEqual({
      name: 'Friday quiz',
      category: CATEGORY,
      topic: TOPIC,
      difficulty: 'intermediate',
      game_mode: 'classic',
      max_players: 4,
      time_per_question: 30,
      total_questions: 10,
      is_private: false,
      spectators_allowed: true,
      entry_fee: 0,
      power_ups_enabled: true,
      chat_enabled: true,
      honour_accommodations: true,
    });
  });

  it('refuse a blank name in the spec’s words, and choices the form does not offer', () => {
    const refused = (body: Record<string, unknown>) => {
      const result = createRoomBodySchema.safeParse({
        name: 'Room',
        category: CATEGORY,
        topic: TOPIC,
        ...body,
      });
      return result.success
        ? []
        : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(refused({ name: '   ' })).toEqual([['name', ROOM_NAME_REQUIRED]]);
    expect(refused({ name: 'x'.repeat(51) })).toEqual([['name', 'At most 50 characters']]);
    expect(refused({ max_players: 3 })).toEqual([['max_players', 'Choose 2, 4, 8 or 16 players']]);
    expect(refused({ time_per_question: 20 })).toEqual([
      ['time_per_question', 'Choose 15, 30, 45 or 60 seconds'],
    ]);
    expect(refused({ total_questions: 12 })).toEqual([
      ['total_questions', 'Choose 5, 10, 15 or 20 questions'],
    ]);
    expect(refused({ game_mode: 'battle' })[0]![0]).toBe('game_mode');
    expect(refused({ password: 'abc' })).toEqual([['password', 'At least 4 characters']]);
    expect(refused({ entry_fee: -1 })[0]![0]).toBe('entry_fee');
    expect(refused({ prize: 5 })[0]![0]).toBe('');
    expect(
      refused({
        game_mode: 'lightning',
        max_players: 16,
        time_per_question: 60,
        total_questions: 20,
      }),
    ).toEqual([]);
  });

  it('read the lobby’s filters and a join', () => {
    expect(roomsQuerySchema.parse({ search: ' math ' })).toEqual({
      search: 'math',
      limit: 20,
      offset: 0,
    });
    expect(roomsQuerySchema.safeParse({ difficulty: 'hard' }).success).toBe(false);
    expect(joinRoomBodySchema.parse({})).toEqual({ as_spectator: false });
  });
});
