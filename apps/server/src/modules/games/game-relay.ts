import type { Redis } from 'ioredis';
import type { ExtendedTime, GameCommand, PowerUp } from '@quizarena/contracts';

/**
 * A command for the instance that owns a game, from whichever instance heard it: a player's
 * socket command, or a seat taken or given up over HTTP.
 */
export type RelayedCommand = { userId: string } & (
  | Exclude<GameCommand, { type: 'chat' | 'power_up' }>
  | { type: 'power_up'; power_up: PowerUp }
  | { type: 'join'; name: string; extendedTime: ExtendedTime }
  | { type: 'connected'; connected: boolean }
  | { type: 'configure'; powerUpsEnabled: boolean }
  | { type: 'end' }
);

export type CommandHandler = (command: RelayedCommand) => Promise<void>;

/**
 * How commands reach a game's owner (docs/ARCHITECTURE.md, Live games). The owner listens on
 * its games; a command for a game held here runs at once, and one for a game held elsewhere
 * goes over a Redis channel of that game, which only its owner subscribes to. `send` answers
 * false when no instance listens (the game ended, or its owner died and nobody took it over
 * yet): the command is lost, as the answers in a dead owner's memory are.
 */
export type GameRelay = {
  listen(gameId: string, handler: CommandHandler): void;
  unlisten(gameId: string): void;
  send(gameId: string, command: RelayedCommand): Promise<boolean>;
  close(): Promise<void>;
};

/** One process owns every game (the embedded database): a command is a call. */
export function createLocalRelay(): GameRelay {
  const handlers = new Map<string, CommandHandler>();
  return {
    listen: (gameId, handler) => void handlers.set(gameId, handler),
    unlisten: (gameId) => void handlers.delete(gameId),
    async send(gameId, command) {
      const handler = handlers.get(gameId);
      if (!handler) return false;
      await handler(command);
      return true;
    },
    close: async () => handlers.clear(),
  };
}

export function createRedisRelay(options: {
  client: Redis;
  prefix: string;
  onError: (message: string, error: unknown) => void;
}): GameRelay {
  const { client, onError } = options;
  const local = createLocalRelay();
  const prefix = `${options.prefix}game:cmd:`;
  const subscriber = client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', () => {});
  subscriber.on('message', (channel: string, message: string) => {
    const gameId = channel.slice(prefix.length);
    let command: RelayedCommand;
    try {
      command = JSON.parse(message) as RelayedCommand;
    } catch (error) {
      onError('a relayed game command was not JSON', error);
      return;
    }
    local.send(gameId, command).catch((error: unknown) => onError('a game command failed', error));
  });
  return {
    listen(gameId, handler) {
      local.listen(gameId, handler);
      subscriber
        .subscribe(prefix + gameId)
        .catch((error: unknown) => onError('could not listen for game commands', error));
    },
    unlisten(gameId) {
      local.unlisten(gameId);
      subscriber
        .unsubscribe(prefix + gameId)
        .catch((error: unknown) => onError('could not stop listening for game commands', error));
    },
    async send(gameId, command) {
      if (await local.send(gameId, command)) return true;
      return (await client.publish(prefix + gameId, JSON.stringify(command))) > 0;
    },
    async close() {
      await local.close();
      subscriber.disconnect();
    },
  };
}
