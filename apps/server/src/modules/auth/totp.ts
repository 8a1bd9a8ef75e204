import { createHash, randomBytes } from 'node:crypto';
import { normalizeSecondFactorCode, SECOND_FACTOR_RULES } from '@quizarena/contracts';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'QuizArena';
/** RFC 4226 asks for at least 128 bits and recommends 160: the length of an SHA-1 output. */
const SECRET_BYTES = 20;

const totpOf = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: SECOND_FACTOR_RULES.digits,
    period: SECOND_FACTOR_RULES.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new shared secret, in base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI an app reads from the QR code: issuer QuizArena, the account's email. */
export function otpauthUri(secretBase32: string, accountName: string): string {
  return totpOf(secretBase32, accountName).toString();
}

/** The time step (30-second period since the epoch) at `now`. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / SECOND_FACTOR_RULES.periodSeconds);
}

/**
 * The step a six-digit code belongs to if it is right at `now` within one step either way,
 * else null. The library compares in constant time; replay is the caller's job (a step at or
 * before the last one accepted is refused).
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32).validate({
    token: normalizeSecondFactorCode(code),
    timestamp: now.getTime(),
    window: SECOND_FACTOR_RULES.window,
  });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code of `step` (tests play the authenticator app with it). */
export function totpCodeAt(secretBase32: string, step: number): string {
  return totpOf(secretBase32).generate({
    timestamp: step * SECOND_FACTOR_RULES.periodSeconds * 1000,
  });
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten recovery codes such as `k7qa-m2xd-p4rt-zw6e`: 16 base32 characters, 80 random bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: SECOND_FACTOR_RULES.recoveryCodes }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((byte) => BASE32[byte & 31]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/**
 * A recovery code's stored form. A fast hash is enough here, unlike for passwords: each code
 * carries 80 random bits, so there is no dictionary to try and a stolen table cannot be
 * searched in any useful time; a slow hash would only cost every sign-in that uses one.
 */
export function hashRecoveryCode(code: string): string | null {
  const normalized = normalizeSecondFactorCode(code);
  if (!/^[a-z2-7]{16}$/.test(normalized)) return null;
  return createHash('sha256').update(normalized).digest('hex');
}
