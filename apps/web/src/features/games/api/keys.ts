import type { DifficultyLevel } from '@quizarena/contracts';

/** The lobby's filters, as the rooms query sends them ('' and 'all': no filter). */
export type RoomFilters = { search: string; category: string; difficulty: DifficultyLevel | 'all' };

/** Every games read lives under 'games', so one prefix reaches them all. */
export const gamesKeys = {
  rooms: () => ['games', 'rooms'] as const,
  roomList: (filters: RoomFilters) => ['games', 'rooms', filters] as const,
  room: (id: string) => ['games', 'room', id] as const,
  active: () => ['games', 'active'] as const,
};
