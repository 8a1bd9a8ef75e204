import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDERS, type OAuthProvider } from '@quizarena/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { authApi } from '../api/auth-api';
import { authErrorMessage } from '../utils/auth-errors';

export const OAUTH_REMEMBER_KEY = 'quizarena-oauth-remember';
// The provider's round trip leaves the app, so the page to return to waits in this tab.
export const OAUTH_RETURN_KEY = 'quizarena-oauth-return';

/**
 * 'Continue with Google' and 'Continue with GitHub'. A provider this server has not set up
 * answers with a clear message instead of a broken redirect.
 */
export function ProviderButtons({
  rememberMe = false,
  returnTo = '/dashboard',
}: {
  rememberMe?: boolean;
  returnTo?: string;
}) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const [busy, setBusy] = useState<OAuthProvider | null>(null);

  async function handleContinue(provider: OAuthProvider) {
    setBusy(provider);
    try {
      const redirectUrl = await authApi.oauthStart(provider);
      sessionStorage.setItem(OAUTH_REMEMBER_KEY, rememberMe ? '1' : '0');
      sessionStorage.setItem(OAUTH_RETURN_KEY, returnTo);
      window.location.assign(redirectUrl);
    } catch (error) {
      toast.error(
        t('providers.failed', {
          provider: OAUTH_PROVIDER_NAMES[provider],
          message: authErrorMessage(error, t),
        }),
      );
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {OAUTH_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          disabled={busy !== null}
          onClick={() => void handleContinue(provider)}
        >
          {t('providers.continueWith', { provider: OAUTH_PROVIDER_NAMES[provider] })}
        </Button>
      ))}
    </div>
  );
}
