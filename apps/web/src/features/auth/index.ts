export {
  AuthProvider,
  AuthContextProvider,
  useAuth,
  type AuthContextValue,
  type AuthStatus,
} from './auth-provider';
export { authErrorMessage } from './utils/auth-errors';
export { SessionsSection } from './components/sessions-section';
export { ChangePasswordForm } from './components/change-password-form';
export { TwoFactorSection } from './components/two-factor-section';
export { DeleteAccountSection } from './components/delete-account-section';
export { loginPathFor, returnPathFrom } from './utils/return-path';
