import { describe, expect, it, vi } from 'vitest';
import { createDomainEvents } from './domain-events';

describe('domain events', () => {
  it('delivers to subscribers until they unsubscribe', () => {
    const events = createDomainEvents();
    const seen: string[] = [];
    const off = events.on('leaderboard.changed', ({ scopes }) => seen.push(...scopes));
    events.emit('leaderboard.changed', { scopes: ['a'] });
    off();
    events.emit('leaderboard.changed', { scopes: ['b'] });
    expect(seen).toEqual(['a']);
  });

  it('keeps delivering when one listener throws, and reports the error', () => {
    const onError = vi.fn();
    const events = createDomainEvents(onError);
    const second = vi.fn();
    events.on('leaderboard.changed', () => {
      throw new Error('boom');
    });
    events.on('leaderboard.changed', second);
    expect(() => events.emit('leaderboard.changed', { scopes: ['a'] })).not.toThrow();
    expect(second).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledOnce();
  });
});
