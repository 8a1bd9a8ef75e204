import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

// A process's memory and CPU from /proc (Linux): what the realtime case reports for servers
// that have no /metrics (the bare `ws` baseline) and for its load generators. Undefined where
// /proc is not there.

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
    const value = Number(answer.stdout?.trim());
    ticksPerSecond = Number.isFinite(value) && value > 0 ? value : 100;
  }
  return ticksPerSecond;
}

/** Resident memory of `pid` in bytes (VmRSS). */
export function rssBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds (user + system) `pid` has used so far: all its threads, or with `mainThread` only
 * the thread that runs its event loop (a Node process's main thread has the process's id).
 */
export function cpuSeconds(pid: number, { mainThread = false } = {}): number | undefined {
  try {
    const stat = readFileSync(
      mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`,
      'utf8',
    );
    // The command name (2nd field) may hold spaces; fields count from after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return undefined;
  }
}

/** Busy and total CPU time of the whole machine so far, in ms over all cores. */
export function machineCpu(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

export type CpuSample = {
  at: number;
  processes: Map<number, number | undefined>;
  machine: { busy: number; total: number };
};

export function sampleCpu(pids: number[]): CpuSample {
  return {
    at: performance.now(),
    processes: new Map(pids.map((pid) => [pid, cpuSeconds(pid)])),
    machine: machineCpu(),
  };
}

/**
 * Cores each process used between two samples (1 = one core busy the whole time), and the
 * machine's busy share (0 to 1, anything running included).
 */
export function cpuBetween(
  before: CpuSample,
  after: CpuSample,
): { cores: Map<number, number | undefined>; machineShare: number } {
  const seconds = (after.at - before.at) / 1000;
  const cores = new Map<number, number | undefined>();
  for (const [pid, start] of before.processes) {
    const end = after.processes.get(pid);
    cores.set(
      pid,
      start === undefined || end === undefined || seconds <= 0
        ? undefined
        : (end - start) / seconds,
    );
  }
  const total = after.machine.total - before.machine.total;
  return {
    cores,
    machineShare: total > 0 ? (after.machine.busy - before.machine.busy) / total : 0,
  };
}
