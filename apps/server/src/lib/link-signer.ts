import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs values that travel in links a server must trust later without storing them (an
 * unsubscribe link, a file address): HMAC-SHA-256 under a key derived from the signing secret,
 * with the purpose in the signed text so a signature made for one use never passes for another.
 */
export function createLinkSigner(secret: Uint8Array) {
  const key = createHmac('sha256', secret).update('quizarena link signer v1').digest();
  const mac = (purpose: string, value: string) =>
    createHmac('sha256', key).update(`${purpose}\n${value}`).digest('base64url');

  return {
    /** The signature of `value` for `purpose` (URL-safe base64). */
    sign: mac,

    /** Whether `signature` is the one `sign(purpose, value)` makes, compared in constant time. */
    verify(purpose: string, value: string, signature: string): boolean {
      const expected = Buffer.from(mac(purpose, value));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;
