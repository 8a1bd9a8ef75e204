import { render, screen, within } from '@testing-library/react';
import { Flame, Trophy } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { achievement } from '../test/fixtures';
import { formatDate } from '../../../lib/format';
import { AchievementCard } from './achievement-card';
import { achievementIconFor } from './achievement-icon';

const card = () => screen.getByRole('article');

describe('AchievementCard', () => {
  it('shows a locked achievement dimmed, with progress, target and reward but no tag or date', () => {
    render(
      <AchievementCard
        achievement={achievement('ten-games', {
          title: 'Regular',
          description: 'Play 10 quizzes',
          rarity_score: 3,
          points_reward: 150,
          user_progress: { progress_value: 3, is_unlocked: false, unlocked_at: null },
        })}
      />,
    );
    expect(card()).toHaveAccessibleName('Regular');
    expect(card()).toHaveAttribute('data-unlocked', 'false');
    expect(card().className).toMatch(/border-dashed/);
    expect(card().className).not.toMatch(/opacity/);
    expect(screen.getByText('Play 10 quizzes')).toBeInTheDocument();
    expect(screen.getByText('Rare')).toBeInTheDocument();
    expect(screen.getByText('30%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Regular progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
    expect(screen.getByText('+150 XP')).toBeInTheDocument();
    expect(screen.queryByText('Unlocked!')).not.toBeInTheDocument();
    expect(screen.queryByText(/Unlocked on/)).not.toBeInTheDocument();
  });

  it('shows an unlocked achievement with the Unlocked! tag and its date, not dimmed', () => {
    const unlockedAt = '2026-03-04T12:00:00.000Z';
    render(
      <AchievementCard
        achievement={achievement('first', {
          title: 'First Steps',
          rarity_score: 5,
          criteria: { metric: 'games_played', target_value: 1 },
          user_progress: { progress_value: 1, is_unlocked: true, unlocked_at: unlockedAt },
        })}
      />,
    );
    expect(card()).toHaveAttribute('data-unlocked', 'true');
    expect(card().className).not.toMatch(/border-dashed|opacity/);
    expect(screen.getByText('Unlocked!')).toBeInTheDocument();
    expect(screen.getByText('Legendary')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    const date = within(card()).getByText(formatDate(unlockedAt));
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', unlockedAt);
    expect(date.parentElement).toHaveTextContent(`Unlocked on ${formatDate(unlockedAt)}`);
  });

  it('rounds the percent and caps it, and the count, at the target', () => {
    const { unmount } = render(
      <AchievementCard
        achievement={achievement('a', {
          criteria: { metric: 'm', target_value: 3 },
          user_progress: { progress_value: 2, is_unlocked: false, unlocked_at: null },
        })}
      />,
    );
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    unmount();
    render(
      <AchievementCard
        achievement={achievement('b', {
          criteria: { metric: 'm', target_value: 10 },
          user_progress: { progress_value: 25, is_unlocked: true, unlocked_at: null },
        })}
      />,
    );
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('colours each rarity differently', () => {
    const rarities = [1, 2, 3, 4, 5].map((score) => {
      const { unmount } = render(
        <AchievementCard achievement={achievement(`r${score}`, { rarity_score: score })} />,
      );
      const badge = screen.getByText(/^(Common|Uncommon|Rare|Epic|Legendary)$/);
      const found = [badge.textContent, badge.className];
      unmount();
      return found;
    });
    expect(rarities.map(([label]) => label)).toEqual([
      'Common',
      'Uncommon',
      'Rare',
      'Epic',
      'Legendary',
    ]);
    expect(new Set(rarities.map(([, className]) => className)).size).toBe(5);
  });
});

describe('achievementIconFor', () => {
  it('maps a catalogue name to its lucide icon and anything else to the trophy', () => {
    expect(achievementIconFor('flame')).toBe(Flame);
    expect(achievementIconFor('Flame ')).toBe(Flame);
    expect(achievementIconFor('no-such-icon')).toBe(Trophy);
    expect(achievementIconFor('')).toBe(Trophy);
  });
});
