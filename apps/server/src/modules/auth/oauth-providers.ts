import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { OAuthProvider } from '@quizarena/contracts';
import type { OAuthProviderConfig } from '../../config';

/** What we take from an external identity. */
export type ExternalProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

export type OAuthStart = { url: string; state: string; codeVerifier: string };

type ProviderAdapter = {
  scopes: string[];
  fetchProfile(tokens: { accessToken: string; idToken: string | null }): Promise<ExternalProfile>;
};

/** Google is OpenID Connect: the ID token is verified against its key set and issuer. */
function googleAdapter(config: OAuthProviderConfig): ProviderAdapter {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl!));
  return {
    scopes: ['openid', 'email', 'profile'],
    async fetchProfile({ idToken }) {
      if (!idToken) throw new Error('no ID token');
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: config.issuer!,
        audience: config.clientId,
      });
      return {
        subject: String(payload.sub),
        email: typeof payload.email === 'string' ? payload.email : null,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    },
  };
}

/** GitHub is plain OAuth 2.0: the profile and verified emails come from its REST API. */
function githubAdapter(config: OAuthProviderConfig): ProviderAdapter {
  const get = async (path: string, accessToken: string) => {
    const response = await fetch(`${config.apiUrl}${path}`, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/vnd.github+json',
        'user-agent': 'QuizArena',
      },
    });
    if (!response.ok) throw new Error(`GitHub API ${path} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  return {
    scopes: ['read:user', 'user:email'],
    async fetchProfile({ accessToken }) {
      const user = (await get('/user', accessToken)) as {
        id: number | string;
        name?: string | null;
        login?: string;
      };
      const emails = (await get('/user/emails', accessToken)) as {
        email: string;
        primary: boolean;
        verified: boolean;
      }[];
      const primary = emails.find((entry) => entry.primary) ?? emails[0];
      return {
        subject: String(user.id),
        email: primary?.email ?? null,
        emailVerified: primary?.verified === true,
        name: user.name ?? user.login ?? null,
      };
    },
  };
}

/** The two external providers, with state and PKCE, endpoints from configuration. */
export function createOAuthProviders(
  configs: Record<OAuthProvider, OAuthProviderConfig | undefined>,
  redirectUriFor: (provider: OAuthProvider) => string,
) {
  const adapters: Partial<
    Record<OAuthProvider, { config: OAuthProviderConfig; adapter: ProviderAdapter }>
  > = {};
  if (configs.google)
    adapters.google = { config: configs.google, adapter: googleAdapter(configs.google) };
  if (configs.github)
    adapters.github = { config: configs.github, adapter: githubAdapter(configs.github) };
  const client = (provider: OAuthProvider, config: OAuthProviderConfig) =>
    new OAuth2Client(config.clientId, config.clientSecret, redirectUriFor(provider));

  return {
    isConfigured(provider: OAuthProvider): boolean {
      return adapters[provider] !== undefined;
    },

    start(provider: OAuthProvider): OAuthStart {
      const entry = adapters[provider];
      if (!entry) throw new Error(`${provider} is not configured`);
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const url = client(provider, entry.config).createAuthorizationURLWithPKCE(
        entry.config.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        entry.adapter.scopes,
      );
      return { url: url.toString(), state, codeVerifier };
    },

    /** Exchanges the code (with the PKCE verifier) and reads the identity. Throws on any failure. */
    async complete(
      provider: OAuthProvider,
      code: string,
      codeVerifier: string,
    ): Promise<ExternalProfile> {
      const entry = adapters[provider];
      if (!entry) throw new Error(`${provider} is not configured`);
      const tokens = await client(provider, entry.config).validateAuthorizationCode(
        entry.config.tokenUrl,
        code,
        codeVerifier,
      );
      const data = tokens.data as { id_token?: unknown };
      return entry.adapter.fetchProfile({
        accessToken: tokens.accessToken(),
        idToken: typeof data.id_token === 'string' ? data.id_token : null,
      });
    },
  };
}
export type OAuthProviders = ReturnType<typeof createOAuthProviders>;
