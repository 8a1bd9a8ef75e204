import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const benchRoot = fileURLToPath(new URL('../', import.meta.url));
