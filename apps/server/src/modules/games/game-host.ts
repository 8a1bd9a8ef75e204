import type { Clock } from '../../lib/clock';
import * as engine from './engine/game-engine';
import type { GameStore } from './game-store';

/** Runs `work` at `at` (ms on the clock); the handle cancels it. Tests drive their own. */
export type GameTimers = (at: number, work: () => void) => { cancel(): void };

/** A real scheduler on the process's timers, measured against `clock`. */
export const timerScheduler =
  (clock: Clock): GameTimers =>
  (at, work) => {
    const timer = setTimeout(work, Math.max(0, at - clock.now().getTime()));
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  };

/** A command on one game: it changes the engine's state and answers its outcome. */
export type GameCommand = (state: engine.GameState, at: number) => engine.Outcome;

type Held = {
  state: engine.GameState;
  /** Raised at each save, so the store keeps only the newest. */
  version: number;
  timer: { cancel(): void } | null;
  /** The tail of the game's queue: one command at a time, in arrival order. */
  chain: Promise<unknown>;
  ended: boolean;
};

/**
 * The games this instance owns, held in memory (docs/ARCHITECTURE.md, Live games). Commands on
 * one game run one at a time in arrival order; each one's frames go to `deliver` in order. The
 * host wakes the engine at its next deadline, saves its state through the store whenever a
 * question closes, and settles the game (points, prizes, places) once when it ends, then
 * forgets it. Taking a game over from a saved state is `adopt`.
 */
export function createGameHost(deps: {
  clock: Clock;
  store: Pick<GameStore, 'saveState' | 'settle' | 'markStarted' | 'cancel' | 'recordHost'>;
  deliver: (gameId: string, frames: engine.Frame[]) => void;
  /** The host let a game go (it ended, or another instance took it over). */
  onForget?: (gameId: string) => void;
  schedule: GameTimers;
  onError: (message: string, error: unknown) => void;
}) {
  const { clock, store, deliver, schedule, onError } = deps;
  const held = new Map<string, Held>();
  const now = () => clock.now().getTime();

  /** Runs `work` after everything queued on the game, and keeps the queue going if it fails. */
  function enqueue<T>(game: Held, work: () => Promise<T>): Promise<T> {
    const run = game.chain.then(work);
    game.chain = run.catch(() => {});
    return run;
  }

  /**
   * What to do after frames went out: save at a closed question, settle at the end, re-arm. A
   * save that fails is reported and the game goes on (the next question's save carries it); a
   * settlement that fails leaves the finished game saved and unowned, so an instance adopts it
   * and settles it then.
   */
  async function afterFrames(gameId: string, game: Held, frames: engine.Frame[]) {
    // The crown is recorded before anyone hears of it, so the new host's calls find it.
    if (frames.some((frame) => frame.event === 'host_changed')) {
      await store
        .recordHost(gameId, game.state.hostId)
        .catch((error: unknown) => onError('a new host could not be recorded', error));
    }
    if (frames.length > 0) deliver(gameId, frames);
    try {
      if (frames.some((frame) => frame.event === 'countdown')) await store.markStarted(gameId);
      // Before the start every change (a seat, the host's crown) is saved, so a waiting room
      // survives its owner; in play, each closed question.
      const saving =
        (game.state.phase === 'waiting' && frames.length > 0) ||
        frames.some((frame) => frame.event === 'question_closed' || frame.event === 'game_end');
      if (saving && game.state.phase !== 'cancelled') {
        game.version += 1;
        await store.saveState(gameId, game.state, game.version);
      }
    } catch (error) {
      onError('a live game could not be saved', error);
    }
    if (game.state.phase === 'cancelled' && !game.ended) {
      forget(gameId, game);
      await store.cancel(gameId);
      return;
    }
    if (game.state.phase === 'finished' && !game.ended) {
      forget(gameId, game);
      await store.settle(gameId, engine.results(game.state));
      return;
    }
    arm(gameId, game);
  }

  function forget(gameId: string, game: Held) {
    game.ended = true;
    game.timer?.cancel();
    held.delete(gameId);
    deps.onForget?.(gameId);
  }

  function arm(gameId: string, game: Held) {
    game.timer?.cancel();
    game.timer = null;
    const wake = engine.nextWakeAt(game.state);
    if (wake === null || game.ended) return;
    game.timer = schedule(wake, () => {
      game.timer = null;
      enqueue(game, async () => {
        if (game.ended) return;
        await afterFrames(gameId, game, engine.tick(game.state, now()));
      }).catch((error: unknown) => onError('a live game could not move on', error));
    });
  }

  function hold(state: engine.GameState, version: number): Held {
    const game: Held = { state, version, timer: null, chain: Promise.resolve(), ended: false };
    held.set(state.id, game);
    return game;
  }

  return {
    /** Starts holding a new game (waiting for players), saved at once as version 1. */
    async open(state: engine.GameState): Promise<void> {
      const game = hold(state, 1);
      await store.saveState(state.id, state, game.version);
      // A game that starts by itself wakes at its deadline even if nobody comes.
      arm(state.id, game);
    },

    /**
     * Takes over a game another instance held, from its saved state: a late tick catches it up
     * (a question that should have closed closes, the next is served).
     */
    adopt(state: engine.GameState, version: number): Promise<void> {
      // Never two copies of one game here: a copy already held stops first.
      const running = held.get(state.id);
      if (running) {
        running.ended = true;
        running.timer?.cancel();
      }
      engine.upgradeSavedState(state);
      const game = hold(state, version);
      return enqueue(game, () => afterFrames(state.id, game, engine.tick(state, now())));
    },

    /** Whether this instance holds the game. */
    holds: (gameId: string) => held.has(gameId),

    /** The games this instance holds. */
    heldIds: () => [...held.keys()],

    /** Stops running a game another instance took over (its lease was lost). */
    drop(gameId: string): void {
      const game = held.get(gameId);
      if (game) forget(gameId, game);
    },

    /** The game's state as it is now, to read and not to change (it changes only in turn). */
    peek(gameId: string): Readonly<engine.GameState> | undefined {
      return held.get(gameId)?.state;
    },

    /** A copy of the game's state as it is now (for a player who reconnects, or a test). */
    snapshot(gameId: string): engine.GameState | undefined {
      const game = held.get(gameId);
      return game && structuredClone(game.state);
    },

    /**
     * Runs a command on a held game in turn: refused commands answer their reason and change
     * nothing; accepted ones send their frames. Undefined when this instance does not hold it.
     */
    run(gameId: string, command: GameCommand): Promise<engine.Outcome> | undefined {
      const game = held.get(gameId);
      if (!game) return undefined;
      return enqueue(game, async () => {
        if (game.ended) return { ok: false, reason: 'not_playing' } as const;
        const outcome = command(game.state, now());
        if (outcome.ok) await afterFrames(gameId, game, outcome.frames);
        return outcome;
      });
    },

    /** Stops every timer (the instance is closing); the saved states let another take over. */
    close(): void {
      for (const game of held.values()) game.timer?.cancel();
      held.clear();
    },
  };
}
export type GameHost = ReturnType<typeof createGameHost>;
