import { request, type APIRequestContext } from '@playwright/test';
import WebSocket from 'ws';
import { PASSWORD, newEmail } from './accounts';
import { mailedLink } from './outbox';
import { shown, type KnownAnswer } from './quiz-bank';

type Envelope<T> = { data: T };
/** A live game's question as its players get it (no answer in it). */
export type LiveQuestion = {
  id: string;
  question_text: string;
  options: { id: string; option_text: string }[];
};
type TournamentStanding = {
  status: string;
  match: { status: string; game_id: string | null } | null;
};
type Answer = Awaited<ReturnType<APIRequestContext['get']>>;

/**
 * Signs in as a well-behaved client does: every player of the suite signs in from 127.0.0.1,
 * and the address's throttle counts sign-ins in flight until their password is checked
 * (docs/SECURITY.md), so a burst from parallel tests may be told to wait; it waits as
 * `Retry-After` says, a few times, then gives up.
 */
async function signInOverApi(api: APIRequestContext, email: string, password: string) {
  for (let attempt = 1; ; attempt += 1) {
    const login = await api.post('/api/auth/login', { data: { email, password } });
    if (login.ok()) return login;
    const wait = Number(login.headers()['retry-after']);
    if (login.status() !== 429 || attempt === 4 || !(wait > 0) || wait > 30)
      throw new Error(`sign-in failed: ${await login.text()}`);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

/** A file as Playwright's multipart form takes it. */
export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/**
 * A player acting over the HTTP API beside their browser: what a second device of theirs would
 * do, or another player, so a screen can be put in a state without driving a second browser.
 * Its own request context, so the browser's cookies are left alone.
 */
export async function apiPlayer(baseURL: string, email: string, password = PASSWORD) {
  const api = await request.newContext({ baseURL });
  const login = await signInOverApi(api, email, password);
  const { accessToken, user } = (await login.json()) as {
    accessToken: string;
    user: { id: string; full_name: string };
  };
  const headers = { authorization: `Bearer ${accessToken}` };
  const post = async <T>(path: string, data: unknown) =>
    ok<T>(await api.post(path, { headers, data }));
  const sockets: WebSocket[] = [];
  /** A realtime socket with a fresh ticket, once the server has admitted it. */
  async function openSocket(): Promise<WebSocket> {
    const { data } = await post<Envelope<{ ticket: string; path: string }>>(
      '/api/realtime/ticket',
      {},
    );
    const url = new URL(`${data.path}?ticket=${encodeURIComponent(data.ticket)}`, baseURL);
    url.protocol = url.protocol.replace('http', 'ws');
    const socket = new WebSocket(url, { origin: new URL(baseURL).origin });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      const admitted = (frame: WebSocket.RawData) => {
        if ((JSON.parse(String(frame)) as { event: string }).event !== 'connected') return;
        socket.off('message', admitted);
        resolve();
      };
      socket.on('message', admitted);
      socket.on('error', reject);
      socket.on('unexpected-response', (_, response) =>
        reject(new Error(`socket refused: ${response.statusCode}`)),
      );
    });
    return socket;
  }

  return {
    id: user.id,
    name: user.full_name,
    email,
    /**
     * Plays a whole practice quiz of the first topic, answering the first option each time; or
     * of the topic named, answering right where `answers` (the bank's, by question text) knows.
     */
    async playPracticeQuiz(
      topic?: QuizTopic,
    ): Promise<{ achievements_earned: { title: string }[] }> {
      return playQuiz(api, headers, topic);
    },
    /** Asks `userId` to be friends. */
    sendFriendRequest: (userId: string) => post('/api/social/friends/request', { user_id: userId }),
    /** Accepts (or declines) the request `userId` sent. */
    answerFriendRequest: (userId: string, accept = true) =>
      post('/api/social/friends/respond', { user_id: userId, accept }),
    /** Blocks `userId`, with the private reason given. */
    block: (userId: string, reason?: string) =>
      post('/api/social/users/block', { user_id: userId, reason }),
    /** Opens the direct conversation with one player, or a named group with several. */
    async openConversation(participantIds: string[], groupName?: string): Promise<string> {
      const { data } = await post<Envelope<{ conversation: { id: string } }>>(
        '/api/social/conversations',
        groupName
          ? { participant_ids: participantIds, is_group: true, name: groupName }
          : { participant_ids: participantIds },
      );
      return data.conversation.id;
    },
    /** Sends a message, answering `replyTo` and carrying `file` if given; answers its id. */
    async sendMessage(
      conversationId: string,
      content: string,
      { replyTo, file }: { replyTo?: string; file?: FilePayload } = {},
    ): Promise<string> {
      let attachmentId: string | undefined;
      if (file) {
        const { data } = await ok<Envelope<{ attachment: { id: string } }>>(
          await api.post('/api/uploads', { headers, multipart: { path: 'messages', file } }),
        );
        attachmentId = data.attachment.id;
      }
      const { data } = await post<Envelope<{ message: { id: string } }>>('/api/social/messages', {
        conversation_id: conversationId,
        content,
        reply_to: replyTo,
        attachment_id: attachmentId,
      });
      return data.message.id;
    },
    /** Reports a player or a message to the moderators; answers the report's id. */
    async report(subjectType: 'user' | 'message', subjectId: string, reason: string) {
      const { data } = await post<Envelope<{ id: string }>>('/api/social/reports', {
        subject_type: subjectType,
        subject_id: subjectId,
        reason,
      });
      return data.id;
    },
    /** The kinds of the caller's notifications, newest first. */
    async notificationKinds(): Promise<string[]> {
      const { data } = await ok<Envelope<{ notifications: { kind: string }[] }>>(
        await api.get('/api/social/notifications', { headers }),
      );
      return data.notifications.map((notification) => notification.kind);
    },
    /** Renames a group the caller owns or runs. */
    async renameConversation(conversationId: string, name: string) {
      await ok(
        await api.put(`/api/social/conversations/${conversationId}`, { headers, data: { name } }),
      );
    },
    /** The caller's own view of a conversation: pinned, muted, archived. */
    async setConversationSettings(conversationId: string, settings: Record<string, boolean>) {
      await ok(
        await api.patch(`/api/social/conversations/${conversationId}/settings`, {
          headers,
          data: settings,
        }),
      );
    },
    /**
     * Connects to the realtime socket, as an open tab does, so others see the player online
     * until `dispose`. Resolves once the server has admitted the socket.
     */
    async goOnline() {
      await openSocket();
    },
    /**
     * Takes the player's seat in a live game over the socket, as the game page does (follows
     * its channel, then asks for the view: the game counts them as arrived), and answers each
     * question the moment it is asked with the option `choose` names. Resolves at the game's
     * end; rejects on an error frame, or when `choose` throws.
     */
    async playLiveGame(gameId: string, choose: (question: LiveQuestion) => string): Promise<void> {
      const socket = await openSocket();
      const channel = `game_session:${gameId}:game_update`;
      const send = (event: string, payload: Record<string, unknown>) =>
        socket.send(JSON.stringify({ event, payload: { channel, ...payload } }));
      const ended = new Promise<void>((resolve, reject) => {
        socket.on('message', (raw) => {
          const message = JSON.parse(String(raw)) as {
            event: string;
            payload: { channel?: string; data?: { event: string; data: unknown } };
          };
          if (message.event === 'error')
            return reject(new Error(`game socket: ${JSON.stringify(message.payload)}`));
          if (message.event === 'subscribed' && message.payload.channel === channel)
            return send('broadcast', { data: { type: 'sync' } });
          if (message.event !== 'message' || message.payload.channel !== channel) return;
          const frame = message.payload.data!;
          if (frame.event === 'question') {
            const { question } = frame.data as { question: LiveQuestion };
            let answer: string;
            try {
              answer = choose(question);
            } catch (error) {
              return reject(error as Error);
            }
            send('broadcast', {
              data: { type: 'answer', questionId: question.id, answer, timeTaken: 1 },
            });
          }
          if (frame.event === 'game_end') resolve();
        });
        socket.on('close', () => reject(new Error('the game socket closed before the end')));
      });
      send('subscribe', {});
      return ended;
    },
    /** The id of a topic by its category's and its own name, from the catalogue. */
    async topic(category: string, name: string): Promise<{ id: string; category_id: string }> {
      const { data: categories } = await ok<
        Envelope<{ categories: { id: string; name: string }[] }>
      >(await api.get('/api/categories', { headers }));
      const categoryId = categories.categories.find((one) => one.name === category)!.id;
      const { data } = await ok<Envelope<{ topics: { id: string; name: string }[] }>>(
        await api.get(`/api/categories/${categoryId}/topics`, { headers }),
      );
      return { id: data.topics.find((one) => one.name === name)!.id, category_id: categoryId };
    },
    /** Creates a tournament (an admin or a verified host); answers its id. */
    async createTournament(body: Record<string, unknown>): Promise<string> {
      const { data } = await post<Envelope<{ tournament: { id: string } }>>(
        '/api/tournaments',
        body,
      );
      return data.tournament.id;
    },
    /** Takes a seat in a tournament, paying its entry fee. */
    registerForTournament: (id: string) => post(`/api/tournaments/${id}/register`, {}),
    /** Where the player stands in a tournament: its state and their match this round. */
    async tournamentStanding(id: string): Promise<TournamentStanding> {
      const { data } = await ok<Envelope<{ standing: TournamentStanding }>>(
        await api.get(`/api/tournaments/${id}/live`, { headers }),
      );
      return data.standing;
    },
    /**
     * Schedules a live session of `groupId` (which they own) starting in `seconds`, on the first
     * topic of the first category; answers its id.
     */
    async scheduleLiveSession(groupId: string, title: string, seconds: number): Promise<string> {
      const { data: categories } = await ok<Envelope<{ categories: { id: string }[] }>>(
        await api.get('/api/categories', { headers }),
      );
      const { data: topics } = await ok<Envelope<{ topics: { id: string }[] }>>(
        await api.get(`/api/categories/${categories.categories[0]!.id}/topics`, { headers }),
      );
      const { data } = await post<Envelope<{ session: { id: string } }>>(
        `/api/study-groups/${groupId}/sessions`,
        {
          title,
          type: 'live',
          topic_id: topics.topics[0]!.id,
          scheduled_at: new Date(Date.now() + seconds * 1000).toISOString(),
        },
      );
      return data.session.id;
    },
    dispose: async () => {
      for (const socket of sockets) socket.close();
      await api.dispose();
    },
  };
}
export type ApiPlayer = Awaited<ReturnType<typeof apiPlayer>>;

