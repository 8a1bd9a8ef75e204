// The feature's routed pages, loaded lazily by the router so the landing page stays small.
export { LoginPage } from './pages/login-page';
export { RegisterPage } from './pages/register-page';
export { ForgotPasswordPage } from './pages/forgot-password-page';
export { ResetPasswordPage } from './pages/reset-password-page';
export { VerifyEmailPage } from './pages/verify-email-page';
export { OAuthCallbackPage } from './pages/oauth-callback-page';
