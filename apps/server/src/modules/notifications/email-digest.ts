import {
  MAIL_AT_ONCE_KINDS,
  EMAIL_DIGEST_DELAY_MINUTES,
  EMAIL_DIGEST_INTERVAL_MINUTES,
  type Notification,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ServerI18n } from '../../lib/i18n';
import type { LinkSigner } from '../../lib/link-signer';
import type { Mailer } from '../../lib/mailer';
import { inTransaction } from '../scoring';
import * as repo from './email-digest.repo';
import { toNotificationDto } from './notifications.dto';

/** The purpose an unsubscribe token is signed for. */
const UNSUBSCRIBE = 'notifications.unsubscribe';
/** A digest lists this many notifications, then says how many more. */
const DIGEST_LINES = 10;
/** Players mailed per round. */
const ROUND_SIZE = 50;

/** A token for the player's one-click unsubscribe link: their id and its signature. */
export function unsubscribeToken(links: LinkSigner, userId: string): string {
  return `${userId}.${links.sign(UNSUBSCRIBE, userId)}`;
}

/** The player an unsubscribe token names, or null when it is not one of ours. */
export function readUnsubscribeToken(links: LinkSigner, token: string): string | null {
  const [userId, signature, ...rest] = token.split('.');
  if (!userId || !signature || rest.length > 0) return null;
  return links.verify(UNSUBSCRIBE, userId, signature) ? userId : null;
}

/**
 * Email for notifications a player did not see in the app: a notification that wants email and
 * stays unread for EMAIL_DIGEST_DELAY_MINUTES goes out in a digest, at most one digest per
 * player every EMAIL_DIGEST_INTERVAL_MINUTES, each with a one-click unsubscribe (RFC 8058).
 * Each digest is claimed in a transaction (the player's slot and the notifications it carries),
 * so instances never mail the same one twice; the mail goes after the commit, so a failed send
 * loses that digest rather than repeating it.
 */
