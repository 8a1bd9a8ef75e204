import type { GameTimers } from '../modules/games';

type Task = { at: number; work: () => void; timer: NodeJS.Timeout };

/**
 * Time that runs like the wall clock and that a test moves forward: `advance(ms)` jumps the
 * clock and wakes at once every timer the jump made due. A test passes `clock` and `schedule`
 * to its app (as `clock` and `gameScheduler`) and skips a countdown, a review pause or a
 * search's limit instead of sitting through it; everything else keeps its real pace.
 */
export function steerableTime() {
  let offset = 0;
  const now = () => Date.now() + offset;
  const tasks = new Set<Task>();
  const arm = (task: Task) => {
    task.timer = setTimeout(
      () => {
        tasks.delete(task);
        task.work();
      },
      Math.max(0, task.at - now()),
    );
    task.timer.unref();
  };
  const schedule: GameTimers = (at, work) => {
    const task: Task = { at, work, timer: undefined as unknown as NodeJS.Timeout };
    tasks.add(task);
    arm(task);
    return {
      cancel: () => {
        clearTimeout(task.timer);
        tasks.delete(task);
      },
    };
  };
  return {
    clock: { now: () => new Date(now()) },
    schedule,
    advance(ms: number) {
      offset += ms;
      // Re-armed on the moved clock: what is due now runs on the next turn, in deadline order.
      for (const task of [...tasks].sort((a, b) => a.at - b.at)) {
        clearTimeout(task.timer);
        arm(task);
      }
    },
  };
}
export type SteerableTime = ReturnType<typeof steerableTime>;
