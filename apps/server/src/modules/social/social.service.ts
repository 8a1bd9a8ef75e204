import {
  isPossibleMinor,
  pageCount,
  relationshipStatusOf,
  type BlockedUser,
  type Friend,
  type FriendRequest,
  type FriendRequestAudience,
  type MessageAudience,
  type Relationship,
  type RelationshipView,
  type SocialProfileBody,
  type SocialSettings,
  type SocialSettingsBody,
  type SocialUserResult,
  type User,
  type BrowseSort,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/outbox';
import type { AchievementsService } from '../achievements';
import type { Authenticated } from '../auth';
import { recordEarnedPoints, type EarnedPoints } from '../leaderboard';
import type { NotificationsService } from '../notifications';
import type { PresenceService } from '../presence';
import { inTransaction } from '../scoring';
import {
  friendsOnly,
  knownIdentity,
  toBlockedUser,
  toFriendRequest,
  toPlayerCard,
  toSocialUserResult,
} from './social.dto';
import type { SocialLimits } from './social.limits';
import { relationshipFrom, type SocialPolicy } from './social.policy';
import * as pairs from './relationships.repo';
import * as repo from './social.repo';

/** The most requests (each way) and blocks one list answers; older ones wait their turn. */
export const SOCIAL_LIST_CAP = 200;

/** Challenges each player won, by id; the challenges module will provide it. */
export type ChallengesWonSource = (userIds: string[]) => Promise<Map<string, number>>;

/** A user's visible online state changed (the presence service's `presence.changed`). */
export type PresenceChange = { userId: string; isOnline: boolean; lastSeen: string | null };

export type SocialDependencies = {
  db: Db;
  clock: Clock;
  policy: SocialPolicy;
  limits: SocialLimits;
  notifications: Pick<NotificationsService, 'notify' | 'publishToInbox'>;
  outbox: Pick<Outbox, 'poke'>;
  presence: Pick<PresenceService, 'statusesOf'>;
  /** The display name is the account's own: the auth module changes it. */
  profiles: { updateProfile(auth: Authenticated, body: { full_name: string }): Promise<User> };
  /** Evaluates the friends achievements inside the accepting transaction. */
  achievements?: Pick<AchievementsService, 'evaluateIn'>;
  /** Brings the cached leaderboards up to any achievement reward an accept paid. */
  leaderboard?: { publishAfter<T>(work: () => Promise<T>): Promise<T> };
  /**
   * Challenges won per friend. Until the challenges module exists nothing counts them, so the
   * default answers no one and every friend shows 0.
   */
  challengesWonOf?: ChallengesWonSource;
  /** Something after a commit failed (an inbox event); the change itself stands. */
  onError?: (message: string, error: unknown) => void;
};

type Change = {
  relationship: Relationship;
  /** Whether anything was written (a repeat of a done request writes nothing). */
  changed: boolean;
  /** Whether the transaction wrote outbox deliveries (notifications, unlocks). */
  wroteDeliveries: boolean;
};

const unchanged = (relationship: Relationship): Change => ({
  relationship,
  changed: false,
  wroteDeliveries: false,
});

/** The first birth year whose players may be under 16 this year (the one rule, searched). */
export function minorBirthYearFrom(currentYear: number): number {
  let year = currentYear - 120;
  while (!isPossibleMinor(year, currentYear)) year += 1;
  return year;
}

/**
 * Friends, requests, blocks, finding players and reach settings. Every change between two
 * players runs in one transaction under the pair's lock (`lockPair`), so crossing requests,
 * double clicks and a block racing an accept each see the other's outcome; notifications are
 * written in it, and each side's inbox hears its new relationship after the commit.
 */
export function createSocialService(deps: SocialDependencies) {
  const { db, clock, policy, limits, notifications, outbox, presence, achievements } = deps;
  const challengesWonOf: ChallengesWonSource =
    deps.challengesWonOf ?? (async () => new Map<string, number>());
  const onError = deps.onError ?? (() => {});
  const publishAfter =
    deps.leaderboard?.publishAfter ?? (<T>(work: () => Promise<T>): Promise<T> => work());
  const year = () => clock.now().getUTCFullYear();

  /** Tells both players where they now stand, each from their own side. */
  async function announce(a: string, b: string) {
    try {
      const [fromA, fromB] = await Promise.all([
        policy.relationshipBetween(db, a, b),
        policy.relationshipBetween(db, b, a),
      ]);
      notifications.publishToInbox(a, { type: 'relationship', user_id: b, relationship: fromA });
      notifications.publishToInbox(b, { type: 'relationship', user_id: a, relationship: fromB });
    } catch (error) {
      onError('could not announce a relationship change', error);
    }
  }

  /** Runs `work` under the pair's lock in one transaction, then pokes and announces. */
  async function change(
    caller: string,
    other: string,
    work: (tx: Db, at: Date) => Promise<Change>,
  ): Promise<Change> {
    const outcome = await publishAfter(() =>
      inTransaction(db, async (tx) => {
        await pairs.lockPair(tx, caller, other);
        return work(tx, clock.now());
      }),
    );
    if (outcome.wroteDeliveries) outbox.poke();
    if (outcome.changed) await announce(caller, other);
    return outcome;
  }

  /**
   * Makes `accepter` and `requester` friends inside `tx`: the requests go, both rows come, the
   * requester hears of it, and both players' friends achievements are evaluated (their rewards
   * recorded on the leaderboards last, as every paying transaction does). Answers whether it
   * wrote outbox deliveries.
   */
  async function befriend(tx: Db, accepter: string, requester: string, at: Date) {
    await repo.deleteRequestsBetween(tx, accepter, requester);
    await repo.insertFriendship(tx, accepter, requester, at);
    let wrote = await notifications.notify(tx, {
      userId: requester,
      kind: 'friend_request_accepted',
      actorId: accepter,
      data: {},
    });
    if (achievements) {
      const earned: EarnedPoints[] = [];
      // In id order, so two accepts that share a player take that player's rows in one order.
      for (const userId of [accepter, requester].sort()) {
        const evaluation = await achievements.evaluateIn(tx, userId, at);
        earned.push(...evaluation.earned);
        wrote = evaluation.wroteDeliveries || wrote;
      }
      await recordEarnedPoints(tx, earned);
    }
    return wrote;
  }

  /** Who may reach the caller; a possible minor hears from friends only, whatever is set. */
  async function settings(userId: string): Promise<SocialSettings> {
    const [stored, restricted] = await Promise.all([
      pairs.settingsOf(db, userId),
      policy.isPossibleMinor(db, userId),
    ]);
    return {
      friend_requests_from: stored.friendRequestsFrom as FriendRequestAudience,
      messages_from: stored.messagesFrom as MessageAudience,
      restricted_to_friends: restricted,
    };
  }

  const notSelf = (caller: string, other: string, message: string) => {
    if (caller === other) throw AppError.validation('body.user_id', message);
  };
  const answer = (other: string, outcome: Change) => ({
    user_id: other,
    relationship: outcome.relationship,
  });

  return {
    /**
     * Sends a friend request, or, when the other already asked the caller, makes them friends
     * at once. Repeating a request already sent (or to a friend) changes nothing and answers
     * the same: it is idempotent, not a conflict.
     */
    async request(caller: string, other: string) {
      notSelf(caller, other, 'You cannot send a friend request to yourself');
      await limits.friendRequest(caller);
      const outcome = await change(caller, other, async (tx, at): Promise<Change> => {
        const verdict = await policy.requestVerdict(tx, caller, other);
        switch (verdict) {
          case 'self':
          case 'not_found':
            throw AppError.notFound('User not found');
          case 'you_blocked':
            throw AppError.conflict('CONFLICT', 'Unblock this player before sending a request');
          case 'refused':
            throw AppError.forbidden('This player does not accept friend requests from you');
          case 'already_friends':
            return unchanged('friends');
          case 'already_sent':
            return unchanged('pending_sent');
          case 'crossed':
            return {
              relationship: 'friends',
              changed: true,
              wroteDeliveries: await befriend(tx, caller, other, at),
            };
          case 'send': {
            await repo.insertRequest(tx, caller, other, at);
            const wrote = await notifications.notify(tx, {
              userId: other,
              kind: 'friend_request_received',
              actorId: caller,
              data: {},
            });
            return { relationship: 'pending_sent', changed: true, wroteDeliveries: wrote };
          }
        }
      });
      // A repeat asked nothing of anyone: it does not count against the day's requests.
      if (!outcome.changed) await limits.refundFriendRequest(caller);
      return answer(other, outcome);
    },

    /** Accepts (both become friends) or declines (the request goes) the request `other` sent. */
    async respond(caller: string, other: string, accept: boolean) {
      notSelf(caller, other, 'You cannot answer a request of your own');
      const outcome = await change(caller, other, async (tx, at): Promise<Change> => {
        const facts = await pairs.pairFacts(tx, caller, other);
        if (!facts.requestReceived) {
          // An accept repeated after it succeeded: already done.
          if (accept && facts.friends) return unchanged('friends');
          throw AppError.notFound('No friend request from this player');
        }
        if (!accept) {
          await repo.deleteRequest(tx, other, caller);
          return { relationship: 'none', changed: true, wroteDeliveries: false };
        }
        const reach = await pairs.reachOf(tx, other);
        if (!reach?.active) throw AppError.notFound('No friend request from this player');
        const wrote = await befriend(tx, caller, other, at);
        return { relationship: 'friends', changed: true, wroteDeliveries: wrote };
      });
      return answer(other, outcome);
    },

    /** Ends a friendship, or takes back the caller's own waiting request. */
    async remove(caller: string, other: string) {
      notSelf(caller, other, 'You cannot remove yourself');
      const outcome = await change(caller, other, async (tx): Promise<Change> => {
        const facts = await pairs.pairFacts(tx, caller, other);
        const done =
          (facts.friends && (await repo.deleteFriendship(tx, caller, other))) ||
          (facts.requestSent && (await repo.deleteRequest(tx, caller, other)));
        if (!done) throw AppError.notFound('No friendship or sent request with this player');
        return { relationship: 'none', changed: true, wroteDeliveries: false };
      });
      return answer(other, outcome);
    },

    /**
     * Blocks a player: any friendship ends and the requests both ways go. The reason is the
     * blocker's own note. Blocking again keeps the first date and replaces the reason.
     */
    async block(caller: string, other: string, reason: string | null | undefined) {
      notSelf(caller, other, 'You cannot block yourself');
      const outcome = await change(caller, other, async (tx, at): Promise<Change> => {
        if (!(await pairs.reachOf(tx, other))) throw AppError.notFound('User not found');
        await repo.upsertBlock(tx, caller, other, reason?.trim() || null, at);
        await repo.deleteFriendship(tx, caller, other);
        await repo.deleteRequestsBetween(tx, caller, other);
        return { relationship: 'blocked', changed: true, wroteDeliveries: false };
      });
      return answer(other, outcome);
    },

    /** Lifts the caller's block (a block the other made stays). */
    async unblock(caller: string, other: string) {
      notSelf(caller, other, 'You cannot unblock yourself');
      const outcome = await change(caller, other, async (tx): Promise<Change> => {
        if (!(await repo.deleteBlock(tx, caller, other)))
          throw AppError.notFound('You have not blocked this player');
        return { relationship: 'none', changed: true, wroteDeliveries: false };
      });
      return answer(other, outcome);
    },

    /** A page of the caller's friends with presence, level and challenges won. */
    async friends(
      userId: string,
      page: { limit: number; offset: number },
    ): Promise<{ friends: Friend[]; total: number }> {
      const { rows, total } = await repo.friendsOf(db, userId, page);
      const ids = rows.map((row) => row.id);
      const [statuses, won] = await Promise.all([presence.statusesOf(ids), challengesWonOf(ids)]);
      const statusOf = new Map(statuses.map((status) => [status.user_id, status]));
      const friends = rows.map((row) => ({
        ...toPlayerCard(row, year()),
        is_online: statusOf.get(row.id)?.is_online ?? false,
        last_seen: statusOf.get(row.id)?.last_seen ?? null,
        became_friends_at: row.becameFriendsAt.toISOString(),
        challenges_won: won.get(row.id) ?? 0,
      }));
      return { friends, total };
    },

    /** The requests waiting: received (to answer) and sent (to wait for or take back). */
    async pending(userId: string): Promise<{ requests: FriendRequest[]; sent: FriendRequest[] }> {
      const [received, sent] = await Promise.all([
        repo.requestsOf(db, userId, 'received', SOCIAL_LIST_CAP),
        repo.requestsOf(db, userId, 'sent', SOCIAL_LIST_CAP),
      ]);
      return {
        requests: received.map((row) => toFriendRequest(row, year())),
        sent: sent.map((row) => toFriendRequest(row, year())),
      };
    },

    /** The players the caller blocked, with their reasons. */
    async blocked(userId: string): Promise<{ blocked_users: BlockedUser[] }> {
      const rows = await repo.blocksOf(db, userId, SOCIAL_LIST_CAP);
      return { blocked_users: rows.map((row) => toBlockedUser(row, year())) };
    },

    /** Players whose name contains the (trimmed) query; a blank query finds no one. */
    async search(
      userId: string,
      query: { query: string; limit: number },
    ): Promise<{ users: SocialUserResult[] }> {
      if (query.query === '') return { users: [] };
      await limits.search(userId);
      const rows = await repo.searchPlayers(
        db,
        userId,
        query.query,
        query.limit,
        minorBirthYearFrom(year()),
      );
      return { users: rows.map((row) => toSocialUserResult(row, year())) };
    },

    /** One page of every player the caller may find, in the chosen order. */
    async browse(userId: string, query: { page: number; limit: number; sort: BrowseSort }) {
      await limits.search(userId);
      const { rows, total } = await repo.browsePlayers(
        db,
        userId,
        { sort: query.sort, limit: query.limit, offset: (query.page - 1) * query.limit },
        minorBirthYearFrom(year()),
      );
      return {
        users: rows.map((row) => toSocialUserResult(row, year())),
        pagination: {
          current_page: query.page,
          total_pages: pageCount(total, query.limit),
          total_users: total,
          limit: query.limit,
        },
      };
    },

    /**
     * Where the caller stands with a player and what they may do. Not found when the player
     * blocked the caller, is disabled or missing, or is a hidden profile or possible minor who
     * is not the caller's friend: nothing tells such a player apart from no player at all.
     * Presence shows to friends only.
     */
    async relationship(viewer: string, other: string): Promise<RelationshipView> {
      if (viewer === other) throw AppError.validation('params.userId', 'This is your own account');
      const [facts, reach] = await Promise.all([
        pairs.pairFacts(db, viewer, other),
        pairs.reachOf(db, other),
      ]);
      const hidden = !reach?.active || facts.blockedByB;
      if (hidden || (!facts.friends && friendsOnly(reach, year())))
        throw AppError.notFound('User not found');
      const [verdict, messaging, statuses] = await Promise.all([
        policy.requestVerdict(db, viewer, other),
        policy.messaging(db, viewer, other),
        facts.friends ? presence.statusesOf([other]) : Promise.resolve([]),
      ]);
      const relationship = relationshipFrom(facts);
      return {
        user_id: other,
        relationship,
        relationship_status: relationshipStatusOf(relationship),
        can_request: verdict === 'send' || verdict === 'crossed',
        can_message: messaging !== 'refused',
        is_online: statuses[0]?.is_online ?? false,
        last_seen: statuses[0]?.last_seen ?? null,
      };
    },

    settings,

    /** Changes the fields given of the caller's reach settings. */
    async saveSettings(userId: string, body: SocialSettingsBody): Promise<SocialSettings> {
      await repo.saveSettings(
        db,
        userId,
        { friendRequestsFrom: body.friend_requests_from, messagesFrom: body.messages_from },
        clock.now(),
      );
      return settings(userId);
    },

    /**
     * Changes the caller's display name through the auth module's profile update. Only the
     * caller's own id is accepted; an email, when sent, must be the account's own address (it
     * is never shown to anyone).
     */
    async updateProfile(auth: Authenticated, body: SocialProfileBody) {
      if (body.user_id !== auth.user.id)
        throw AppError.forbidden('You can only change your own profile');
      if (body.email !== undefined && body.email.trim().toLowerCase() !== auth.user.emailNormalized)
        throw AppError.validation('body.email', 'This is not the email address of your account');
      const user = await deps.profiles.updateProfile(auth, { full_name: body.full_name });
      const shown = knownIdentity({ ...auth.user, fullName: user.full_name }, year());
      return { user_id: auth.user.id, full_name: user.full_name, name: shown.name };
    },

    /** Tells the player's friends that their visible online state changed. */
    async announcePresence(change: PresenceChange): Promise<void> {
      const friendIds = await policy.friendIdsOf(db, change.userId);
      for (const friendId of friendIds) {
        notifications.publishToInbox(friendId, {
          type: 'presence',
          user_id: change.userId,
          is_online: change.isOnline,
          last_seen: change.lastSeen,
        });
      }
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
