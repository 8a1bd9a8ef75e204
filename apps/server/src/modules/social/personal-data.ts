import { eq, or } from 'drizzle-orm';
import { friendRequests, friendships, socialSettings, userBlocks, users } from '../../db/schema';
import { cascade, rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

/** Friends, requests both ways and blocks; other people by id and display name only. */
export const socialPersonalData: PersonalDataPart = {
  module: 'social',
  describes: 'Your friends, friend requests sent and received, the players you blocked, settings',
  tables: ['friendships', 'friend_requests', 'user_blocks', 'social_settings'],
  async export(db, userId) {
    const friends = await db
      .select({
        friend_id: friendships.friendId,
        friend_name: users.fullName,
        since: friendships.createdAt,
      })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendId))
      .where(eq(friendships.userId, userId));
    const requests = await db
      .select({
        id: friendRequests.id,
        sender_id: friendRequests.senderId,
        receiver_id: friendRequests.receiverId,
        created_at: friendRequests.createdAt,
      })
      .from(friendRequests)
      .where(or(eq(friendRequests.senderId, userId), eq(friendRequests.receiverId, userId)));
    const blocks = await db
      .select({
        blocked_id: userBlocks.blockedId,
        blocked_name: users.fullName,
        at: userBlocks.createdAt,
      })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(eq(userBlocks.blockerId, userId));
    return {
      friends,
      friend_requests: requests,
      blocks,
      settings: (await rowsOfPerson(db, socialSettings, socialSettings.userId, userId))[0] ?? null,
    };
  },
  // Every table here is keyed to the user `on delete cascade`.
  erase: cascade,
};