/** Registers a player over the API (no browser), answering their email; not yet verified. */
/** Who registers: an adult professional unless a test needs, say, a pupil under 16. */
export type ApiProfile = { user_type: 'student' | 'professional' | 'educator'; birth_year: number };
const ADULT: ApiProfile = { user_type: 'professional', birth_year: 1990 };

export async function registerOverApi(
  baseURL: string,
  name: string,
  email = newEmail(),
  profile: ApiProfile = ADULT,
): Promise<string> {
  const api = await request.newContext({ baseURL });
  await ok(
    await api.post('/api/auth/register', {
      data: { name, email, password: PASSWORD, ...profile },
    }),
  );
  await api.dispose();
  return email;
}

/**
 * A new player registered and verified over the API, signed in as an `apiPlayer`; `email` when
 * the address matters (the server's ADMIN_EMAILS makes it an admin).
 */
export async function newApiPlayer(
  baseURL: string,
  name: string,
  email?: string,
  profile?: ApiProfile,
): Promise<ApiPlayer> {
  email = await registerOverApi(baseURL, name, email, profile);
  const token = new URL(await mailedLink(email, 'verify-email')).searchParams.get('token');
  const api = await request.newContext({ baseURL });
  await ok(await api.post('/api/auth/verify-email', { data: { token } }));
  await api.dispose();
  return apiPlayer(baseURL, email);
}

