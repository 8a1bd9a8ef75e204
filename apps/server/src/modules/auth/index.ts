export { authRoutes } from './auth.routes';
export {
  createAuthService,
  type AuthService,
  type Authenticated,
  type RequestContext,
} from './auth.service';
export { createAuthThrottle, type AuthThrottle } from './auth-throttle';
export { createAccessTokenSigner } from './tokens';
export { createOAuthProviders } from './oauth-providers';
export { setUserRole, type RoleChange, type SetRoleOptions } from './user-roles';
export { setAccountStatus, type AccountStatus } from './account-status';
export { createAuthAnnouncer, USER_CHANGED, type AuthAnnouncer } from './session-cache';
export { registerAuthModule } from './auth.module';
export { identityColumns, toIdentityInput } from './identity-columns';
export { fullNamesOf } from './auth.repo';
export { hashPassword, verifyPassword } from './passwords';
export { normalizeEmail } from './auth-shared';
export { requireStepUp, type StepUpVerifier } from './step-up';
