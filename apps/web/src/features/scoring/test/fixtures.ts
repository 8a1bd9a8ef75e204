import type { TopicProgress } from '@quizarena/contracts';
import { uuid } from '../../../test/contract-fixtures';

export { USER_ID, activity, ok, performance, statsProfile } from '../../../test/contract-fixtures';

export function topicProgress(n: number, overrides: Partial<TopicProgress> = {}): TopicProgress {
  return {
    topic_id: uuid(200 + n),
    category_id: uuid(300 + n),
    topic_name: `Topic ${n}`,
    category_name: `Category ${n}`,
    games_played: 1,
    questions_answered: 10,
    correct_answers: 7,
    accuracy: 70,
    best_accuracy: 70,
    last_played_at: new Date(Date.now() - n * 24 * 60 * 60 * 1000).toISOString(),
    bookmarked: false,
    ...overrides,
  };
}
