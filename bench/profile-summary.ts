// npm run bench:profile -- <file.cpuprofile> [--top N]: where a V8 CPU profile spent its time.
// Prints the functions with the most self time, the most inclusive time (each sample counts a
// function once, however deep the recursion), and self time by package. Idle time is left out of
// the shares, so they read as a share of the CPU the process actually used.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export type ProfileRow = { name: string; ms: number; share: number };
export type ProfileSummary = {
  busyMs: number;
  idleMs: number;
  self: ProfileRow[];
  inclusive: ProfileRow[];
  byPackage: ProfileRow[];
};

const NOT_WORK = new Set(['(idle)', '(program)']);

/** `node_modules/<pkg>` (scoped too), `node:` internals, our own dist, or the V8 pseudo-frame. */
export function packageOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const modules = frame.url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = frame.url.slice(modules + 'node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? frame.url);
  }
  if (frame.url.startsWith('node:')) return 'node (internals)';
  // The only WebAssembly the server loads is PGlite's Postgres.
  if (frame.url.startsWith('wasm://')) return '(wasm: PGlite)';
  return 'quizarena';
}

function frameName(frame: CallFrame): string {
  const file = frame.url ? path.basename(frame.url.replace(/^file:\/\//, '')) : '';
  const where = file ? ` ${file}:${frame.lineNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'}${where} [${packageOf(frame)}]`;
}

function top(totals: Map<string, number>, busyMs: number, count: number): ProfileRow[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms, share: busyMs > 0 ? ms / busyMs : 0 }));
}

/** The top `count` rows of each view of a parsed `.cpuprofile`. */
export function summarizeProfile(profile: CpuProfile, count = 25): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let busyMs = 0;
  let idleMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    if (NOT_WORK.has(node.callFrame.functionName)) {
      if (node.callFrame.functionName === '(idle)') idleMs += ms;
      else busyMs += ms; // (program): V8 itself, busy but not attributable
      return;
    }
    busyMs += ms;
    const name = frameName(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + ms);
    const pkg = packageOf(node.callFrame);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.functionName === '(root)') break;
      const key = frameName(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  });
  return {
    busyMs,
    idleMs,
    self: top(self, busyMs, count),
    inclusive: top(inclusive, busyMs, count),
    byPackage: top(byPackage, busyMs, count),
  };
}

function formatRows(title: string, rows: ProfileRow[]): string {
  const lines = rows.map(
    (row) =>
      `  ${(row.share * 100).toFixed(1).padStart(5)}%  ${row.ms.toFixed(0).padStart(7)} ms  ${row.name}`,
  );
  return [title, ...lines].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run bench:profile -- <file.cpuprofile> [--top N]');
    process.exit(2);
  }
  const topIndex = process.argv.indexOf('--top');
  const count = topIndex > 0 ? Number(process.argv[topIndex + 1]) || 25 : 25;
  const summary = summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, count);
  console.log(
    `${path.basename(file)}: ${(summary.busyMs / 1000).toFixed(1)} s busy, ${(summary.idleMs / 1000).toFixed(1)} s idle\n`,
  );
  console.log(formatRows('Self time by package', summary.byPackage), '\n');
  console.log(formatRows('Self time', summary.self), '\n');
  console.log(formatRows('Inclusive time', summary.inclusive));
}
