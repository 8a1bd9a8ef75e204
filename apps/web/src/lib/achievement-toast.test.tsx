import { act, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../i18n';
import {
  ACHIEVEMENT_TOAST_MS,
  achievementToastMessage,
  announceAchievement,
  resetAnnouncedAchievements,
} from './achievement-toast';

afterEach(() => {
  act(() => toast.remove());
  resetAnnouncedAchievements();
});

describe('the achievement toast', () => {
  it('reads the spec’s words and stays 4 seconds', () => {
    expect(achievementToastMessage('First Steps')).toBe('🏆 Achievement unlocked: First Steps!');
    expect(ACHIEVEMENT_TOAST_MS).toBe(4000);
  });

  it('shows each achievement once, even after its toast is gone', async () => {
    render(<Toaster />);
    const first = { achievement_id: 'first-quiz', title: 'First Steps' };
    let shown = false;
    act(() => {
      shown = announceAchievement(first);
    });
    expect(shown).toBe(true);
    expect(await screen.findByText('🏆 Achievement unlocked: First Steps!')).toBeInTheDocument();

    act(() => toast.remove());
    act(() => {
      shown = announceAchievement(first);
    });
    expect(shown).toBe(false);
    expect(screen.queryByText(/First Steps/)).not.toBeInTheDocument();

    act(() => {
      announceAchievement({ achievement_id: 'century', title: 'Century' });
    });
    expect(await screen.findByText('🏆 Achievement unlocked: Century!')).toBeInTheDocument();
  });

  it('speaks the shown language, keeping the server’s title as sent', async () => {
    await changeLocale('es');
    try {
      expect(achievementToastMessage('First Steps')).toBe('🏆 ¡Logro desbloqueado: First Steps!');
    } finally {
      await changeLocale('en');
    }
  });

  it('announces again for the next account once reset', () => {
    expect(announceAchievement({ achievement_id: 'a', title: 'A' })).toBe(true);
    resetAnnouncedAchievements();
    expect(announceAchievement({ achievement_id: 'a', title: 'A' })).toBe(true);
  });
});
