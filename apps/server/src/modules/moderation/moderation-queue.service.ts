import {
  MODERATION_CLAIM_MINUTES,
  MODERATION_MESSAGES,
  type ModerationApproveBody,
  type ModerationItemDetail,
  type ModerationItemSummary,
  type ModerationKind,
  type ModerationPendingPage,
  type ModerationPendingQuery,
  type ReportSubject,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { writeAudit } from '../audit';
import {
  fullNamesOf,
  mutedUntilOf,
  muteUntil,
  userById,
  type AccountStanding,
  type Standing,
} from '../auth';
import {
  countPendingReviews,
  flaggedCountOf,
  pendingReviews,
  reviewOf,
  type PlayReviews,
} from '../fair-play';
import type { DisputeDecision, DisputeDecisions, DisputeRow } from '../disputes';
import { resetRoomName, roomForModeration } from '../games';
import type { GroupChat, ModeratedMessages } from '../messages';
import type { NotificationsService } from '../notifications';
import { answerTimingsOf } from '../quiz';
import { inTransaction } from '../scoring';
import { groupForModeration, resetGroupName } from '../study-groups';
import type { PublicationRequest, SetPublication } from '../question-sets';
import * as repo from './moderation.repo';

/** The reason a publication request carries in the queue's list. */
export const SET_PUBLICATION_REASON = 'publication_request';

/** Who decides, for the audit row. */
export type Moderator = { id: string; ip: string | null };

type Located =
  | { kind: 'report'; report: repo.ReportRow }
  | { kind: 'flagged_session'; review: NonNullable<Awaited<ReturnType<typeof reviewOf>>> }
  | { kind: 'answer_dispute'; dispute: DisputeRow }
  | { kind: 'set_publication'; request: PublicationRequest };

const CLAIM_MS = MODERATION_CLAIM_MINUTES * 60_000;
/** The reports whose content `remove_content` removes: a message, or a group's or room's name. */
const REMOVABLE = new Set(['message', 'study_group', 'room']);

/** A reported group's or room's name as it was when reported (its snapshot keeps it). */
function reportedNameOf(report: repo.ReportRow): string | null {
  if (report.subjectType !== 'study_group' && report.subjectType !== 'room') return null;
  const { name } = report.snapshot as { name?: unknown };
  return typeof name === 'string' ? name : '';
}
const HISTORY_DECISIONS = 10;
const THREAD_EACH_SIDE = 5;

type FastCorrect = { position: number; timeMs: number; floorMs: number };

/**
 * The one moderation queue (docs/ARCHITECTURE.md, Moderation queue): reports people filed,
 * sessions the fast-answer rule flagged, disputed questions (one item per question, by its
 * oldest open dispute) and educators' requests to publish a question set, read from the tables
 * that hold them, each item by its own id. Moderators claim an item before deciding it, so several can work at once; a decision
 * (uphold with actions, or dismiss) commits with its effects, its record, the reporter's
 * notification and its audit row in one transaction.
 */
export function createModerationQueue(deps: {
  db: Db;
  clock: Clock;
  standing: Pick<AccountStanding, 'changeIn'>;
  announceUser: (userId: string) => Promise<void>;
  playReviews: Pick<PlayReviews, 'decide'>;
  messages: Pick<ModeratedMessages, 'threadAround' | 'remove'>;
  /** A study group's chat carries the group's name, so a reset name reaches it too. */
  groupChat: Pick<GroupChat, 'rename'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Answer disputes: their items, details and decisions (the disputes module). */
  disputes: DisputeDecisions;
  /** Requests to list a question set, and their decision (the question-sets module's). */
  setPublication: Pick<
    SetPublication,
    'pending' | 'count' | 'find' | 'detail' | 'decide' | 'changed'
  >;
}) {
  const { db, clock } = deps;

  async function locate(id: string): Promise<Located> {
    const report = await repo.findReport(db, id);
    if (report) return { kind: 'report', report };
    const review = await reviewOf(db, id);
    if (review) return { kind: 'flagged_session', review };
    const dispute = await deps.disputes.find(id);
    if (dispute) return { kind: 'answer_dispute', dispute };
    const request = await deps.setPublication.find(id);
    if (request) return { kind: 'set_publication', request };
    throw AppError.notFound('Moderation item not found');
  }

  /** What every source's item has: its id, when it came in, whom it is about, its state. */
  const factsOf = (item: Located) => {
    if (item.kind === 'report') {
      const { id, createdAt, subjectUserId, status } = item.report;
      return { id, created: createdAt, subject: subjectUserId, status };
    }
    if (item.kind === 'flagged_session') {
      const { sessionId, createdAt, userId, status } = item.review;
      return { id: sessionId, created: createdAt, subject: userId, status };
    }
    // A disputed question is about no person: its disputers are like reporters.
    if (item.kind === 'answer_dispute') {
      const { id, createdAt, status } = item.dispute;
      return { id, created: createdAt, subject: null, status };
    }
    const { id, requestedAt, ownerId, status } = item.request;
    return { id, created: requestedAt, subject: ownerId, status };
  };
  const idOf = (item: Located) => factsOf(item).id;
  const subjectOf = (item: Located): string | null => factsOf(item).subject;
  const statusOf = (item: Located): ModerationItemDetail['status'] => {
    const { status } = factsOf(item);
    if (status === 'pending' || status === 'open') return 'pending';
    return status === 'resolved' ||
      status === 'confirmed' ||
      status === 'approved' ||
      status === 'upheld'
      ? 'upheld'
      : 'dismissed';
  };

  function claimDto(claim: repo.ClaimRow | undefined, names: Map<string, string>, me: string) {
    if (!claim) return null;
    return {
      moderator: names.has(claim.moderatorId)
        ? { id: claim.moderatorId, name: names.get(claim.moderatorId)! }
        : null,
      expires_at: claim.expiresAt.toISOString(),
      mine: claim.moderatorId === me,
    };
  }

  const person = (id: string | null, names: Map<string, string>) =>
    id && names.has(id) ? { id, name: names.get(id)! } : null;

  function summaryOf(
    item: Located,
    claim: repo.ClaimRow | undefined,
    names: Map<string, string>,
    me: string,
    question: ModerationItemSummary['question'] = null,
  ): ModerationItemSummary {
    const subject = person(subjectOf(item), names);
    const claimed = claimDto(claim, names, me);
    if (item.kind === 'report')
      return {
        id: item.report.id,
        kind: 'report',
        created_at: item.report.createdAt.toISOString(),
        subject,
        reason: item.report.reason,
        subject_type: item.report.subjectType as ReportSubject,
        reported_name: reportedNameOf(item.report),
        question: null,
        claim: claimed,
      };
    if (item.kind === 'answer_dispute')
      return {
        id: item.dispute.id,
        kind: 'answer_dispute',
        created_at: item.dispute.createdAt.toISOString(),
        subject: null,
        reason: 'answer_dispute',
        subject_type: null,
        reported_name: null,
        question,
        claim: claimed,
      };
    if (item.kind === 'set_publication')
      return {
        id: item.request.id,
        kind: 'set_publication',
        created_at: item.request.requestedAt.toISOString(),
        subject,
        reason: SET_PUBLICATION_REASON,
        subject_type: null,
        reported_name: item.request.setName,
        question: null,
        claim: claimed,
      };
    return {
      id: item.review.sessionId,
      kind: 'flagged_session',
      created_at: item.review.createdAt.toISOString(),
      subject,
      reason: item.review.reason,
      subject_type: null,
      reported_name: null,
      question: null,
      claim: claimed,
    };
  }

  /**
   * A reported group or room as it is now, its owner (or host) by id; the context a moderator
   * weighs the reported name in. Null for any other report.
   */
  async function namedNow(report: repo.ReportRow) {
    const common = { reported_name: reportedNameOf(report) ?? '' };
    if (report.subjectGroupId) {
      const group = await groupForModeration(db, report.subjectGroupId);
      return {
        ...common,
        type: 'study_group' as const,
        id: report.subjectGroupId,
        current_name: group?.name ?? null,
        ownerId: group ? group.ownerId : report.subjectUserId,
        member_count: group?.memberCount ?? null,
        description: group?.description ?? null,
        status: null,
      };
    }
    if (report.subjectGameId) {
      const room = await roomForModeration(db, report.subjectGameId);
      return {
        ...common,
        type: 'room' as const,
        id: report.subjectGameId,
        current_name: room?.name ?? null,
        ownerId: room ? room.hostId : report.subjectUserId,
        member_count: null,
        description: null,
        status: (room?.status ?? null) as NonNullable<ModerationItemDetail['named']>['status'],
      };
    }
    return null;
  }

  /** Takes the claim for this moderator, or says whose it is. */
  async function takeClaim(id: string, moderatorId: string) {
    const now = clock.now();
    const taken = await repo.claim(db, id, moderatorId, now, new Date(now.getTime() + CLAIM_MS));
    if (!taken.won) throw AppError.conflict('ITEM_CLAIMED', MODERATION_MESSAGES.claimedByOther);
    return taken.claim;
  }

  /** The sanction on the person, inside the decision's transaction; answers what to announce. */
  async function sanction(
    tx: Db,
    subjectId: string,
    body: ModerationApproveBody,
    moderator: Moderator,
  ): Promise<string[]> {
    if (!body.sanction) return [];
    const until = body.until ? new Date(body.until) : undefined;
    if (body.sanction === 'warn' || body.sanction === 'mute') {
      if (body.sanction === 'mute') await muteUntil(tx, subjectId, until!);
      await deps.notifications.notify(tx, {
        userId: subjectId,
        kind: 'moderation_notice',
        data: {
          action: body.sanction === 'warn' ? 'warned' : 'muted',
          reason: body.reason,
          until: until?.toISOString() ?? null,
          points: null,
        },
      });
      return [body.sanction];
    }
    const standing: Standing =
      body.sanction === 'suspend'
        ? { status: 'suspended', until: until!, reason: body.reason }
        : { status: 'banned', reason: body.reason };
    await deps.standing.changeIn(tx, subjectId, { standing }, { ...moderator, source: 'admin' });
    return [body.sanction];
  }

  /**
   * A reported group's or room's name removed: the neutral name, in the decision's transaction,
   * and the owner (or host) told. Answers the audit's before and after and the work to do after
   * the commit, or null when the group or room is gone.
   */
  async function resetName(tx: Db, report: repo.ReportRow, reason: string) {
    let after: string;
    let afterCommit = async () => {};
    if (report.subjectGroupId) {
      const reset = await resetGroupName(tx, deps.groupChat, report.subjectGroupId, clock.now());
      if (!reset.renamed) return null;
      after = reset.name;
      afterCommit = async () => reset.afterCommit();
    } else if (report.subjectGameId) {
      const reset = await resetRoomName(tx, report.subjectGameId);
      if (!reset.renamed) return null;
      after = reset.name;
    } else return null;
    if (report.subjectUserId)
      await deps.notifications.notify(tx, {
        userId: report.subjectUserId,
        kind: 'moderation_notice',
        data: {
          action: report.subjectGroupId ? 'group_renamed' : 'room_renamed',
          reason,
          until: null,
          points: null,
        },
      });
    const audit = {
      type: report.subjectType,
      id: report.subjectGroupId ?? report.subjectGameId,
      before: reportedNameOf(report),
      after,
    };
    return { audit, afterCommit };
  }

  async function record(
    tx: Db,
    item: Located,
    moderator: Moderator,
    outcome: 'upheld' | 'dismissed',
    actions: string[],
    reason: string,
    extra: Record<string, unknown> | null = null,
  ) {
    const id = idOf(item);
    const subjectUserId = subjectOf(item);
    await repo.insertDecision(tx, {
      itemId: id,
      kind: item.kind,
      subjectUserId,
      moderatorId: moderator.id,
      outcome,
      actions,
      reason,
      decidedAt: clock.now(),
    });
    await repo.releaseClaim(tx, id);
    await writeAudit(tx, {
      event: 'moderation_decided',
      userId: subjectUserId,
      actorId: moderator.id,
      ip: moderator.ip,
      detail: {
        item_id: id,
        kind: item.kind,
        outcome,
        actions,
        reason,
        ...extra,
      },
    });
    if (item.kind === 'report' && item.report.reporterId)
      await deps.notifications.notify(tx, {
        userId: item.report.reporterId,
        kind: 'report_resolved',
        data: {
          report_id: item.report.id,
          subject_type: item.report.subjectType as ReportSubject,
          outcome: outcome === 'upheld' ? 'action_taken' : 'no_action',
        },
      });
  }

  /**
   * Nobody decides an item about themselves (clearing one's own flag, say), nor a question they
   * dispute themselves (upholding it could pay them).
   */
  async function notOwnItem(item: Located, moderator: Moderator) {
    if (subjectOf(item) === moderator.id) throw AppError.forbidden(MODERATION_MESSAGES.ownItem);
    if (
      item.kind === 'answer_dispute' &&
      (await deps.disputes.openOf(item.dispute)).some((row) => row.userId === moderator.id)
    )
      throw AppError.forbidden(MODERATION_MESSAGES.ownItem);
  }

  /** A dispute decision's record: the disputes it resolved and, upheld, the key it corrected. */
  const disputeRecord = (decision: DisputeDecision) => ({
    question_id: decision.questionId,
    disputes: decision.disputes.map((row) => row.id),
    ...(decision.key ? { key: decision.key } : {}),
  });

  /** Suspending or banning staff is an admin's call, made from the users section. */
  async function mayTakeStanding(item: Located, body: ModerationApproveBody, moderator: Moderator) {
    if (body.sanction !== 'suspend' && body.sanction !== 'ban') return;
    const subjectId = subjectOf(item);
    const [subject, acting] = [
      subjectId ? await userById(db, subjectId) : undefined,
      await userById(db, moderator.id),
    ];
    if (subject && subject.role !== 'user' && acting?.role !== 'admin')
      throw AppError.validation('body.sanction', MODERATION_MESSAGES.staffSanction);
  }

  function checkApproval(item: Located, body: ModerationApproveBody) {
    // Approving a publication lists the set; acting on its author is another item's business.
    if (item.kind === 'set_publication' && (body.remove_content || body.sanction))
      throw AppError.validation(
        body.sanction ? 'body.sanction' : 'body.remove_content',
        MODERATION_MESSAGES.notForKind,
      );
    if (body.remove_content && !(item.kind === 'report' && REMOVABLE.has(item.report.subjectType)))
      throw AppError.validation('body.remove_content', MODERATION_MESSAGES.notForKind);
    if (body.correction && item.kind !== 'answer_dispute')
      throw AppError.validation('body.correction', MODERATION_MESSAGES.notForKind);
    if (body.sanction && !subjectOf(item))
      throw AppError.validation('body.sanction', MODERATION_MESSAGES.notForKind);
    if (body.until && new Date(body.until) <= clock.now())
      throw AppError.validation('body.until', MODERATION_MESSAGES.untilInPast);
  }

  const decided = () => AppError.conflict('ITEM_DECIDED', MODERATION_MESSAGES.decided);

  return {
    /** `GET /api/admin/moderation/pending`: the oldest pending items of every source, merged. */
    async pending(
      query: ModerationPendingQuery,
      moderatorId: string,
    ): Promise<ModerationPendingPage> {
      const wants = (kind: ModerationKind) => !query.kind || query.kind === kind;
      const items: Located[] = [
        ...(wants('report')
          ? (await repo.pendingReports(db, { limit: query.limit, offset: 0 })).map(
              (report) => ({ kind: 'report', report }) as const,
            )
          : []),
        ...(wants('flagged_session')
          ? await Promise.all(
              (await pendingReviews(db, query.limit)).map(async (pending) => ({
                kind: 'flagged_session' as const,
                review: (await reviewOf(db, pending.sessionId))!,
              })),
            )
          : []),
        ...(wants('set_publication')
          ? (await deps.setPublication.pending(query.limit)).map(
              (request) => ({ kind: 'set_publication', request }) as const,
            )
          : []),
      ];
      const questions = new Map<string, NonNullable<ModerationItemSummary['question']>>();
      if (wants('answer_dispute'))
        for (const { dispute, open, questionText } of await deps.disputes.pending(query.limit)) {
          items.push({ kind: 'answer_dispute', dispute });
          questions.set(dispute.id, {
            id: dispute.questionId,
            text: questionText,
            open_disputes: open,
          });
        }
      const created = (item: Located) => factsOf(item).created.getTime();
      const page = items.sort((a, b) => created(a) - created(b)).slice(0, query.limit);
      const ids = page.map(idOf);
      const claims = await repo.claimsOf(db, ids, clock.now());
      const people = new Set<string>();
      for (const item of page) if (subjectOf(item)) people.add(subjectOf(item)!);
      for (const claim of claims.values()) people.add(claim.moderatorId);
      const names = await fullNamesOf(db, [...people]);
      return {
        items: page.map((item, index) =>
          summaryOf(
            item,
            claims.get(ids[index]!),
            names,
            moderatorId,
            questions.get(ids[index]!) ?? null,
          ),
        ),
        counts: {
          report: await repo.countPendingReports(db),
          flagged_session: await countPendingReviews(db),
          answer_dispute: await deps.disputes.count(),
          set_publication: await deps.setPublication.count(),
        },
      };
    },

    /** `GET /api/admin/moderation/{id}`: the item with its content, context and the person's record. */
    async get(id: string, moderatorId: string): Promise<ModerationItemDetail> {
      const item = await locate(id);
      const subjectId = subjectOf(item);
      const claims = await repo.claimsOf(db, [id], clock.now());
      const thread =
        item.kind === 'report' && item.report.subjectMessageId
          ? await deps.messages.threadAround(item.report.subjectMessageId, THREAD_EACH_SIDE)
          : undefined;
      const named = item.kind === 'report' ? await namedNow(item.report) : null;
      const people = new Set<string>();
      if (subjectId) people.add(subjectId);
      if (named?.ownerId) people.add(named.ownerId);
      if (item.kind === 'report' && item.report.reporterId) people.add(item.report.reporterId);
      for (const claim of claims.values()) people.add(claim.moderatorId);
      for (const line of thread ?? []) if (line.senderId) people.add(line.senderId);
      const names = await fullNamesOf(db, [...people]);

      let session: ModerationItemDetail['session'] = null;
      if (item.kind === 'flagged_session') {
        const timings = await answerTimingsOf(db, id);
        const evidence = item.review.evidence as { fast_correct?: FastCorrect[] };
        const fast = new Map((evidence.fast_correct ?? []).map((entry) => [entry.position, entry]));
        session = {
          id,
          topic: timings?.topic ?? '',
          points: item.review.points,
          completed_at: item.review.completedAt?.toISOString() ?? null,
          // The rule numbers answers from 1 in play order, as their positions are.
          answers: (timings?.answers ?? []).map((answer) => {
            const flagged = fast.get(answer.position);
            return {
              index: answer.position,
              time_ms: answer.timeMs,
              correct: answer.correct,
              floor_ms: flagged?.floorMs ?? null,
              implausible: flagged !== undefined && answer.timeMs < flagged.floorMs,
            };
          }),
        };
      }

      const dispute =
        item.kind === 'answer_dispute' ? await deps.disputes.detail(item.dispute) : null;
      const question = dispute && {
        id: dispute.question.id,
        text: dispute.question.text,
        open_disputes: dispute.open_disputes.length,
      };

      let history: ModerationItemDetail['history'] = null;
      if (subjectId) {
        const account = await userById(db, subjectId);
        const decisions = await repo.decisionsAbout(db, subjectId, HISTORY_DECISIONS);
        history = {
          status: account?.status ?? 'erased',
          muted_until: (await mutedUntilOf(db, subjectId, clock.now()))?.toISOString() ?? null,
          reports_about: await repo.reportsAboutCount(db, subjectId),
          flagged_sessions: await flaggedCountOf(db, subjectId),
          decisions: decisions.map((decision) => ({
            kind: decision.kind as ModerationKind,
            outcome: decision.outcome as 'upheld' | 'dismissed',
            actions: decision.actions,
            reason: decision.reason,
            decided_at: decision.decidedAt.toISOString(),
          })),
        };
      }

      const questionSet =
        item.kind === 'set_publication' ? await deps.setPublication.detail(item.request) : null;

      return {
        ...summaryOf(item, claims.get(id), names, moderatorId, question),
        status: statusOf(item),
        question_set: questionSet,
        report:
          item.kind === 'report'
            ? {
                reporter: person(item.report.reporterId, names),
                details: item.report.details,
                snapshot: item.report.snapshot as Record<string, unknown>,
              }
            : null,
        thread:
          thread?.map((line) => ({
            id: line.id,
            sender: person(line.senderId, names),
            content: line.removed ? null : line.content,
            created_at: line.createdAt.toISOString(),
            reported: line.id === (item.kind === 'report' ? item.report.subjectMessageId : null),
          })) ?? null,
        named: named && {
          type: named.type,
          id: named.id,
          reported_name: named.reported_name,
          current_name: named.current_name,
          owner: person(named.ownerId, names),
          member_count: named.member_count,
          description: named.description,
          status: named.status,
        },
        session,
        dispute,
        history,
      };
    },

    /** `POST /api/admin/moderation/{id}/claim`: this moderator works on it for a while. */
    async claim(id: string, moderatorId: string) {
      const item = await locate(id);
      if (statusOf(item) !== 'pending') throw decided();
      const claim = await takeClaim(id, moderatorId);
      const names = await fullNamesOf(db, [moderatorId]);
      return { claim: claimDto(claim, names, moderatorId)! };
    },

    /** `POST /api/admin/moderation/{id}/approve`: upholds the item with its actions. */
    async approve(id: string, body: ModerationApproveBody, moderator: Moderator) {
      const item = await locate(id);
      if (statusOf(item) !== 'pending') throw decided();
      await notOwnItem(item, moderator);
      checkApproval(item, body);
      if (item.kind === 'answer_dispute') await deps.disputes.check(item.dispute, body.correction);
      await mayTakeStanding(item, body, moderator);
      await takeClaim(id, moderator.id);
      if (item.kind === 'answer_dispute') {
        const actions = ['correct_answer'];
        const rescored = await deps.disputes.uphold(
          item.dispute,
          { note: body.reason, correction: body.correction },
          moderator.id,
          (tx, decision) =>
            record(tx, item, moderator, 'upheld', actions, body.reason, disputeRecord(decision)),
        );
        return { id, status: 'upheld' as const, actions, rescored };
      }
      const subjectId = subjectOf(item);
      const afterCommit: (() => Promise<void>)[] = [];
      let actions: string[] = [];

      if (item.kind === 'report') {
        await inTransaction(db, async (tx) => {
          const report = await repo.lockReport(tx, id);
          if (report?.status !== 'pending') throw decided();
          await repo.resolveReport(tx, id, 'resolved', clock.now(), moderator.id);
          if (body.remove_content && report.subjectMessageId) {
            const removal = await deps.messages.remove(tx, report.subjectMessageId, clock.now());
            if (removal.removed) {
              actions.push('remove_content');
              afterCommit.push(removal.afterCommit);
              if (subjectId)
                await deps.notifications.notify(tx, {
                  userId: subjectId,
                  kind: 'moderation_notice',
                  data: {
                    action: 'content_removed',
                    reason: body.reason,
                    until: null,
                    points: null,
                  },
                });
            }
          }
          let renamed: Record<string, unknown> | null = null;
          if (body.remove_content && (report.subjectGroupId || report.subjectGameId)) {
            const reset = await resetName(tx, report, body.reason);
            if (reset) {
              actions.push('remove_content');
              afterCommit.push(reset.afterCommit);
              renamed = reset.audit;
            }
          }
          if (subjectId) actions.push(...(await sanction(tx, subjectId, body, moderator)));
          await record(
            tx,
            item,
            moderator,
            'upheld',
            actions,
            body.reason,
            renamed ? { renamed } : null,
          );
        });
      } else if (item.kind === 'set_publication') {
        await inTransaction(db, async (tx) => {
          await deps.setPublication.decide(tx, id, {
            outcome: 'approved',
            note: body.reason,
            moderatorId: moderator.id,
          });
          actions = ['list_set'];
          await record(tx, item, moderator, 'upheld', actions, body.reason);
        });
        afterCommit.push(async () => deps.setPublication.changed());
      } else if (item.kind === 'flagged_session') {
        await deps.playReviews.decide(id, 'confirm', moderator.id, async (tx, outcome) => {
          actions = ['confirm_flag'];
          if (outcome.voided > 0)
            await deps.notifications.notify(tx, {
              userId: outcome.userId,
              kind: 'moderation_notice',
              data: {
                action: 'points_voided',
                reason: body.reason,
                until: null,
                points: outcome.voided,
              },
            });
          actions.push(...(await sanction(tx, outcome.userId, body, moderator)));
          await record(tx, item, moderator, 'upheld', actions, body.reason);
        });
      }
      // The person's cached sessions learn of the mute or the new standing.
      if (subjectId && body.sanction && body.sanction !== 'warn')
        await deps.announceUser(subjectId);
      for (const work of afterCommit) await work();
      return { id, status: 'upheld' as const, actions };
    },

    /** `POST /api/admin/moderation/{id}/reject`: dismisses a report, clears a flag. */
    async reject(id: string, reason: string, moderator: Moderator) {
      const item = await locate(id);
      if (statusOf(item) !== 'pending') throw decided();
      await notOwnItem(item, moderator);
      await takeClaim(id, moderator.id);
      if (item.kind === 'answer_dispute') {
        await deps.disputes.reject(item.dispute, reason, moderator.id, (tx, decision) =>
          record(tx, item, moderator, 'dismissed', [], reason, disputeRecord(decision)),
        );
        return { id, status: 'dismissed' as const, actions: [] };
      }
      if (item.kind === 'report') {
        await inTransaction(db, async (tx) => {
          const report = await repo.lockReport(tx, id);
          if (report?.status !== 'pending') throw decided();
          await repo.resolveReport(tx, id, 'dismissed', clock.now(), moderator.id);
          await record(tx, item, moderator, 'dismissed', [], reason);
        });
        return { id, status: 'dismissed' as const, actions: [] };
      }
      if (item.kind === 'set_publication') {
        await inTransaction(db, async (tx) => {
          await deps.setPublication.decide(tx, id, {
            outcome: 'rejected',
            note: reason,
            moderatorId: moderator.id,
          });
          await record(tx, item, moderator, 'dismissed', ['refuse_listing'], reason);
        });
        deps.setPublication.changed();
        return { id, status: 'dismissed' as const, actions: ['refuse_listing'] };
      }
      await deps.playReviews.decide(id, 'clear', moderator.id, (tx) =>
        record(tx, item, moderator, 'dismissed', ['clear_flag'], reason),
      );
      return { id, status: 'dismissed' as const, actions: ['clear_flag'] };
    },
  };
}
export type ModerationQueue = ReturnType<typeof createModerationQueue>;
