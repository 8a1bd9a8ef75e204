import type { GameRoom } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';

/**
 * What a game is played on, as one line: 'Science · Physics' for a room; the category alone for
 * a quick match across it; 'General' for a game of every category (DECISIONS #34).
 */
export function useGameSubject(room: Pick<GameRoom, 'category' | 'topic'>): string {
  const { t } = useTranslation('games');
  if (room.category && room.topic)
    return t('card.categoryTopic', { category: room.category, topic: room.topic });
  return room.category ?? t('card.general');
}
