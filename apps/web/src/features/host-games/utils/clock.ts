/**
 * The server's instants read on this device's clock: the `state` frame says the server's `now`,
 * and the difference to when it arrived is how far the two clocks are apart.
 */
export function serverOffset(serverNow: number, receivedAt: number): number {
  return serverNow - receivedAt;
}

/** A server instant on the local clock. */
export function toLocal(serverInstant: number, offset: number): number {
  return serverInstant - offset;
}

/** Whole seconds from `now` until `endsAt` (local), never below zero. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** An answer's `timeTaken` in seconds, from when the question appeared here. */
export function secondsSince(shownAt: number | null, now: number = Date.now()): number {
  return shownAt === null ? 0 : Math.max(0, (now - shownAt) / 1000);
}
