import { describe, expect, it } from 'vitest';
import { formatCompact, formatTimeAgo } from './format';

describe('formatting', () => {
  it('abbreviates thousands and millions', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1500)).toBe('1.5K');
    expect(formatCompact(2_000_000)).toBe('2M');
  });

  it('says how long ago, then a date after a week', () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    expect(formatTimeAgo('2026-06-10T11:59:30Z', now)).toBe('Just now');
    expect(formatTimeAgo('2026-06-10T11:58:00Z', now)).toBe('2 minutes ago');
    expect(formatTimeAgo('2026-06-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-06-05T12:00:00Z', now)).toBe('5 days ago');
    expect(formatTimeAgo('2026-05-01T12:00:00Z', now)).toBe(
      new Date('2026-05-01T12:00:00Z').toLocaleDateString(),
    );
  });
});
