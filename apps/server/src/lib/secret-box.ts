import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Encrypts small secrets for storage (second-factor seeds): AES-256-GCM under a key derived
 * with HKDF from the server's key, a fresh 96-bit IV each time, and `context` (the owner's id)
 * as associated data, so a sealed value copied onto another row does not open there. A sealed
 * value reads `v1.<iv>.<ciphertext>.<tag>` in base64url.
 */
export function createSecretBox(key: Uint8Array, purpose: string) {
  const aesKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `quizarena ${purpose}`, 32));

  return {
    seal(plaintext: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The plaintext, or null when the value was not sealed by this key for this context. */
    open(sealed: string, context: string): string | null {
      const [version, iv, body, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag || rest.length > 0) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
