import { describe, expect, it, vi } from 'vitest';
import { createDomainEvents } from './domain-events';

const achievement = {
  achievement_id: 'first-quiz',
  title: 'First Steps',
  description: 'Complete your first quiz.',
  icon_url: 'rocket',
  points_reward: 10,
  rarity_score: 1,
  earned_at: '2026-06-01T12:00:00.000Z',
};

describe('domain events', () => {
  it('delivers to subscribers until they unsubscribe', () => {
    const events = createDomainEvents();
    const seen: string[] = [];
    const off = events.on('achievement.unlocked', ({ userId }) => seen.push(userId));
    events.emit('achievement.unlocked', { userId: 'a', achievement });
    off();
    events.emit('achievement.unlocked', { userId: 'b', achievement });
    expect(seen).toEqual(['a']);
  });

  it('keeps delivering when one listener throws, and reports the error', () => {
    const onError = vi.fn();
    const events = createDomainEvents(onError);
    const second = vi.fn();
    events.on('achievement.unlocked', () => {
      throw new Error('boom');
    });
    events.on('achievement.unlocked', second);
    expect(() => events.emit('achievement.unlocked', { userId: 'a', achievement })).not.toThrow();
    expect(second).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledOnce();
  });
});
