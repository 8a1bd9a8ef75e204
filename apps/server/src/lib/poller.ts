/**
 * Runs `round` every `pollMs` until stopped, never two at once: the outbox's and the
 * scheduler's looking for work left by other instances or a crash. `stopped` tells a round in
 * progress to finish early; `stop` waits for it, so nothing runs after the database closes.
 */
export function createPoller(options: {
  round: () => Promise<unknown>;
  pollMs: number;
  onError?: ((error: unknown) => void) | undefined;
}) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let running: Promise<unknown> | undefined;
  const poll = () => {
    if (stopped || running) return;
    running = options
      .round()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => (running = undefined));
  };
  return {
    get stopped() {
      return stopped;
    },
    start(): void {
      stopped = false;
      timer ??= setInterval(poll, options.pollMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
