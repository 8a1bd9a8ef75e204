import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { ConfigError, type AppConfig } from '../config';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about, written to the log by the outbox. */
  link?: string;
  kind: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on notification mail, RFC 8058). */
  headers?: Record<string, string>;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Without SMTP in development, mail lands as JSON files in DATA_DIR/outbox and its link is
 * logged, so a new user can verify an account with no mail server at all. Never in production:
 * a link in a log is a key to an account for whoever reads the log.
 */
export function createOutboxMailer(outboxDir: string, log: (line: string) => void): Mailer {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.kind}-${Math.random().toString(36).slice(2, 8)}.json`;
      // Written aside, then renamed: whoever reads the outbox never sees half a mail.
      const partial = path.join(outboxDir, `.partial-${randomUUID()}`);
      await writeFile(
        partial,
        JSON.stringify({ ...message, sent_at: new Date().toISOString() }, null, 2),
        { mode: 0o600 },
      );
      await rename(partial, path.join(outboxDir, name));
      log(
        `mail to ${message.to} (${message.kind}) written to the outbox${message.link ? `: ${message.link}` : ''}`,
      );
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}

/** Collects mail in memory: the fake for tests, where mail is the external part. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/** Drops every mail, logging nothing about it (MAIL_DISABLED=true). */
export function createDisabledMailer(): Mailer {
  return {
    async send() {},
  };
}

/**
 * The mailer the configuration asks for: SMTP; dropped mail (MAIL_DISABLED, said once, here);
 * or, outside production only, the outbox.
 */
export function createConfiguredMailer(
  config: Pick<AppConfig, 'env' | 'smtpUrl' | 'mailDisabled' | 'mailFrom' | 'dataDir'>,
  log: { info(line: string): void; warn(line: string): void },
): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  if (config.mailDisabled) {
    log.warn(
      'Mail is disabled (MAIL_DISABLED=true): verification and password-reset mail is dropped, so new accounts cannot verify their email and nobody can reset a password. Set SMTP_URL to send it.',
    );
    return createDisabledMailer();
  }
  if (config.env === 'production') {
    throw new ConfigError([{ variable: 'SMTP_URL', message: 'is required in production' }]);
  }
  return createOutboxMailer(path.join(config.dataDir, 'outbox'), (line) => log.info(line));
}
