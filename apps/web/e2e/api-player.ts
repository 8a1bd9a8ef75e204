import { request, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './accounts';

/**
 * A player acting over the HTTP API beside their browser: what a second device of theirs would
 * do. Its own request context, so the browser's cookies are left alone.
 */
export async function apiPlayer(baseURL: string, email: string, password = PASSWORD) {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: { email, password } });
  if (!login.ok()) throw new Error(`sign-in failed: ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    /** Plays a whole practice quiz of the first topic, answering the first option each time. */
    async playPracticeQuiz(): Promise<{ achievements_earned: { title: string }[] }> {
      return playQuiz(api, headers);
    },
    dispose: () => api.dispose(),
  };
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function playQuiz(api: APIRequestContext, headers: Record<string, string>) {
  type Envelope<T> = { data: T };
  const { data: categories } = await ok<Envelope<{ categories: { id: string }[] }>>(
    await api.get('/api/categories', { headers }),
  );
  const { data: topics } = await ok<Envelope<{ topics: { id: string }[] }>>(
    await api.get(`/api/categories/${categories.categories[0]!.id}/topics`, { headers }),
  );
  const { data: started } = await ok<Envelope<{ session: { id: string } }>>(
    await api.post('/api/games/session', {
      headers,
      data: { topic_id: topics.topics[0]!.id, game_mode: 'practice' },
    }),
  );
  const sessionId = started.session.id;
  for (;;) {
    const { data } = await ok<
      Envelope<{ question: { id: string; options: { id: string }[] } | null }>
    >(await api.post(`/api/games/session/${sessionId}/next`, { headers }));
    if (!data.question) break;
    await ok(
      await api.post(`/api/games/session/${sessionId}/answer`, {
        headers,
        data: { question_id: data.question.id, selected_option: data.question.options[0]!.id },
      }),
    );
  }
  const { data } = await ok<Envelope<{ achievements_earned: { title: string }[] }>>(
    await api.post('/api/quiz/complete', { headers, data: { session_id: sessionId } }),
  );
  return data;
}
