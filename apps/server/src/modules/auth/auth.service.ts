import { createAuthShared, type AuthServiceDeps } from './auth-shared';
import { createCredentialsService } from './credentials.service';
import { createEmailLinks } from './email-links';
import { createOAuthService } from './oauth.service';
import { createProfileService } from './profile.service';
import { createSecondFactorService } from './second-factor.service';
import { createSessionIssuer } from './session-issuer';

export {
  normalizeEmail,
  type Authenticated,
  type AuthServiceDeps,
  type RequestContext,
  type SignIn,
} from './auth-shared';
export { SESSION_LIFETIME_MS } from './session-issuer';

/** Accounts, sign-in, sessions, the second factor and profile basics, composed as one service. */
export function createAuthService(deps: AuthServiceDeps) {
  const shared = createAuthShared(deps);
  const issuer = createSessionIssuer(deps, shared);
  const links = createEmailLinks(deps);
  const secondFactor = createSecondFactorService(deps, shared, issuer);
  return {
    ...createCredentialsService(deps, shared, issuer, links, secondFactor),
    ...createOAuthService(deps, shared, issuer, links, secondFactor),
    ...createProfileService(deps, shared),
    ...secondFactor,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
