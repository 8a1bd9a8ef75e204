import { describe, expect, it } from 'vitest';
import { lastSeenText } from './last-seen';

const NOW = Date.parse('2026-03-20T12:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('lastSeenText', () => {
  it('says just now under a minute, then how long ago', () => {
    expect(lastSeenText(before(30_000), NOW)).toBe('Last seen just now');
    expect(lastSeenText(before(5 * 60_000), NOW)).toBe('Last seen 5 minutes ago');
    expect(lastSeenText(before(3 * 3_600_000), NOW)).toBe('Last seen 3 hours ago');
    expect(lastSeenText(before(30 * 86_400_000), NOW)).toBe('Last seen Feb 18, 2026');
  });
});
