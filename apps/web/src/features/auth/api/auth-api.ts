import {
  authResultSchema,
  deviceSessionsResultSchema,
  messageResultSchema,
  oauthStartResultSchema,
  providersResultSchema,
  recoveryCodesResponseSchema,
  registerResultSchema,
  secondFactorSetupResponseSchema,
  secondFactorStatusResponseSchema,
  signInResultSchema,
  userResultSchema,
  type AuthResult,
  type LoginBody,
  type OAuthProvider,
  type ProfileUpdateBody,
  type RegisterBody,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';

/** Every answer is parsed with its contract, so a server change that breaks the shape fails loudly. */
export const authApi = {
  /** A session, or (the second factor is on) a ticket for `secondFactorSignIn`. */
  login: async (body: LoginBody) =>
    signInResultSchema.parse(await apiFetch('/api/auth/login', { method: 'POST', body })),
  secondFactorSignIn: async (ticket: string, code: string) =>
    authResultSchema.parse(
      await apiFetch('/api/auth/second-factor', { method: 'POST', body: { ticket, code } }),
    ),
  register: async (body: RegisterBody) =>
    registerResultSchema.parse(await apiFetch('/api/auth/register', { method: 'POST', body })),
  refresh: async (): Promise<AuthResult> =>
    authResultSchema.parse(await apiFetch('/api/auth/refresh', { method: 'POST', body: {} })),
  logout: async () =>
    messageResultSchema.parse(await apiFetch('/api/auth/logout', { method: 'POST', body: {} })),
  me: async () => userResultSchema.parse(await apiFetch('/api/auth/me')).user,
  updateProfile: async (body: ProfileUpdateBody) =>
    userResultSchema.parse(await apiFetch('/api/auth/profile', { method: 'PUT', body })).user,
  verifyEmail: async (token: string) =>
    userResultSchema.parse(
      await apiFetch('/api/auth/verify-email', { method: 'POST', body: { token } }),
    ).user,
  resendConfirmation: async (email: string) =>
    messageResultSchema.parse(
      await apiFetch('/api/auth/resend-confirmation', { method: 'POST', body: { email } }),
    ),
  requestPasswordReset: async (email: string) =>
    messageResultSchema.parse(
      await apiFetch('/api/auth/reset-password', { method: 'POST', body: { email } }),
    ),
  confirmPasswordReset: async (token: string, password: string) =>
    messageResultSchema.parse(
      await apiFetch('/api/auth/reset-password/confirm', {
        method: 'POST',
        body: { token, password },
      }),
    ),
  updatePassword: async (password: string, newPassword: string) =>
    authResultSchema.parse(
      await apiFetch('/api/auth/update-password', {
        method: 'PUT',
        body: { password, newPassword },
      }),
    ),
  providers: async () =>
    providersResultSchema.parse(await apiFetch('/api/auth/providers')).providers,
  oauthStart: async (provider: OAuthProvider) =>
    oauthStartResultSchema.parse(await apiFetch(`/api/auth/oauth/${provider}`)).redirectUrl,
  oauthCallback: async (body: {
    provider: OAuthProvider;
    code: string;
    state: string;
    remember_me: boolean;
  }) =>
    signInResultSchema.parse(await apiFetch('/api/auth/oauth/callback', { method: 'POST', body })),
  sessions: async () =>
    deviceSessionsResultSchema.parse(await apiFetch('/api/auth/sessions')).data.sessions,
  secondFactorStatus: async () =>
    secondFactorStatusResponseSchema.parse(await apiFetch('/api/auth/second-factor')).data,
  startSecondFactorSetup: async () =>
    secondFactorSetupResponseSchema.parse(
      await apiFetch('/api/auth/second-factor/setup', { method: 'POST', body: {} }),
    ).data,
  confirmSecondFactor: async (body: { code: string; password?: string }) =>
    recoveryCodesResponseSchema.parse(
      await apiFetch('/api/auth/second-factor/confirm', { method: 'POST', body }),
    ).data.recovery_codes,
  disableSecondFactor: async (body: { code: string; password?: string }) =>
    messageResultSchema.parse(
      await apiFetch('/api/auth/second-factor/disable', { method: 'POST', body }),
    ),
  regenerateRecoveryCodes: async (code: string) =>
    recoveryCodesResponseSchema.parse(
      await apiFetch('/api/auth/second-factor/recovery-codes', {
        method: 'POST',
        body: { code },
      }),
    ).data.recovery_codes,
  endSession: async (id: string) =>
    messageResultSchema.parse(await apiFetch(`/api/auth/sessions/${id}`, { method: 'DELETE' })),
};
