import { apiPlayer, newApiPlayer, registerOverApi, type ApiPlayer } from './api-player';

// A 1 x 1 PNG: the server re-encodes it and makes its thumbnail.
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** More players than a Browse All page holds, so the pager shows whoever else registered. */
const BROWSE_FILLERS = 8;

/** The name the Find Friends search is given in the walk: it finds the player asked to be friends. */
export const FRIENDS_SEARCH = 'Lamarr';

/** The group the walker makes with their two friends. */
export const GROUP_NAME = 'SQL Study Circle';

/** What the walker's friend writes in their direct conversation, and the image they send. */
export const DIRECT_TEXTS = {
  question: 'Shall we play the SQL quiz tonight?',
  reply: 'Yes, at eight. Bring your best joins.',
  image: 'My board from last night',
  imageName: 'board.png',
};

/**
 * The walker's social life, set up over the API so the screens walk finds every friends and
 * notifications state filled in: `friend` (an existing account) and a new player become their
 * friends (two 'accepted' notifications), the friend stays online, one player asks the walker
 * to be friends and the walker asks another, the walker blocks a fourth, and enough players
 * exist for Browse All to have pages. Call `dispose` at the end.
 */
export async function setUpFriends(baseURL: string, walkerEmail: string, friendEmail: string) {
  const [walker, friend, katherine, ada, hedy, mallory, linus] = await Promise.all([
    apiPlayer(baseURL, walkerEmail),
    apiPlayer(baseURL, friendEmail),
    newApiPlayer(baseURL, 'Katherine Johnson'),
    newApiPlayer(baseURL, 'Ada Lovelace'),
    newApiPlayer(baseURL, `Hedy ${FRIENDS_SEARCH}`),
    newApiPlayer(baseURL, 'Mallory Knox'),
    newApiPlayer(baseURL, 'Linus Pauling'),
    ...Array.from({ length: BROWSE_FILLERS }, (_, index) =>
      registerOverApi(baseURL, `Quiz Player ${index + 1}`),
    ),
  ]);
  for (const other of [friend, katherine]) {
    await walker.sendFriendRequest(other.id);
    await other.answerFriendRequest(walker.id);
  }
  await ada.sendFriendRequest(walker.id);
  await walker.sendFriendRequest(hedy.id);
  await walker.block(mallory.id, 'Spam in every chat');
  await friend.goOnline();
  const players = { walker, friend, katherine, ada, hedy, mallory, linus };
  return {
    ...players,
    dispose: () => Promise.all(Object.values(players).map((player: ApiPlayer) => player.dispose())),
  };
}
export type FriendsScene = Awaited<ReturnType<typeof setUpFriends>>;

/**
 * The walker's conversations: a direct one with their friend (a question, a reply to it and an
 * image), which the walker pins; a stranger's message request; and a group with both friends,
 * where the other friend wrote before the walker renamed it (a system line). Each leaves the
 * walker a message notification.
 */
export async function setUpConversations({ walker, friend, katherine, linus }: FriendsScene) {
  const direct = await friend.openConversation([walker.id]);
  const question = await walker.sendMessage(direct, DIRECT_TEXTS.question);
  await friend.sendMessage(direct, DIRECT_TEXTS.reply, { replyTo: question });
  await friend.sendMessage(direct, DIRECT_TEXTS.image, {
    file: { name: DIRECT_TEXTS.imageName, mimeType: 'image/png', buffer: TINY_PNG },
  });
  await walker.setConversationSettings(direct, { is_pinned: true });
  const request = await linus.openConversation([walker.id]);
  await linus.sendMessage(request, 'Hello! I liked your quiz results.');
  const group = await walker.openConversation([friend.id, katherine.id], 'SQL Circle');
  await katherine.sendMessage(group, 'Welcome, everyone!');
  await walker.renameConversation(group, GROUP_NAME);
  return { direct, request, group };
}

/** A text file for the composer to hold before it is sent. */
export const NOTES_FILE = {
  name: 'notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Joins: inner, left, right, full.\n'),
};
