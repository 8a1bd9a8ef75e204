import { fileURLToPath } from 'node:url';

// This file sits one level below the package root both as source (src/paths.ts) and when
// bundled (dist/server.js), so '../' is the server package root in both.
export const serverRoot = fileURLToPath(new URL('../', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const questionBankFile = fileURLToPath(new URL('../seed/questions.jsonl', import.meta.url));
export const originalQuestionsFile = fileURLToPath(
  new URL('../seed/original-questions.jsonl', import.meta.url),
);
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The message catalogues shared with the client: one folder a locale, one file a namespace. */
export const localesFolder = fileURLToPath(
  new URL('../../../packages/contracts/locales/', import.meta.url),
);
