import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from './pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (pglite-template.ts), built once a run. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'quizarena-pglite-'));
  const file = path.join(folder, 'template.tar');
  await writeFile(file, await buildPgliteTemplate());
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
