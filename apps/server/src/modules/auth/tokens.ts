import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'quizarena';
const AUDIENCE = 'quizarena-api';
// The JWT header type names the token kind, so no other token (a mailed link, a refresh
// token, a socket ticket) can ever pass as an access token.
const ACCESS_TYPE = 'at+jwt';

export type AccessClaims = { userId: string; sessionId: string; sessionVersion: number };
export type IssuedAccessToken = { token: string; expiresAt: number; expiresIn: number };
type VerifiedClaims = AccessClaims & { expiresAt: number };

/** Tokens whose signature already checked out, per instance: a token is immutable, so only its expiry needs checking again. */
const VERIFIED_TOKENS_KEPT = 20_000;

/** Signs and checks short-lived access tokens (HS256 only; exp, iss, aud and typ enforced). */
export function createAccessTokenSigner(secret: Uint8Array, clock: Clock) {
  const verified = new Map<string, VerifiedClaims>();
  const remember = (token: string, claims: VerifiedClaims) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, claims);
  };
  return {
    async issue(claims: AccessClaims): Promise<IssuedAccessToken> {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAtSeconds = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ sid: claims.sessionId, sv: claims.sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYPE })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(secret);
      return { token, expiresAt: expiresAtSeconds * 1000, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
    },

    /** The claims of a valid access token, or null for anything else (never throws). */
    async verify(token: string): Promise<VerifiedClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > clock.now().getTime()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: ACCESS_TYPE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'sid', 'sv'],
        });
        if (typeof payload.sid !== 'string' || typeof payload.sv !== 'number' || !payload.sub)
          return null;
        const claims = {
          userId: payload.sub,
          sessionId: payload.sid,
          sessionVersion: payload.sv,
          expiresAt: (payload.exp ?? 0) * 1000,
        };
        remember(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokenSigner = ReturnType<typeof createAccessTokenSigner>;

/** Refresh tokens, mailed links and OAuth state are opaque tokens, stored as their SHA-256. */
export { newOpaqueToken, hashOpaqueToken as hashToken } from '../../lib/opaque-token';