export function createEmailDigest(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  i18n: ServerI18n;
  links: LinkSigner;
  publicUrl: string;
  onError: (message: string, error: unknown) => void;
}) {
  const { db, clock, mailer, i18n, links, publicUrl } = deps;

  const render = (
    recipient: repo.DigestRecipient,
    notifications: Notification[],
    token: string,
  ) => {
    const t = i18n.t(recipient.locale ?? 'en');
    const lines = notifications.slice(0, DIGEST_LINES).map((n) => {
      const actor = n.actor?.name ?? '';
      switch (n.kind) {
        case 'message_received':
          return t('mail:digest.kinds.message_received', {
            actor,
            count: n.data.message_count,
            preview: n.data.preview,
          });
        case 'achievement_unlocked':
          return t('mail:digest.kinds.achievement_unlocked', { title: n.data.title });
        case 'level_up':
          return t('mail:digest.kinds.level_up', { level: n.data.level });
        case 'study_session_reminder':
        case 'study_session_started':
          return t(`mail:digest.kinds.${n.kind}`, {
            title: n.data.title,
            group: n.data.group_name,
          });
        case 'tournament_registration_open':
          return t('mail:digest.kinds.tournament_registration_open', {
            tournament: n.data.tournament_name,
          });
        case 'tournament_match_ready':
        case 'tournament_advanced':
        case 'tournament_eliminated':
          return t(`mail:digest.kinds.${n.kind}`, {
            tournament: n.data.tournament_name,
            round: n.data.round,
          });
        case 'tournament_prize':
          return t('mail:digest.kinds.tournament_prize', {
            tournament: n.data.tournament_name,
            place: n.data.place,
            points: n.data.points,
            count: n.data.points,
          });
        case 'tournament_cancelled':
          // A free tournament gives nothing back, so the line says nothing of a refund.
          return n.data.refund > 0
            ? t('mail:digest.kinds.tournament_cancelled_refund', {
                tournament: n.data.tournament_name,
                refund: n.data.refund,
                count: n.data.refund,
              })
            : t('mail:digest.kinds.tournament_cancelled', { tournament: n.data.tournament_name });
        case 'report_resolved':
          return t(`mail:digest.kinds.report_resolved_${n.data.outcome}`);
        case 'moderation_notice':
          return t(`mail:digest.kinds.moderation_${n.data.action}`, {
            reason: n.data.reason,
            until: n.data.until ?? '',
            points: n.data.points ?? 0,
            count: n.data.points ?? 0,
          });
        case 'question_set_reviewed':
          return t(`mail:digest.kinds.question_set_${n.data.outcome}`, {
            name: n.data.set_name,
            note: n.data.note,
            link: `${publicUrl}/sets/${n.data.set_id}`,
          });
        case 'data_export_ready':
          // A link to the profile, never to the file: the download is behind sign-in.
          return t('mail:digest.kinds.data_export_ready', {
            date: n.data.expires_at.slice(0, 10),
            link: `${publicUrl}/profile#your-data`,
          });
        case 'account_erasure_cancelled':
          return t('mail:digest.kinds.account_erasure_cancelled', {
            link: `${publicUrl}/profile#delete-account`,
          });
        case 'answer_corrected': {
          const change = n.data.points_change;
          const points = Math.abs(change);
          const way = change > 0 ? 'gained' : change < 0 ? 'lost' : 'same';
          return t(`mail:digest.kinds.answer_corrected_${way}`, {
            question: n.data.question_text,
            points,
            count: points,
          });
        }
        case 'dispute_resolved':
          return t(`mail:digest.kinds.dispute_resolved_${n.data.outcome}`, {
            question: n.data.question_text,
            note: n.data.note ?? '',
          });
        default:
          return t(`mail:digest.kinds.${n.kind}`, { actor });
      }
    });
    const more = notifications.length - lines.length;
    const unsubscribeLink = `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
    const text = [
      t('mail:digest.intro', { name: recipient.fullName }),
      '',
      ...lines.map((line) => `- ${line}`),
      ...(more > 0 ? [t('mail:digest.more', { count: more })] : []),
      '',
      t('mail:digest.outro', {
        link: `${publicUrl}/notifications`,
        minutes: EMAIL_DIGEST_DELAY_MINUTES,
        settingsLink: `${publicUrl}/settings/notifications`,
        unsubscribeLink,
      }),
    ].join('\n');
    return { subject: t('mail:digest.subject', { count: notifications.length }), text, lines };
  };

  const send = async (
    userId: string,
    recipient: repo.DigestRecipient,
    notifications: Notification[],
    subjectOf: (rendered: { subject: string; lines: string[] }) => string,
  ) => {
    const token = unsubscribeToken(links, userId);
    const rendered = render(recipient, notifications, token);
    await mailer.send({
      to: recipient.email,
      subject: subjectOf(rendered),
      text: rendered.text,
      kind: 'notification-digest',
      headers: {
        'List-Unsubscribe': `<${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  };

  /** Claims and mails one player's digest; answers whether a mail went. */
  const sendTo = async (userId: string): Promise<boolean> => {
    const now = clock.now();
    const unseenBefore = new Date(now.getTime() - EMAIL_DIGEST_DELAY_MINUTES * 60_000);
    const lastDigestBefore = new Date(now.getTime() - EMAIL_DIGEST_INTERVAL_MINUTES * 60_000);
    const claimed = await inTransaction(db, async (tx) => {
      if (!(await repo.claimDigest(tx, userId, now, lastDigestBefore))) return undefined;
      const recipient = await repo.recipientOf(tx, userId);
      const rows = await repo.takeDueNotifications(tx, userId, unseenBefore, now);
      return recipient && rows.length > 0 ? { recipient, rows } : undefined;
    });
    if (!claimed) return false;
    const year = now.getUTCFullYear();
    const notifications = claimed.rows
      .map((row) => toNotificationDto(row, year))
      .filter((n): n is Notification => n !== null);
    if (notifications.length === 0) return false;
    await send(userId, claimed.recipient, notifications, (rendered) => rendered.subject);
    return true;
  };

  return {
    /** Mails every digest that is due now; answers how many went. */
    async runOnce(): Promise<number> {
      const now = clock.now();
      const due = await repo.playersDue(
        db,
        {
          unseenBefore: new Date(now.getTime() - EMAIL_DIGEST_DELAY_MINUTES * 60_000),
          lastDigestBefore: new Date(now.getTime() - EMAIL_DIGEST_INTERVAL_MINUTES * 60_000),
        },
        ROUND_SIZE,
      );
      let sent = 0;
      for (const userId of due) {
        try {
          if (await sendTo(userId)) sent += 1;
        } catch (error) {
          deps.onError('a notification digest could not be sent', error);
        }
      }
      return sent;
    },

    /**
     * Mails one notification now, on its own, when its kind will not wait for the digest
     * (`MAIL_AT_ONCE_KINDS`) and the player wants it by email; it is then marked mailed, so the
     * digest leaves it out. Run by the outbox after the notification committed.
     */
    async mailNow(tx: Db, userId: string, notificationId: string): Promise<boolean> {
      if (!(await repo.mailable(tx, userId))) return false;
      const [row] = await repo.takeNotification(
        tx,
        userId,
        { id: notificationId, kinds: MAIL_AT_ONCE_KINDS },
        clock.now(),
      );
      const notification = row ? toNotificationDto(row, clock.now().getUTCFullYear()) : null;
      if (!notification) return false;
      const recipient = await repo.recipientOf(tx, userId);
      if (!recipient) return false;
      // The line itself is the subject: 'Reminder: … is coming up.'
      await send(userId, recipient, [notification], (rendered) => rendered.lines[0]!);
      return true;
    },

    /** Turns every notification email off for the player a valid token names. */
    async unsubscribe(token: string): Promise<boolean> {
      const userId = readUnsubscribeToken(links, token);
      return userId !== null && repo.disableEmail(db, userId, clock.now());
    },
  };
}
export type EmailDigest = ReturnType<typeof createEmailDigest>;
