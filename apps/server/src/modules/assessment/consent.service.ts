import {
  ASSESSMENT_MESSAGES,
  shortName,
  type ParentalConsent,
  type ParentConsentView,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ServerI18n } from '../../lib/i18n';
import type { Mailer } from '../../lib/mailer';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import { writeAudit } from '../audit';
import { normalizeEmail } from '../auth';
import type { Player } from './assessment.service';
import * as repo from './assessment.repo';
import { needsConsent } from './eligibility';

/** A parent is asked again at most this often, so the form cannot be used to flood a mailbox. */
export const CONSENT_RESEND_MS = 5 * 60 * 1000;

export type ConsentServiceDeps = {
  db: Db;
  clock: Clock;
  i18n: ServerI18n;
  mailer: Mailer;
  publicUrl: string;
  onMailError?: (error: unknown) => void;
};

type Status = ParentalConsent['status'] & string;
type Decision = 'grant' | 'refuse' | 'withdraw';
const STATUS_OF: Record<Decision, 'granted' | 'refused' | 'withdrawn'> = {
  grant: 'granted',
  refuse: 'refused',
  withdraw: 'withdrawn',
};

const sameAddress = (a: string, b: string) => normalizeEmail(a) === normalizeEmail(b);

/** 'ada@example.com' -> 'a***@example.com': enough for the player to recognise it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * A parent's consent for a player under 16 (docs/PRIVACY.md): the player names a parent's
 * address, the parent's link shows what is collected and takes their decision, and the same link
 * withdraws it later, which hides the results. Every step is written to the audit log.
 */
export function createConsentService(deps: ConsentServiceDeps) {
  const { db, clock, i18n, mailer } = deps;

  async function viewFor(player: Player): Promise<ParentalConsent> {
    const row = await repo.findConsent(db, player.id);
    return {
      required: needsConsent(player.birthYear, clock.now()),
      status: (row?.status as Status | undefined) ?? null,
      parent_email: row ? maskEmail(row.parentEmail) : null,
      requested_at: row?.requestedAt.toISOString() ?? null,
      decided_at: row?.decidedAt?.toISOString() ?? null,
    };
  }

  async function byToken(token: string) {
    const found = await repo.findConsentByTokenHash(db, hashOpaqueToken(token));
    if (!found) throw AppError.notFound(ASSESSMENT_MESSAGES.consentInvalidLink);
    return found;
  }

  return {
    view: viewFor,

    /** Mails the parent a link; a new request replaces the last (its link stops working). */
    async request(
      player: Player & { fullName: string; email: string },
      parentEmail: string,
      lang: string,
      ip: string | null,
    ): Promise<ParentalConsent> {
      const now = clock.now();
      if (!needsConsent(player.birthYear, now))
        throw AppError.conflict('CONFLICT', ASSESSMENT_MESSAGES.consentNotRequired);
      if (sameAddress(parentEmail, player.email))
        throw AppError.validation('body.parent_email', ASSESSMENT_MESSAGES.consentOwnEmail);
      const last = await repo.findConsent(db, player.id);
      if (last?.status === 'granted')
        throw AppError.conflict('CONFLICT', ASSESSMENT_MESSAGES.consentAlreadyGranted);
      // A parent's answer stands: the child may ask that parent again, never someone else.
      if (
        (last?.status === 'refused' || last?.status === 'withdrawn') &&
        !sameAddress(parentEmail, last.parentEmail)
      )
        throw new AppError(409, 'CONFLICT', ASSESSMENT_MESSAGES.consentSameParent, {
          details: [{ field: 'body.parent_email', message: ASSESSMENT_MESSAGES.consentSameParent }],
        });
      if (last && now.getTime() - last.requestedAt.getTime() < CONSENT_RESEND_MS)
        throw new AppError(429, 'RATE_LIMITED', ASSESSMENT_MESSAGES.consentTooSoon, {
          retryAfterSeconds: Math.ceil(
            (CONSENT_RESEND_MS - (now.getTime() - last.requestedAt.getTime())) / 1000,
          ),
        });
      const token = newOpaqueToken();
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await repo.putConsentRequest(t, {
          userId: player.id,
          parentEmail,
          tokenHash: hashOpaqueToken(token),
          requestedAt: now,
        });
        await writeAudit(t, {
          event: 'parental_consent_requested',
          userId: player.id,
          ip,
          detail: { parent_email: maskEmail(parentEmail) },
        });
      });
      const link = `${deps.publicUrl}/consent/parent?token=${token}`;
      const tr = i18n.t(lang);
      mailer
        .send({
          kind: 'parental-consent',
          to: parentEmail,
          subject: tr('personality:consentMail.subject' as never) as string,
          text: tr('personality:consentMail.text' as never, {
            childName: shortName(player.fullName),
            link,
          }) as string,
          link,
        })
        .catch((error: unknown) => deps.onMailError?.(error));
      return viewFor(player);
    },

    /** The player withdraws the consent themself: the same effect as the parent's withdrawal. */
    async withdrawByPlayer(player: Player, ip: string | null): Promise<ParentalConsent> {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const moved = await repo.moveConsent(t, player.id, {
          from: 'granted',
          to: 'withdrawn',
          at: clock.now(),
        });
        if (!moved) throw AppError.conflict('CONFLICT', ASSESSMENT_MESSAGES.consentNotGranted);
        await repo.clearShares(t, player.id);
        await writeAudit(t, {
          event: 'parental_consent_withdrawn',
          userId: player.id,
          ip,
          detail: { by: 'player' },
        });
      });
      return viewFor(player);
    },

    /** What the parent's link shows. */
    async parentView(token: string): Promise<ParentConsentView> {
      const { consent, childName } = await byToken(token);
      return {
        child_name: shortName(childName),
        status: consent.status as Status,
        requested_at: consent.requestedAt.toISOString(),
        decided_at: consent.decidedAt?.toISOString() ?? null,
      };
    },

    /**
     * The parent's decision. Grant and refuse answer a pending request (a decision already made
     * is changed only by withdrawing); withdraw ends a consent given.
     */
    async parentDecide(token: string, decision: Decision, ip: string | null) {
      const { consent } = await byToken(token);
      const status = STATUS_OF[decision];
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // Conditional on the state the decision answers and on this link still being the
        // current request, so a grant and a refusal sent together cannot both land.
        const moved = await repo.moveConsent(t, consent.userId, {
          from: decision === 'withdraw' ? 'granted' : 'pending',
          to: status,
          at: clock.now(),
          tokenHash: consent.tokenHash,
        });
        if (!moved) throw AppError.conflict('CONFLICT', ASSESSMENT_MESSAGES.consentDecided);
        if (status !== 'granted') await repo.clearShares(t, consent.userId);
        await writeAudit(t, {
          event: `parental_consent_${status}`,
          userId: consent.userId,
          ip,
          detail: { by: 'parent' },
        });
      });
      return this.parentView(token);
    },
  };
}
export type ConsentService = ReturnType<typeof createConsentService>;