async function ok<T>(response: Answer): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A topic by name, and the right answers by question text when a test wants them right. */
export type QuizTopic = { name: string; answers?: Map<string, KnownAnswer> };

async function topicIdOf(
  api: APIRequestContext,
  headers: Record<string, string>,
  name: string | undefined,
): Promise<string> {
  const { data: categories } = await ok<Envelope<{ categories: { id: string }[] }>>(
    await api.get('/api/categories', { headers }),
  );
  for (const category of categories.categories) {
    const { data } = await ok<Envelope<{ topics: { id: string; name: string }[] }>>(
      await api.get(`/api/categories/${category.id}/topics`, { headers }),
    );
    const found = name ? data.topics.find((topic) => topic.name === name) : data.topics[0];
    if (found) return found.id;
  }
  throw new Error(`no topic ${name}`);
}

async function playQuiz(
  api: APIRequestContext,
  headers: Record<string, string>,
  topic?: QuizTopic,
) {
  const { data: started } = await ok<Envelope<{ session: { id: string } }>>(
    await api.post('/api/games/session', {
      headers,
      data: { topic_id: await topicIdOf(api, headers, topic?.name), game_mode: 'practice' },
    }),
  );
  const sessionId = started.session.id;
  for (;;) {
    const { data } = await ok<
      Envelope<{
        question: {
          id: string;
          question_text: string;
          options: { id: string; option_text: string }[];
        } | null;
      }>
    >(await api.post(`/api/games/session/${sessionId}/next`, { headers }));
    if (!data.question) break;
    const right = topic?.answers?.get(shown(data.question.question_text))?.right;
    const chosen =
      data.question.options.find((option) => shown(option.option_text) === right) ??
      data.question.options[0]!;
    await ok(
      await api.post(`/api/games/session/${sessionId}/answer`, {
        headers,
        data: { question_id: data.question.id, selected_option: chosen.id },
      }),
    );
  }
  const { data } = await ok<Envelope<{ achievements_earned: { title: string }[] }>>(
    await api.post('/api/quiz/complete', { headers, data: { session_id: sessionId } }),
  );
  return data;
}
