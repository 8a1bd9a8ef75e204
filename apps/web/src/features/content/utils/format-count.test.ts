import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('agrees the noun with the number and shortens large numbers', () => {
    expect(formatCount(0, 'topic')).toBe('0 topics');
    expect(formatCount(1, 'topic')).toBe('1 topic');
    expect(formatCount(12, 'topic')).toBe('12 topics');
    expect(formatCount(1200, 'question')).toBe('1.2K questions');
  });
});
