/** Who the local OAuth provider says is signing in during the browser tests. */
export const E2E_GOOGLE_IDENTITY = {
  sub: 'e2e-google-subject',
  email: 'google.player@example.com',
  email_verified: true,
  name: 'Grace Google',
};
