import type { ExtendedTime, RealtimeChannel } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as engine from './engine/game-engine';
import { viewOf } from './engine/game-view';
import type { GameHost } from './game-host';
import type { GameOwnership } from './game-ownership';
import type { GameRelay, RelayedCommand } from './game-relay';
import type { GameStore, StoredSettings } from './game-store';
import * as repo from './games.repo';

/** Publishes on a realtime channel, checked against its contract (the hub's `publish`). */
export type Publish = (channel: RealtimeChannel, data: unknown) => void;

/**
 * Turns the engine's frames into realtime messages: a frame for everyone goes on the game's
 * `game_update` channel (players and spectators, on any instance), a frame for one player to
 * that player's own inbox, so an answer's ack reaches its player alone.
 */
export function frameDelivery(publish: Publish) {
  return (gameId: string, frames: engine.Frame[]) => {
    for (const frame of frames) {
      const message = { event: frame.event, data: frame.data };
      if (frame.to === 'all')
        publish({ kind: 'game_session', sessionId: gameId, event: 'game_update' }, message);
      else
        publish(
          { kind: 'user', userId: frame.userId },
          { type: 'game', game_id: gameId, frame: message },
        );
    }
  };
}

const toPlayer = (userId: string, event: string, data: Record<string, unknown>): engine.Frame => ({
  to: 'player',
  userId,
  event,
  data,
});

/**
 * The owner's side of live games: the games this instance runs take their commands here, in
 * order, through the host; a refused command is told to its sender; `sync` answers the game as
 * the sender may see it. It opens new games (lease, save, commands) and takes over games whose
 * owner stopped, a waiting room with its seats as stored (a seat taken while nobody ran it).
 */
