import {
  isPossibleMinor,
  type FriendRequestAudience,
  type MessageAudience,
  type Relationship,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import * as repo from './relationships.repo';

/** What a message from `sender` to `recipient` may be (docs/DECISIONS.md, messaging). */
export type MessagingDecision =
  /** Delivered as any message. */
  | 'allowed'
  /** A stranger's first message: it waits in the recipient's requests until accepted. */
  | 'request'
  /** Blocked either way, an account that is gone, or a minor who hears from friends only. */
  | 'refused';

/**
 * What a friend request would do: `send` stores it, `crossed` answers the recipient's own
 * request (they become friends); the rest refuse it or change nothing.
 */
export type RequestVerdict =
  | 'send'
  | 'crossed'
  | 'self'
  | 'not_found'
  | 'you_blocked'
  | 'already_friends'
  | 'already_sent'
  | 'refused';

/**
 * The social rules other modules ask (messages, challenges, study groups): one place decides
 * who may reach whom. Every call takes the handle to read with, so a caller inside a
 * transaction passes its own.
 */
export function createSocialPolicy(deps: { clock: Clock }) {
  const { clock } = deps;
  const minor = (birthYear: number | null) =>
    isPossibleMinor(birthYear, clock.now().getUTCFullYear());

  /**
   * What a friend request from `sender` to `recipient` would do now (ignoring limits): read
   * inside the request's transaction after its pair lock, it is the rule the server applies.
   */
  async function requestVerdict(
    db: Db,
    sender: string,
    recipient: string,
  ): Promise<RequestVerdict> {
    if (sender === recipient) return 'self';
    const [facts, reach, settings] = await Promise.all([
      repo.pairFacts(db, sender, recipient),
      repo.reachOf(db, recipient),
      repo.settingsOf(db, recipient),
    ]);
    if (!reach?.active || facts.blockedByB) return 'not_found';
    if (facts.blockedByA) return 'you_blocked';
    if (facts.friends) return 'already_friends';
    if (facts.requestSent) return 'already_sent';
    // Answering their request is always allowed: it makes the two friends.
    if (facts.requestReceived) return 'crossed';
    // Players under 16 hear only from friends, and a hidden profile is found by friends
    // only: to anyone else both are not found, so their existence does not leak.
    if (minor(reach.birthYear) || reach.profileHidden) return 'not_found';
    switch (settings.friendRequestsFrom as FriendRequestAudience) {
      case 'everyone':
        return 'send';
      case 'nobody':
        return 'refused';
      case 'friends_of_friends':
        return (await repo.shareAFriend(db, sender, recipient)) ? 'send' : 'refused';
    }
  }

  return {
    /** How `viewer` stands with `other`; a block by `other` reads as `none` (see contracts). */
    async relationshipBetween(db: Db, viewer: string, other: string): Promise<Relationship> {
      const facts = await repo.pairFacts(db, viewer, other);
      return relationshipFrom(facts);
    },

    /** Whether either blocked the other (then neither may request, message or challenge). */
    blockedEitherWay: (db: Db, a: string, b: string) => repo.blockedEitherWay(db, a, b),

    /** Whether the two are friends. */
    async areFriends(db: Db, a: string, b: string): Promise<boolean> {
      return (await repo.pairFacts(db, a, b)).friends;
    },

    /** Whether the player may be under 16 (then only friends reach them). */
    async isPossibleMinor(db: Db, userId: string): Promise<boolean> {
      const birthYear = await repo.birthYearOf(db, userId);
      return birthYear !== undefined && minor(birthYear);
    },

    /** May `sender` message `recipient`, and how (the recipient's setting, blocks, age). */
    async messaging(db: Db, sender: string, recipient: string): Promise<MessagingDecision> {
      if (sender === recipient) return 'refused';
      // One statement: every send to a direct conversation asks this.
      const facts = await repo.messagingFacts(db, sender, recipient);
      if (facts.birthYear === undefined || facts.blockedEitherWay) return 'refused';
      if (facts.friends) return 'allowed';
      if (minor(facts.birthYear)) return 'refused';
      return (facts.messagesFrom as MessageAudience) === 'everyone' ? 'allowed' : 'request';
    },

    requestVerdict,

    /** May `sender` send `recipient` a friend request now (ignoring limits and duplicates). */
    async mayRequest(db: Db, sender: string, recipient: string): Promise<boolean> {
      const verdict = await requestVerdict(db, sender, recipient);
      return verdict === 'send' || verdict === 'crossed';
    },

    friendIdsOf: (db: Db, userId: string) => repo.friendIdsOf(db, userId),
    friendCountOf: (db: Db, userId: string) => repo.friendCountOf(db, userId),
  };
}
export type SocialPolicy = ReturnType<typeof createSocialPolicy>;

/** The caller's relationship from the pair's facts; being blocked by the other reads `none`. */
export function relationshipFrom(facts: repo.PairFacts): Relationship {
  if (facts.blockedByA) return 'blocked';
  if (facts.blockedByB) return 'none';
  if (facts.friends) return 'friends';
  if (facts.requestSent) return 'pending_sent';
  if (facts.requestReceived) return 'pending_received';
  return 'none';
}
