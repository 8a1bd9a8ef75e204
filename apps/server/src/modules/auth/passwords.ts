import { hash, verify } from '@node-rs/argon2';
import commonPasswords from 'fxa-common-password-list';

/** argon2id with the library defaults (m=19 MiB, t=2, p=1), as SECURITY.md requires. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password or a malformed hash; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Whether the password is among the most common ones (Mozilla's offline list). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so that an unknown email costs the same time as a wrong
 * password for a known one.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  await verifyPassword(await dummyHash, password);
}
