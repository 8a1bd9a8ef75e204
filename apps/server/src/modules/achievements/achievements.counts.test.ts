import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createLocalInvalidationBus } from '../../lib/invalidation-bus';
import { systemClock } from '../../lib/clock';
import { createAchievementsService } from './achievements.service';

describe('counts other modules register', () => {
  it('take one source a metric: a second registration is refused as a wiring mistake', () => {
    const achievements = createAchievementsService({
      db: {} as Db,
      clock: systemClock,
      invalidation: createLocalInvalidationBus({ alone: true }),
    });
    achievements.countFrom('friends', async () => 3);
    expect(() => achievements.countFrom('friends', async () => 4)).toThrow(
      'the friends count is registered twice',
    );
    expect(() => achievements.countFrom('challenges_won', async () => 1)).not.toThrow();
  });
});
