import type { ChallengeBox } from '../utils/challenge-view';

/**
 * Every challenge read lives under 'challenges', so an inbox event or an action refreshes the
 * boxes, the message cards and the challenge pages at once.
 */
export const challengesKeys = {
  all: ['challenges'] as const,
  boxes: () => ['challenges', 'box'] as const,
  box: (box: ChallengeBox) => ['challenges', 'box', box] as const,
  one: (id: string) => ['challenges', 'one', id] as const,
};
