import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_LIMIT, TOAST_OPTIONS } from '../lib/toast-config';
import { AppToaster } from './app-toaster';

describe('toasts', () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it('use the spec durations', () => {
    expect(TOAST_OPTIONS.duration).toBe(4000);
    expect(TOAST_OPTIONS.error?.duration).toBe(4000);
    expect(TOAST_OPTIONS.success?.duration).toBe(2000);
    expect(TOAST_OPTIONS.loading?.duration).toBe(Infinity);
  });

  function VisibleCount() {
    const { toasts } = useToasterStore();
    const visible = toasts.filter((item) => item.visible);
    return (
      <output aria-label="visible toasts">
        {visible.map((item) => String(item.message)).join('|')}
      </output>
    );
  }

  it(`keep at most ${TOAST_LIMIT}, dismissing the oldest`, async () => {
    render(
      <>
        <AppToaster />
        <VisibleCount />
      </>,
    );
    act(() => {
      for (let i = 1; i <= TOAST_LIMIT + 5; i += 1) toast(`message ${i}`, { duration: 60_000 });
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const visible = screen.getByLabelText('visible toasts').textContent!.split('|');
    expect(visible).toHaveLength(TOAST_LIMIT);
    expect(visible).toContain(`message ${TOAST_LIMIT + 5}`);
    expect(visible).not.toContain('message 1');
  });
});
