import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { readMetrics, type MetricSources } from './achievement-metrics';

describe('achievement metrics', () => {
  it('are read only through the sources they are given', async () => {
    const asked: string[] = [];
    const sources: MetricSources = {
      playerTotals: async (_db, userId) => {
        asked.push(`totals ${userId}`);
        return {
          gamesPlayed: 12,
          competitiveWins: 2,
          correctAnswers: 90,
          bestAnswerStreak: 8,
          longestStreak: 4,
          perfectGames: 1,
          fastAnswers: 30,
        };
      },
      pointsBalance: async () => 1_250,
      playedTopics: async () => [
        { topicId: 'stars', bestAccuracy: 100 },
        { topicId: 'planets', bestAccuracy: 70 },
        { topicId: 'rivers', bestAccuracy: 100 },
      ],
      topicCoverage: async (_db, topicIds) => {
        asked.push(`coverage ${topicIds.join(',')}`);
        return { categoriesPlayed: 2, categoriesCompleted: 1 };
      },
      counts: {
        friends: async (_db, userId) => {
          asked.push(`friends ${userId}`);
          return 4;
        },
        group_conversations: async (_db, userId) => {
          asked.push(`groups ${userId}`);
          return 2;
        },
      },
    };
    // No database at all: a metric read past the sources would throw on this.
    const metrics = await readMetrics({} as Db, 'player-1', sources);
    expect(metrics).toMatchObject({
      games_played: 12,
      competitive_wins: 2,
      points: 1_250,
      correct_answers: 90,
      topics_played: 3,
      categories_played: 2,
      categories_completed: 1,
      topics_aced: 2,
      best_answer_streak: 8,
      longest_streak: 4,
      perfect_games: 1,
      fast_answers: 30,
      friends: 4,
      group_conversations: 2,
      // Nobody registered these counts: they stay 0.
      messages_sent: 0,
      challenges_won: 0,
      study_groups_joined: 0,
    });
    expect(asked).toEqual([
      'totals player-1',
      'friends player-1',
      'groups player-1',
      'coverage stars,planets,rivers',
    ]);
  });

  it('count a player who never played as all zeros', async () => {
    const metrics = await readMetrics({} as Db, 'new', {
      playerTotals: async () => undefined,
      pointsBalance: async () => 0,
      playedTopics: async () => [],
      topicCoverage: async () => ({ categoriesPlayed: 0, categoriesCompleted: 0 }),
      counts: {},
    });
    expect(Object.values(metrics).every((value) => value === 0)).toBe(true);
  });
});
