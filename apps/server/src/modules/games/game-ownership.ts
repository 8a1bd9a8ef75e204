import type { GameState } from './engine/game-engine';
import type { GameHost } from './game-host';
import type { GameStore } from './game-store';

/** How long an owner's claim on a game lasts unless renewed, and how often it is renewed. */
export const GAME_LEASE_MS = 3_000;
export const GAME_LEASE_ROUND_MS = 1_000;

/**
 * Which instance runs each game (docs/ARCHITECTURE.md, Live games). An owner holds a lease on
 * the game's row and renews it every round; a game it no longer holds (another instance took
 * it over) is dropped. Each round also looks for games in play whose owner stopped renewing (it
 * died or lost its database) and adopts them from their saved state: with a 3 s lease and a
 * round a second, a game is running again within about 4 s of its owner's last renewal.
 */
export function createGameOwnership(deps: {
  instanceId: string;
  store: Pick<GameStore, 'claim' | 'renew' | 'orphaned'>;
  host: Pick<GameHost, 'heldIds' | 'holds' | 'drop' | 'adopt'>;
  onError: (message: string, error: unknown) => void;
  leaseMs?: number;
  roundMs?: number;
}) {
  const { instanceId, store, host, onError } = deps;
  const leaseMs = deps.leaseMs ?? GAME_LEASE_MS;
  const roundMs = deps.roundMs ?? GAME_LEASE_ROUND_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function round(): Promise<void> {
    const mine = host.heldIds();
    const kept = new Set(await store.renew(instanceId, mine, leaseMs));
    for (const gameId of mine) if (!kept.has(gameId)) host.drop(gameId);
    for (const gameId of await store.orphaned()) {
      // Its lease lapsed while this instance still runs it (a stalled event loop): the claim
      // below keeps it ours, and adopting it again would run a second copy beside the first.
      if (host.holds(gameId)) {
        await store.claim(gameId, instanceId, leaseMs);
        continue;
      }
      const game = await store.claim(gameId, instanceId, leaseMs);
      // Another instance was quicker, or the game was never saved (it had not started).
      if (!game?.state) continue;
      await host.adopt(game.state as GameState, game.stateVersion);
    }
  }

  const runOnce = (): Promise<void> => {
    running ??= round().finally(() => (running = undefined));
    return running;
  };

  return {
    /** Claims a game this instance opens; false when another instance holds it. */
    async own(gameId: string): Promise<boolean> {
      return (await store.claim(gameId, instanceId, leaseMs)) !== undefined;
    },

    /** One round now: renew, drop what was lost, adopt orphans (tests; the timer runs it too). */
    runOnce,

    start(): void {
      timer ??= setInterval(() => {
        runOnce().catch((error: unknown) => onError('game leases round failed', error));
      }, roundMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
export type GameOwnership = ReturnType<typeof createGameOwnership>;
