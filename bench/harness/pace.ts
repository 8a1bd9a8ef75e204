// Open-loop pacing, shared by the generators that offer a fixed rate whatever the server does
// (the realtime publisher, the message sender): a late tick catches up on every send it owes, so
// a server that slows down is offered the same load, not less.

/** The generators' and receivers' clock: the same in every process of the machine. */
export const clock = () => performance.timeOrigin + performance.now();

/**
 * Calls `send(sentAt)` `rate` times a second from `start` until `end` (both on `clock()`),
 * `sentAt` read at the call. Resolves once the last is called, with how far the schedule fell
 * behind at worst (ms): a generator that cannot keep its own pace says so.
 */
export function atFixedRate(
  options: { rate: number; start: number; end: number },
  send: (sentAt: number) => void,
): Promise<{ maxLagMs: number }> {
  const { rate, start, end } = options;
  const interval = 1000 / rate;
  let due = start;
  let maxLagMs = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const at = clock();
      while (due <= at && due < end) {
        maxLagMs = Math.max(maxLagMs, at - due);
        send(clock());
        due += interval;
      }
      if (due < end) setTimeout(tick, Math.max(0, Math.min(1, due - clock())));
      else resolve({ maxLagMs });
    };
    setTimeout(tick, Math.max(0, start - clock()));
  });
}

/** A paced run: `rate` a second from `start` to `end`, measured over [from, to) (on `clock()`). */
export type PacedRun = { rate: number; start: number; end: number; from: number; to: number };
