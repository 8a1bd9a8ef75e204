import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CaseResult, Figure } from './types';

export function machine(): CaseResult['machine'] {
  return {
    cores: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    totalMemGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
  };
}

export async function writeResult(dir: string, result: CaseResult): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${result.case}.json`);
  // Three decimals are below any figure's noise; more would only be noise in the file.
  const tidy = (value: number) => Math.round(value * 1000) / 1000;
  const figures = result.figures.map((figure) => ({
    ...figure,
    value: tidy(figure.value),
    ...(figure.ratio === undefined ? {} : { ratio: tidy(figure.ratio) }),
  }));
  await writeFile(file, `${JSON.stringify({ ...result, figures }, null, 2)}\n`);
  return file;
}

const round = (value: number) =>
  Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;

/** A plain-text table: figure, value with unit, ratio to the baseline, target and verdict. */
export function formatTable(result: CaseResult): string {
  const rows = result.figures.map((figure: Figure) => [
    figure.name,
    `${round(figure.value)} ${figure.unit}`,
    figure.ratio === undefined ? '' : `${round(figure.ratio * 100)}%`,
    figure.target ?? '',
    figure.meets === undefined ? '' : figure.meets ? 'meets' : 'MISSES',
  ]);
  // The ratio is to the same run's baseline: bare Fastify for HTTP, bare ws for realtime.
  const header = ['figure', 'value', 'vs base', 'target', ''];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const notes = result.notes.map((note) => `  note: ${note}`);
  return [
    `== ${result.case} (${result.database}${result.redis ? ' + redis' : ''}${result.smoke ? ', smoke' : ''})`,
    line(header),
    ...rows.map(line),
    ...notes,
  ].join('\n');
}
