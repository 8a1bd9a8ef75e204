import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The newest link mailed to `email`, read from the app's outbox (no mail server needed). */
export async function mailedLink(
  email: string,
  kind: 'verify-email' | 'reset-password' | 'parental-consent',
): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[]))
          .filter((file) => file.endsWith('.json') && file.includes(kind))
          .sort();
        for (const file of files.reverse()) {
          const mail = JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as {
            to: string;
            link?: string;
          };
          if (mail.to === email && mail.link) {
            link = mail.link;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}
