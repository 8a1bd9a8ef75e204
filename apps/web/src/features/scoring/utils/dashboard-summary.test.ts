import { describe, expect, it } from 'vitest';
import { performance, statsProfile, topicProgress } from '../test/fixtures';
import { continueLearning, dashboardStats, localDayKey, weekSeries } from './dashboard-summary';

describe('dashboardStats', () => {
  it('takes every figure from the server record', () => {
    expect(dashboardStats(statsProfile(), { points: 1, level: 1 })).toEqual({
      points: 1_250,
      level: 4,
      gamesPlayed: 12,
      averageScore: 78,
      streakDays: 3,
      rank: 7,
    });
  });

  it('without the record: zeroed counters, the profile’s points and level, rank from performance', () => {
    expect(dashboardStats(undefined, { points: 450, level: 3 }, performance())).toEqual({
      points: 450,
      level: 3,
      gamesPlayed: 0,
      averageScore: 0,
      streakDays: 0,
      rank: 7,
    });
  });

  it('without anything: zero points, level 1, no rank', () => {
    expect(dashboardStats(undefined, null)).toMatchObject({ points: 0, level: 1, rank: null });
  });
});

describe('weekSeries', () => {
  it('fills the seven days ending today, with zero for days without play', () => {
    const now = new Date(2026, 5, 10, 9, 30);
    const days = weekSeries(
      [
        { date: '2026-06-05', points: 50, games_played: 1, average_score: 60 },
        { date: '2026-06-10', points: 120, games_played: 2, average_score: 80 },
        { date: '2026-05-20', points: 999, games_played: 9, average_score: 90 },
      ],
      now,
    );
    expect(days.map((day) => day.date)).toEqual([
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
      '2026-06-08',
      '2026-06-09',
      '2026-06-10',
    ]);
    expect(days.map((day) => day.points)).toEqual([0, 50, 0, 0, 0, 0, 120]);
    expect(days[6]!.gamesPlayed).toBe(2);
  });

  it('crosses a month boundary', () => {
    expect(weekSeries([], new Date(2026, 2, 2))[0]!.date).toBe('2026-02-24');
    expect(localDayKey(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('continueLearning', () => {
  it('keeps played or bookmarked topics, most recently played first, then saved ones by name', () => {
    const list = continueLearning([
      topicProgress(3),
      topicProgress(1),
      topicProgress(4, { games_played: 0, last_played_at: null, bookmarked: false }),
      topicProgress(5, {
        games_played: 0,
        last_played_at: null,
        bookmarked: true,
        topic_name: 'Zeta',
      }),
      topicProgress(6, {
        games_played: 0,
        last_played_at: null,
        bookmarked: true,
        topic_name: 'Alpha',
      }),
    ]);
    expect(list.map((topic) => topic.topic_name)).toEqual(['Topic 1', 'Topic 3', 'Alpha', 'Zeta']);
  });

  it('lists at most five', () => {
    const many = Array.from({ length: 8 }, (_, index) => topicProgress(index + 1));
    expect(continueLearning(many)).toHaveLength(5);
  });
});
