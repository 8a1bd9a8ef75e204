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
export {
  admitStanding,
  utcMinute,
  createAccountStanding,
  LIFT_SUSPENSION_JOB,
  setAccountStatus,
  type AccountStanding,
  type ChangeActor,
  type Standing,
} from './account-standing';
export { lastSignInOf, mutedUntilOf, muteUntil, searchUsers } from './account-admin.repo';
export { findUserById as userById, listActiveSessions as liveSessionsOf } from './auth.repo';
export {
  createAuthAnnouncer,
  SESSION_CHANGED,
  USER_CHANGED,
  type AuthAnnouncer,
} from './session-cache';
export { registerAuthModule } from './auth.module';
export { identityColumns, toIdentityInput } from './identity-columns';
export { fullNamesOf } from './auth.repo';
export { hashPassword, verifyPassword } from './passwords';
export { normalizeEmail } from './auth-shared';
export { requireStepUp, type StepUpVerifier } from './step-up';
export { authPersonalData } from './personal-data';
export {
  deleteEndedSessions,
  deleteExpiredOAuthStates,
  deleteExpiredSignInTickets,
  deleteSpentEmailTokens,
} from './retention.repo';
export { caller, contextOf } from './auth-route-helpers';
