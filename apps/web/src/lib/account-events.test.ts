import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyAccountChanged, onAccountChanged } from './account-events';

describe('account events', () => {
  const offs: (() => void)[] = [];
  afterEach(() => {
    offs.splice(0).forEach((off) => off());
    vi.restoreAllMocks();
  });

  it('calls every listener on each notification until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = onAccountChanged(first);
    offs.push(offFirst, onAccountChanged(second));

    notifyAccountChanged();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    offFirst();
    notifyAccountChanged();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('does nothing without listeners', () => {
    expect(() => notifyAccountChanged()).not.toThrow();
  });

  it('keeps notifying the others when one listener throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    offs.push(
      onAccountChanged(() => {
        throw new Error('boom');
      }),
      onAccountChanged(after),
    );
    notifyAccountChanged();
    expect(after).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalled();
  });

  it('lets a listener unsubscribe itself while being notified', () => {
    const later = vi.fn();
    const off = onAccountChanged(() => off());
    offs.push(onAccountChanged(later));
    notifyAccountChanged();
    notifyAccountChanged();
    expect(later).toHaveBeenCalledTimes(2);
  });
});
