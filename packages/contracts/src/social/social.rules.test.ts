import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageButtons, pageCount, relationshipStatusOf, unreadBadgeText } from './social.rules';

describe('unreadBadgeText', () => {
  it('shows nothing at zero, the count to 99, then 99+', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(-3)).toBe('');
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(12_345)).toBe('99+');
  });
});

describe('pageButtons', () => {
  it('centres the current page and keeps within the pages there are', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(99, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(1, 0)).toEqual([]);
  });

  it('always holds the current page, at most five consecutive buttons', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const total = Math.max(a, b);
        const current = Math.min(a, b);
        const pages = pageButtons(current, total);
        expect(pages).toContain(current);
        expect(pages.length).toBe(Math.min(5, total));
        pages.forEach((page, index) => index > 0 && expect(page).toBe(pages[index - 1]! + 1));
        expect(pages[0]).toBeGreaterThanOrEqual(1);
        expect(pages.at(-1)).toBeLessThanOrEqual(total);
      }),
    );
  });
});

describe('pageCount', () => {
  it('is at least one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});

describe('relationshipStatusOf', () => {
  it('folds the full relationship into the spec’s three statuses', () => {
    expect(relationshipStatusOf('friends')).toBe('friends');
    expect(relationshipStatusOf('pending_sent')).toBe('pending');
    expect(relationshipStatusOf('pending_received')).toBe('pending');
    expect(relationshipStatusOf('none')).toBe('other');
    expect(relationshipStatusOf('blocked')).toBe('other');
  });
});
