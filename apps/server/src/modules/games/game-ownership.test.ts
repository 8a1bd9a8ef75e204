import { describe, expect, it } from 'vitest';
import { createGameOwnership } from './game-ownership';

describe('the ownership round', () => {
  it('never adopts a second copy of a game it still runs whose lease lapsed (a stalled loop)', async () => {
    const claimed: string[] = [];
    const adopted: string[] = [];
    const ownership = createGameOwnership({
      instanceId: 'instance-a',
      store: {
        // The renewal came too late: both games look orphaned by the time the round asks.
        renew: async (_owner, ids) => ids,
        orphaned: async () => ['held-game', 'dead-owners-game'],
        claim: async (gameId) => {
          claimed.push(gameId);
          return { state: { id: gameId }, stateVersion: 3 } as never;
        },
      },
      host: {
        heldIds: () => ['held-game'],
        holds: (gameId) => gameId === 'held-game',
        drop: () => {},
        adopt: async (state) => void adopted.push(state.id),
      },
      onError: (message, error) => {
        throw new Error(`${message}: ${String(error)}`);
      },
    });
    await ownership.runOnce();
    // The held game's lease is taken back; only the other game is adopted.
    expect(claimed).toEqual(['held-game', 'dead-owners-game']);
    expect(adopted).toEqual(['dead-owners-game']);
  });
});
