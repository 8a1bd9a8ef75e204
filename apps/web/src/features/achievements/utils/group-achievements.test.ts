import { ACHIEVEMENT_TYPES } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { achievement } from '../test/fixtures';
import { groupAchievements } from './group-achievements';

describe('groupAchievements', () => {
  it('groups by type in the fixed order, keeping the server’s order inside each group', () => {
    const list = [
      achievement('s1', { achievement_type: 'special' }),
      achievement('g1', { achievement_type: 'games' }),
      achievement('p1', { achievement_type: 'points' }),
      achievement('st1', { achievement_type: 'streaks' }),
      achievement('g2', { achievement_type: 'games' }),
      achievement('so1', { achievement_type: 'social' }),
      achievement('l1', { achievement_type: 'learning' }),
      achievement('p2', { achievement_type: 'points' }),
    ];
    const groups = groupAchievements(list);
    expect(groups.map((group) => group.type)).toEqual([
      'points',
      'games',
      'learning',
      'streaks',
      'social',
      'special',
    ]);
    expect(groups.map((group) => group.achievements.map((a) => a.id))).toEqual([
      ['p1', 'p2'],
      ['g1', 'g2'],
      ['l1'],
      ['st1'],
      ['so1'],
      ['s1'],
    ]);
  });

  it('leaves out types with no achievements, and gives nothing for an empty catalogue', () => {
    const groups = groupAchievements([
      achievement('s1', { achievement_type: 'special' }),
      achievement('l1', { achievement_type: 'learning' }),
    ]);
    expect(groups.map((group) => group.type)).toEqual(['learning', 'special']);
    expect(groupAchievements([])).toEqual([]);
  });

  it('has a heading for every type', () => {
    expect(ACHIEVEMENT_TYPES.map((type) => i18n.t(`achievements:types.${type}`))).toEqual([
      'Points',
      'Games',
      'Learning',
      'Streaks',
      'Social',
      'Special',
    ]);
  });
});
