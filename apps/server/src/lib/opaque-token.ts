import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the secret part of a link that grants something by itself. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Such tokens are stored only as their SHA-256, so a read of the table grants nothing. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
