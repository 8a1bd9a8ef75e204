import { randomUUID } from 'node:crypto';
import { GAME_CHAT_LIMIT, gameCommandSchema } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ThrottleStore } from '../../lib/throttle-store';
import { maskRudeWords } from '../messages';
import type { ChannelOwner, RealtimeUser } from '../realtime';
import type { GameRelay } from './game-relay';
import { GAME_NOT_FOUND, type StoredSettings } from './game-store';
import type { Publish } from './game-live';
import * as repo from './games.repo';

export const CHANNEL_MESSAGES = {
  notMember: 'Join this game to follow it',
  chatOff: 'The host turned chat off',
  chatTooFast: 'You are sending messages too quickly',
} as const;

const CHAT_WINDOW_MS = GAME_CHAT_LIMIT.windowSeconds * 1000;

/**
 * The `game_session:{id}:*` channels of live games: players and spectators follow them; what a
 * client broadcasts there is a command (`gameCommandSchema`). Chat is checked and sent from
 * the instance that heard it; everything else goes to the game's owner, whose answers come as
 * frames. A channel of a solo quiz session (the same namespace) is left to `soloQuiz`.
 */
export function createGameChannel(deps: {
  db: Db;
  clock: Clock;
  relay: GameRelay;
  throttle: ThrottleStore;
  publish: Publish;
  /** Who may follow a solo quiz session's channel (the quiz module's rule). */
  soloQuiz: Pick<ChannelOwner<'game_session'>, 'authorize'>;
}): ChannelOwner<'game_session'> {
  const { db, clock, relay, throttle, publish } = deps;

  async function member(user: RealtimeUser, gameId: string) {
    const game = await repo.findGame(db, gameId);
    if (!game || game.status === 'cancelled') throw AppError.notFound(GAME_NOT_FOUND);
    const membership = await repo.membership(db, gameId, user.id);
    // A hosted game's host follows it from the shared screen without a seat.
    if (!membership.player && !membership.spectator && game.hostId !== user.id)
      throw AppError.forbidden(CHANNEL_MESSAGES.notMember);
    return { game, ...membership };
  }

  async function chat(user: RealtimeUser, gameId: string, message: string) {
    const { game } = await member(user, gameId);
    if (!(game.settings as StoredSettings).chatEnabled)
      throw AppError.forbidden(CHANNEL_MESSAGES.chatOff);
    const now = clock.now().getTime();
    const sent = await throttle.hit(`game-chat:${gameId}:${user.id}`, CHAT_WINDOW_MS, now);
    if (sent.count > GAME_CHAT_LIMIT.messages) {
      throw new AppError(429, 'RATE_LIMITED', CHANNEL_MESSAGES.chatTooFast, {
        retryAfterSeconds: Math.max(1, Math.ceil((sent.resetAt - now) / 1000)),
      });
    }
    // Shown as in the game's seats (strangers see the public name), or as spectators are.
    const year = clock.now().getUTCFullYear();
    const seat = (await repo.seatsOf(db, [gameId], year)).find((one) => one.userId === user.id);
    const name = seat?.name ?? (await repo.chatNameOf(db, user.id, year));
    publish(
      { kind: 'game_session', sessionId: gameId, event: 'game_update' },
      {
        event: 'chat',
        data: {
          id: randomUUID(),
          user_id: user.id,
          user_name: name,
          message: maskRudeWords(message),
          timestamp: clock.now().toISOString(),
          type: 'message',
        },
      },
    );
  }

  return {
    async authorize(user, channel) {
      const game = await repo.findGame(db, channel.sessionId);
      if (!game) return deps.soloQuiz.authorize(user, channel);
      await member(user, channel.sessionId);
    },

    async broadcast(user, channel, data) {
      const parsed = gameCommandSchema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw AppError.validation(['payload', 'data', ...issue.path].join('.'), issue.message);
      }
      const command = parsed.data;
      const gameId = channel.sessionId;
      if (command.type === 'chat') {
        await chat(user, gameId, command.message);
        return undefined;
      }
      // The owner's engine knows who plays; what a non-player may do there it decides too.
      const reached = await relay.send(gameId, { ...command, userId: user.id });
      if (!reached) {
        // Nobody runs the game this moment (it is being taken over): the sender hears so.
        publish(
          { kind: 'user', userId: user.id },
          {
            type: 'game',
            game_id: gameId,
            frame: { event: 'refused', data: { command: command.type, reason: 'unavailable' } },
          },
        );
      }
      return undefined;
    },

    left(user, channel) {
      if (channel.event !== 'game_update') return;
      // Only the game's owner knows whether this was a player; to anyone else it is nothing.
      relay
        .send(channel.sessionId, { type: 'connected', userId: user.id, connected: false })
        .catch(() => {});
    },
  };
}
