import type { FastifyRequest } from 'fastify';
import { caller, contextOf } from './auth-route-helpers';
import type { AuthService } from './auth.service';

/** What step-up needs of the auth service. */
export type StepUpVerifier = Pick<AuthService, 'verifyStepUp'>;

/**
 * Step-up for sensitive staff actions (changing a role, deleting a user): on top of the
 * session's second factor, the request carries a fresh code from the caller's authenticator
 * app, usually as `otp_code` in its body (`otpCodeSchema` from contracts). Call it first in the
 * handler; it throws, changing nothing, unless the code is right and unused:
 * 400 `VALIDATION_FAILED` naming `field` when it is missing, 400 `INVALID_CODE` naming it when
 * wrong or already used, 429 when wrong codes are throttled, 403 `SECOND_FACTOR_REQUIRED` when
 * the caller has no second factor. Every outcome is in the audit log.
 */
export function requireStepUp(
  auth: StepUpVerifier,
  request: FastifyRequest,
  code: string | undefined,
  field = 'body.otp_code',
): Promise<void> {
  return auth.verifyStepUp(caller(request), code, contextOf(request), field);
}
