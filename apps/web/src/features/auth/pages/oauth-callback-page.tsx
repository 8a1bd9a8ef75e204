import {
  isSecondFactorChallenge,
  OAUTH_PROVIDER_NAMES,
  oauthProviderSchema,
} from '@quizarena/contracts';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { authApi } from '../api/auth-api';
import { useAuth } from '../auth-provider';
import { OAUTH_REMEMBER_KEY, OAUTH_RETURN_KEY } from '../components/provider-buttons';
import { authErrorMessage } from '../utils/auth-errors';
import { loginPathFor, safeReturnPath } from '../utils/return-path';
import type { LoginLocationState } from './login-page';

/** Where a provider sends the browser back: hands code and state to the server once. */
export function OAuthCallbackPage() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const { provider: rawProvider } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const provider = oauthProviderSchema.safeParse(rawProvider);
    const fail = (message: string) => {
      toast.error(
        provider.success
          ? t('providers.failed', { provider: OAUTH_PROVIDER_NAMES[provider.data], message })
          : t('providers.externalFailed', { message }),
      );
      navigate('/login', { replace: true });
    };
    const code = params.get('code');
    const state = params.get('state');
    if (!provider.success || !code || !state) {
      fail(params.get('error_description') ?? params.get('error') ?? t('providers.notCompleted'));
      return;
    }
    const rememberMe = sessionStorage.getItem(OAUTH_REMEMBER_KEY) === '1';
    sessionStorage.removeItem(OAUTH_REMEMBER_KEY);
    // Checked again here: session storage is the page's, but never trusted as a URL.
    const returnTo = safeReturnPath(sessionStorage.getItem(OAUTH_RETURN_KEY)) ?? '/dashboard';
    sessionStorage.removeItem(OAUTH_RETURN_KEY);
    authApi.oauthCallback({ provider: provider.data, code, state, remember_me: rememberMe }).then(
      (result) => {
        if (isSecondFactorChallenge(result)) {
          // The account asks for a code: the sign-in page takes it, then returns where asked.
          const handover: LoginLocationState = { secondFactorTicket: result.ticket };
          navigate(loginPathFor(new URL(returnTo, window.location.origin)), {
            replace: true,
            state: handover,
          });
          return;
        }
        signIn(result);
        toast.success(t('signIn.success'));
        navigate(returnTo, { replace: true });
      },
      (failure: unknown) => fail(authErrorMessage(failure, t)),
    );
  }, [navigate, params, rawProvider, signIn, t]);

  return <Spinner label={t('providers.completing')} />;
}
