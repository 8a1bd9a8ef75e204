import { freePort, startServer } from '@quizarena/test-harness';
import { OAuth2Server } from 'oauth2-mock-server';
import { E2E_ADMIN_EMAIL, E2E_CONSOLE_ADMIN_EMAIL } from './accounts';
import { E2E_GOOGLE_IDENTITY } from './oauth-identity';

/**
 * Starts the built app (`npm run build` ran first) the way `npm start` runs it, through the one
 * server harness (a free loopback port, a fresh data folder), plus a local OAuth provider
 * standing in for Google.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) =>
    Object.assign(token.payload, E2E_GOOGLE_IDENTITY),
  );
  const issuer = provider.issuer.url!;

  // Chosen here because PUBLIC_URL (mail links, allowed socket origin) must name it.
  const port = await freePort();
  const server = await startServer({
    entry: 'built',
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      // The one way to make an admin while the embedded database is the server's alone.
      ADMIN_EMAILS: `${E2E_ADMIN_EMAIL},${E2E_CONSOLE_ADMIN_EMAIL}`,
      GOOGLE_CLIENT_ID: 'quizarena-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_ISSUER: issuer,
      GOOGLE_JWKS_URL: `${issuer}/jwks`,
    },
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;

  return async () => {
    await server.stop();
    await provider.stop();
  };
}
