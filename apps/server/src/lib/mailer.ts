import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about, written to the log by the outbox. */
  link?: string;
  kind: string;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Without SMTP, mail lands as JSON files in DATA_DIR/outbox and its link is logged, so a new
 * user can verify an account with no mail server at all.
 */
export function createOutboxMailer(outboxDir: string, log: (line: string) => void): Mailer {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.kind}-${Math.random().toString(36).slice(2, 8)}.json`;
      await writeFile(
        path.join(outboxDir, name),
        JSON.stringify({ ...message, sent_at: new Date().toISOString() }, null, 2),
        {
          mode: 0o600,
        },
      );
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
