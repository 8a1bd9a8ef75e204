import type { Redis } from 'ioredis';

/** Frames for a channel, as this instance receives them; the hub hands them to its sockets. */
export type FrameSink = (channel: string, frame: Buffer) => void;

/**
 * How a channel's frames reach every instance's subscribers. A frame is the finished text the
 * sockets get, serialized once where the event happened and never parsed again on the way.
 */
export type RealtimeBus = {
  publish(channel: string, frame: Buffer): void;
  /**
   * This instance has subscribers on the channel now (first one; resolves once frames of the
   * channel will reach it) / no more (last one left).
   */
  watch(channel: string): Promise<void>;
  unwatch(channel: string): void;
  close(): Promise<void>;
};

/** One process: publishing is delivering. */
export function createLocalBus(sink: FrameSink): RealtimeBus {
  return {
    publish: (channel, frame) => sink(channel, frame),
    watch: async () => {},
    unwatch: () => {},
    close: async () => {},
  };
}

/**
 * Several instances: a Redis channel per realtime channel, subscribed only by instances that
 * have subscribers on it. When Redis cannot take a publish, this instance still delivers to
 * its own sockets (degraded, not dark).
 */
export function createRedisBus(options: {
  client: Redis;
  prefix: string;
  sink: FrameSink;
  onError: (message: string, error: unknown) => void;
}): RealtimeBus {
  const { client, sink, onError } = options;
  const prefix = `${options.prefix}rt:ch:`;
  // A subscribed connection can do nothing else; it queues commands while (re)connecting and
  // ioredis re-subscribes every channel after a reconnect.
  const subscriber = client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', () => {});
  subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
    sink(channel.toString().slice(prefix.length), message);
  });
  const fail = (message: string) => (error: unknown) => onError(message, error);
  return {
    publish(channel, frame) {
      client.publish(prefix + channel, frame).catch((error: unknown) => {
        onError('realtime publish through Redis failed; delivering locally only', error);
        sink(channel, frame);
      });
    },
    async watch(channel) {
      await subscriber.subscribe(prefix + channel);
    },
    unwatch(channel) {
      subscriber.unsubscribe(prefix + channel).catch(fail('realtime unsubscribe failed'));
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
