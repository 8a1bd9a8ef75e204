import type { Db } from '../../db/client';
import { defaultServerI18n } from '../../lib/i18n';
import type { Mailer } from '../../lib/mailer';
import * as repo from './auth.repo';
import type { AuthServiceDeps } from './auth-shared';
import { hashToken, newOpaqueToken } from './tokens';

const VERIFY_LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;
const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
const lifetimeOf = (purpose: repo.EmailTokenPurpose) =>
  purpose === 'verify_email' ? VERIFY_LINK_LIFETIME_MS : RESET_LINK_LIFETIME_MS;

/** The mailed single-use links (verification, password reset) and the account-exists mail. */
export function createEmailLinks(deps: AuthServiceDeps) {
  const { db, mailer, clock } = deps;
  const i18n = deps.i18n ?? defaultServerI18n();

  /**
   * Hands a mail to the mailer without waiting for it: a mail server's delay must not show in
   * the answer, or answer times would tell which addresses have accounts.
   */
  function post(message: Parameters<Mailer['send']>[0]): void {
    mailer.send(message).catch((error: unknown) => deps.onMailError?.(error));
  }

  /** Stores a new single-use token for the user (ending older ones) and answers its link. */
  async function newLink(user: repo.UserRow, purpose: repo.EmailTokenPurpose): Promise<string> {
    const now = clock.now();
    const token = newOpaqueToken();
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await repo.expireEmailTokens(t, user.id, purpose, now);
      await repo.insertEmailToken(t, {
        userId: user.id,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + lifetimeOf(purpose)),
      });
    });
    return linkFor(purpose, token);
  }

  const linkFor = (purpose: repo.EmailTokenPurpose, token: string) =>
    purpose === 'verify_email'
      ? `${deps.publicUrl}/verify-email?token=${token}`
      : `${deps.publicUrl}/reset-password?token=${token}`;

  /**
   * A mail is read by its recipient, who may not be the one asking (someone registering a taken
   * address, or requesting a reset): their own interface language when they chose one, else the
   * request's (docs/DECISIONS.md #41).
   */
  const readerT = (recipient: { locale: string | null }, requestLocale: string) =>
    i18n.t(
      recipient.locale && i18n.supported.includes(recipient.locale)
        ? recipient.locale
        : requestLocale,
    );

  /** The verification or reset mail with its link, in the reader's language, handed to the mailer. */
  function postLink(
    user: repo.LinkRecipient,
    purpose: repo.EmailTokenPurpose,
    link: string,
    requestLocale: string,
  ) {
    const t = readerT(user, requestLocale);
    const mail = purpose === 'verify_email' ? 'verify' : 'reset';
    post({
      kind: purpose === 'verify_email' ? 'verify-email' : 'reset-password',
      to: user.email,
      subject: t(`mail:${mail}.subject`),
      text: t(`mail:${mail}.text`, { name: user.fullName, link }),
      link,
    });
  }

  return {
    /** Mails the user a new verification or reset link. */
    async sendLink(
      user: repo.UserRow,
      purpose: repo.EmailTokenPurpose,
      requestLocale: string,
    ): Promise<void> {
      postLink(user, purpose, await newLink(user, purpose), requestLocale);
    },

    /**
     * Mails a new link to the active account at `email`, if there is one (an unverified one for
     * `verify_email`), and answers it; the work is the same when there is none.
     */
    async sendLinkToAddress(
      email: string,
      purpose: repo.EmailTokenPurpose,
      requestLocale: string,
    ): Promise<repo.LinkRecipient | undefined> {
      const now = clock.now();
      const token = newOpaqueToken();
      const recipient = await repo.issueEmailTokenByAddress(db, {
        emailNormalized: email,
        unverifiedOnly: purpose === 'verify_email',
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + lifetimeOf(purpose)),
        now,
      });
      if (recipient) postLink(recipient, purpose, linkFor(purpose, token), requestLocale);
      return recipient;
    },

    /**
     * Tells the owner of an address that someone tried to register it: how to sign in, and a
     * reset link (a real one for an active account, the request page otherwise).
     */
    async sendAccountExists(user: repo.UserRow, requestLocale: string): Promise<void> {
      const resetLink =
        user.status === 'active'
          ? await newLink(user, 'reset_password')
          : `${deps.publicUrl}/forgot-password`;
      const signInLink = `${deps.publicUrl}/login`;
      const t = readerT(user, requestLocale);
      post({
        kind: 'account-exists',
        to: user.email,
        subject: t('mail:accountExists.subject'),
        text: t('mail:accountExists.text', { name: user.fullName, signInLink, resetLink }),
        link: resetLink,
      });
    },
  };
}
export type EmailLinks = ReturnType<typeof createEmailLinks>;
