import { z } from 'zod';

// Text free of C0 control characters (tab and line breaks allowed) and DEL.
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/**
 * A trimmed string without control characters: what a name, a sentence or a search text may
 * be. Without this a NUL byte reaches the database and fails there as a 500.
 */
export function plainText() {
  return z.string().trim().regex(CONTROL_CHARACTERS, 'Must not contain control characters');
}