export function createGameLive(deps: {
  db: Db;
  clock: Clock;
  store: GameStore;
  host: GameHost;
  relay: GameRelay;
  ownership: Pick<GameOwnership, 'own'>;
  deliver: (gameId: string, frames: engine.Frame[]) => void;
}) {
  const { db, clock, store, host, relay, deliver } = deps;

  const refuse = (gameId: string, command: RelayedCommand, reason: string) =>
    deliver(gameId, [toPlayer(command.userId, 'refused', { command: command.type, reason })]);

  /** Runs an engine command in the game's turn; a refusal goes back to the sender. */
  async function run(
    gameId: string,
    command: RelayedCommand,
    apply: (state: engine.GameState, at: number) => engine.Outcome,
  ) {
    const outcome = await host.run(gameId, apply);
    if (outcome && !outcome.ok) refuse(gameId, command, outcome.reason);
  }

  /** Frees a seat before the start (its fee back), then takes the player out of the game. */
  async function unseatThen(
    gameId: string,
    userId: string,
    apply: (state: engine.GameState, at: number) => engine.Outcome,
    command: RelayedCommand,
  ) {
    // (A game that starts by itself keeps the seat: leaving it starts it, and counts as a loss.)
    const game = host.peek(gameId);
    if (game?.phase === 'waiting' && !game.settings.autoStart) await store.unseat(gameId, userId);
    await run(gameId, command, apply);
  }

  async function handle(gameId: string, command: RelayedCommand): Promise<void> {
    const { userId } = command;
    switch (command.type) {
      case 'sync':
        // A player sees their game; anyone else only if they joined as a spectator.
        // (A hosted game's host runs it from the shared screen without playing.)
        if (
          host.peek(gameId)?.hostId !== userId &&
          !host.peek(gameId)?.players.some((one) => one.userId === userId) &&
          !(await repo.membership(db, gameId, userId)).spectator
        ) {
          return refuse(gameId, command, 'not_in_game');
        }
        await host.run(gameId, (state, at) => {
          const frames = [toPlayer(userId, 'state', viewOf(state, userId, at))];
          const player = state.players.find((one) => one.userId === userId);
          if (player && !player.left && !player.connected) {
            const back = engine.setConnected(state, userId, true, at);
            if (back.ok) frames.push(...back.frames);
          }
          return { ok: true, frames };
        });
        return;
      case 'connected':
        await host.run(gameId, (state, at) =>
          engine.setConnected(state, userId, command.connected, at),
        );
        return;
      case 'join':
        await run(gameId, command, (state, at) =>
          engine.join(
            state,
            { userId, name: command.name, extendedTime: command.extendedTime },
            at,
          ),
        );
        return;
      case 'start':
        await run(gameId, command, (state, at) => engine.start(state, userId, at));
        return;
      case 'answer':
        await run(gameId, command, (state, at) =>
          engine.answer(
            state,
            userId,
            command.questionId,
            command.response ?? (command.answer ? { option_id: command.answer } : null),
            at,
          ),
        );
        return;
      case 'power_up':
        await run(gameId, command, (state, at) =>
          engine.usePowerUp(state, userId, command.power_up, at),
        );
        return;
      case 'kick': {
        const target = command.user_id;
        if (host.peek(gameId)?.hostId !== userId) return refuse(gameId, command, 'not_host');
        await unseatThen(
          gameId,
          target,
          (state, at) => engine.kick(state, userId, target, at),
          command,
        );
        await repo.deleteGuest(db, gameId, target);
        return;
      }
      case 'leave':
        if (!host.peek(gameId)?.players.some((one) => one.userId === userId)) {
          // A spectator stops watching.
          await repo.deleteSpectator(db, gameId, userId);
          return;
        }
        await unseatThen(gameId, userId, (state, at) => engine.leave(state, userId, at), command);
        return;
      case 'pause':
        await run(gameId, command, (state) => engine.pause(state, userId));
        return;
      case 'resume':
        await run(gameId, command, (state, at) => engine.resume(state, userId, at));
        return;
      case 'configure':
        await host.run(gameId, (state) => {
          state.settings.powerUpsEnabled = command.powerUpsEnabled;
          return { ok: true, frames: [] };
        });
        return;
      case 'end':
        await run(gameId, command, (state, at) => engine.end(state, userId, at));
        return;
    }
  }

  const listen = (gameId: string) => relay.listen(gameId, (command) => handle(gameId, command));

  /**
   * A waiting room taken over is brought to its stored seats and switches: seats taken or
   * given up while no instance ran it count, as the ledger already does.
   */
  async function reconcile(state: engine.GameState): Promise<void> {
    const [game, stored, guests] = await Promise.all([
      repo.findGame(db, state.id),
      repo.seatsOf(db, [state.id], clock.now().getUTCFullYear()),
      repo.guestsOf(db, state.id),
    ]);
    if (game) state.settings.powerUpsEnabled = (game.settings as StoredSettings).powerUpsEnabled;
    const seats = [
      ...stored,
      ...guests.map((guest) => ({ userId: guest.guestId, name: guest.nickname, extendedTime: 1 })),
    ];
    const seated = new Set(seats.map((seat) => seat.userId));
    state.players = state.players.filter((player) => seated.has(player.userId));
    const at = clock.now().getTime();
    for (const seat of seats) {
      engine.join(
        state,
        { userId: seat.userId, name: seat.name, extendedTime: seat.extendedTime as ExtendedTime },
        at,
      );
    }
    // A room's host plays; a hosted game's host only runs it, and keeps it.
    if (game?.kind === 'room' && !seated.has(state.hostId) && state.players[0])
      state.hostId = state.players[0].userId;
  }

  return {
    /** Runs a new game here: its lease, its first save, its commands. */
    async open(state: engine.GameState): Promise<void> {
      await deps.ownership.own(state.id);
      await host.open(state);
      listen(state.id);
    },

    /** Takes over a game another instance ran (the ownership round calls it). */
    async adopt(state: engine.GameState, version: number): Promise<void> {
      if (state.phase === 'waiting') await reconcile(state);
      listen(state.id);
      await host.adopt(state, version);
    },

    handle,
  };
}
export type GameLive = ReturnType<typeof createGameLive>;
