import type { SessionResults } from '@quizarena/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { ResultsView } from '../components/results-view';
import {
  CATEGORY_ID,
  errorBody,
  json,
  SESSION_ID,
  sessionResults,
  TOPIC_ID,
} from '../test/fake-quiz-server';
import { seriousAxeViolations } from '../test/axe';
import { QuizResultsPage } from './quiz-results-page';

const SHARING_ON_NOTE =
  'Sharing is on: anyone with the link sees your name, topic, score, accuracy and date. This page stays private.';

function serve(answer: () => Response) {
  const fetchMock = vi.fn(async (_path: string) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const serveResults = (results: SessionResults) =>
  serve(() => json(200, { success: true, data: results }));

function renderResults(sessionId = SESSION_ID) {
  const router = createMemoryRouter(
    [
      { path: '/quiz/results/:sessionId', element: <QuizResultsPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/quiz/:categoryId/:topicId/:gameMode?', element: <h1>Quiz page</h1> },
    ],
    { initialEntries: [`/quiz/results/${sessionId}`] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The value of a <dt>/<dd> pair inside `container`. */
function valueOf(container: HTMLElement, label: string | RegExp): string | null | undefined {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('quiz results', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    user = userEvent.setup();
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the stored results and shows headline, bands, score and level', async () => {
    const fetchMock = serveResults(sessionResults());
    renderResults();
    expect(await screen.findByRole('heading', { level: 1, name: 'WELL DONE' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/games/session/${SESSION_ID}/results`,
      expect.anything(),
    );
    expect(screen.getByText('Average')).toBeInTheDocument();
    expect(screen.getByText(/Mathematics · Arithmetic · Competitive mode/)).toBeInTheDocument();

    const main = document.body;
    expect(valueOf(main, 'Correct answers')).toBe('3 of 5');
    expect(valueOf(main, 'Average time')).toBe('4.1s');

    const breakdown = screen.getByRole('heading', { name: 'Score breakdown' }).parentElement!;
    expect(valueOf(breakdown, 'Base points')).toBe('30');
    // Slow answers cost points: labelled as a penalty, shown negative.
    expect(valueOf(breakdown, 'Speed penalty')).toBe('−4');
    expect(valueOf(breakdown, 'Mode bonus (×1.5)')).toBe('+13');
    expect(valueOf(breakdown, 'Total')).toBe('39 points');

    const match = screen.getByRole('heading', { name: 'Match result' }).parentElement!;
    expect(within(match).getByText('WIN')).toBeInTheDocument();
    expect(valueOf(match, 'You')).toBe('39 pts');
    expect(valueOf(match, 'Practice Bot')).toBe('18 pts');

    const level = screen.getByRole('heading', { name: 'Level progress' }).parentElement!;
    expect(within(level).getByText('Level 3')).toBeInTheDocument();
    expect(within(level).queryByText('Level up!')).not.toBeInTheDocument();
    expect(within(level).getByRole('progressbar', { name: 'Progress to level 4' })).toHaveAttribute(
      'aria-valuenow',
      '18',
    );
    expect(within(level).getByText('411 points to level 4')).toBeInTheDocument();
  });

  it('moves focus to the headline when the results arrive', async () => {
    serveResults(sessionResults());
    renderResults();
    expect(await screen.findByRole('heading', { level: 1, name: 'WELL DONE' })).toHaveFocus();
  });

  it('has no serious axe violations, with the analysis open', async () => {
    serveResults(sessionResults());
    renderResults();
    await user.click(await screen.findByRole('button', { name: 'Show detailed analysis' }));
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it.each([
    [
      { headline: 'YOU WIN', result_level: 'excellent', outcome: 'win' },
      'YOU WIN',
      'Excellent',
      'WIN',
    ],
    [
      {
        headline: 'KEEP TRYING',
        result_level: 'needs_improvement',
        outcome: 'loss',
        accuracy: 40,
        game_mode: 'timed',
      },
      'KEEP TRYING',
      'Needs improvement',
      'LOSS',
    ],
  ] as const)('shows the bands the server decided: %o', async (bands, headline, level, outcome) => {
    serveResults(sessionResults(bands));
    renderResults();
    expect(await screen.findByRole('heading', { level: 1, name: headline })).toBeInTheDocument();
    expect(screen.getByText(level)).toBeInTheDocument();
    expect(screen.getByText(outcome)).toBeInTheDocument();
  });

  it('celebrates a level up and labels a positive speed bonus', async () => {
    const base = sessionResults();
    serveResults(
      sessionResults({
        breakdown: { base_points: 30, speed_bonus: 6, streak_bonus: 0, mode_bonus: 18, total: 54 },
        level_progress: { ...base.level_progress, level_before: 2 },
      }),
    );
    renderResults();
    expect(await screen.findByText('Level up!')).toBeInTheDocument();
    const breakdown = screen.getByRole('heading', { name: 'Score breakdown' }).parentElement!;
    expect(valueOf(breakdown, 'Speed bonus')).toBe('+6');
  });

  it.each([
    // A solo result keeps its accuracy band whatever the bot scored.
    ['timed', 80, 39, 60, 'WIN'],
    ['timed', 50, 39, 10, 'LOSS'],
    // Against an opponent it goes by place, whatever the accuracy.
    ['competitive', 80, 39, 60, 'LOSS'],
    ['competitive', 40, 39, 10, 'WIN'],
    ['competitive', 60, 39, 39, 'DRAW'],
  ] as const)(
    'says the %s result at %i%% with %i points to the bot’s %i is a %s',
    async (game_mode, accuracy, total_points, botPoints, panel) => {
      const base = sessionResults();
      serveResults(
        sessionResults({
          game_mode,
          accuracy,
          total_points,
          opponent: { ...base.opponent, total_points: botPoints },
        }),
      );
      renderResults();
      const match = (await screen.findByRole('heading', { name: 'Match result' })).parentElement!;
      expect(within(match).getByText(panel)).toBeInTheDocument();
    },
  );

  it('shows quick fire’s streak bonus as its own part of the breakdown', async () => {
    serveResults(
      sessionResults({
        game_mode: 'quick_fire',
        multiplier: 1,
        breakdown: { base_points: 30, speed_bonus: 15, streak_bonus: 5, mode_bonus: 0, total: 50 },
      }),
    );
    renderResults();
    const breakdown = (await screen.findByRole('heading', { name: 'Score breakdown' }))
      .parentElement!;
    expect(valueOf(breakdown, 'Streak bonus')).toBe('+5');
    expect(valueOf(breakdown, 'Total')).toBe('50 points');
  });

  it('shows the first three answers, then "...and N more questions", then all', async () => {
    serveResults(sessionResults());
    renderResults();
    const toggle = await screen.findByRole('button', { name: 'Show detailed analysis' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide detailed analysis' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    let items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Because it is.')).toBeInTheDocument();
    expect(valueOf(items[0]!, 'Your answer')).toBe('Right 1');
    expect(valueOf(items[0]!, 'Points')).toBe('+13');
    expect(valueOf(items[1]!, 'Your answer')).toBe('No answer (time ran out)');
    expect(valueOf(items[1]!, 'Correct answer')).toBe('Right 2');
    expect(valueOf(items[1]!, 'Time')).toBe('10s');
    expect(valueOf(items[2]!, 'Your answer')).toBe('Wrong 3');
    expect(screen.getByText('...and 2 more questions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all questions' }));
    items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(screen.queryByText(/more question/)).not.toBeInTheDocument();
  });

  it('offers to dispute each answer, and shows a dispute’s status and note instead', async () => {
    const results = sessionResults({}, 3);
    const fetchMock = serve(() => json(200, { success: true, data: results }));
    fetchMock.mockImplementation(async (path: string) =>
      path.endsWith('/disputes')
        ? json(200, {
            success: true,
            data: {
              disputes: [
                {
                  id: '00000000-0000-4000-8000-0000000003aa',
                  session_id: SESSION_ID,
                  question_id: results.answers[2]!.question_id,
                  reason: 'Wrong 3 is right',
                  status: 'upheld',
                  moderator_note: 'Both answers are right.',
                  created_at: '2026-01-01T11:00:00.000Z',
                  resolved_at: '2026-01-02T11:00:00.000Z',
                },
              ],
            },
          })
        : json(200, { success: true, data: results }),
    );
    renderResults();
    await user.click(await screen.findByRole('button', { name: 'Show detailed analysis' }));
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      await within(items[2]!).findByText('Upheld: the answer was corrected'),
    ).toBeInTheDocument();
    expect(within(items[2]!).getByText('Moderator’s note: Both answers are right.')).toBeVisible();
    expect(within(items[2]!).queryByRole('button', { name: /Dispute this answer/ })).toBeNull();
    expect(
      within(items[0]!).getByRole('button', { name: 'Dispute this answer (question 1)' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/games/session/${SESSION_ID}/disputes`,
      expect.anything(),
    );
  });

  it('has no "more questions" line for three answers or fewer', async () => {
    serveResults(sessionResults({}, 3));
    renderResults();
    await user.click(await screen.findByRole('button', { name: 'Show detailed analysis' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/more question/)).not.toBeInTheDocument();
  });

  it('links Continue Playing to the dashboard and Play Again to the same topic and mode', async () => {
    serveResults(sessionResults());
    const router = renderResults();
    await screen.findByRole('heading', { level: 1, name: 'WELL DONE' });
    expect(screen.getByRole('link', { name: 'Continue Playing' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await user.click(screen.getByRole('link', { name: 'Play Again' }));
    expect(router.state.location.pathname).toBe(`/quiz/${CATEGORY_ID}/${TOPIC_ID}/competitive`);
  });

  it('shows "Results Not Found" with a way to the dashboard for a 404', async () => {
    serve(() => errorBody(404, 'NOT_FOUND', 'Session not found'));
    const router = renderResults();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results Not Found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('does not ask the server about an address that is not a session id', async () => {
    const fetchMock = serve(() => json(200, {}));
    renderResults('not-a-session');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Results Not Found' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the quiz is not finished yet', async () => {
    serve(() => errorBody(409, 'SESSION_NOT_COMPLETED', 'Not completed'));
    renderResults();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quiz Not Finished' }),
    ).toBeInTheDocument();
  });

  it('offers to try again after another failure', async () => {
    let fail = true;
    serve(() =>
      fail
        ? errorBody(500, 'INTERNAL_ERROR', 'Boom')
        : json(200, { success: true, data: sessionResults() }),
    );
    renderResults();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load results' }),
    ).toBeInTheDocument();
    // A known code reads from the catalogue, not the server's wording.
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'WELL DONE' })).toBeInTheDocument();
  });

  it.each([
    ['competitive', '10s'],
    ['quick_fire', '5s'],
    ['practice', 'No countdown'],
  ] as const)('shows the time per question a %s quiz was played with', async (mode, shown) => {
    serveResults(sessionResults({ game_mode: mode }));
    renderResults();
    await screen.findByRole('heading', { level: 1, name: 'WELL DONE' });
    expect(valueOf(document.body, 'Time per question')).toBe(shown);
    expect(screen.queryByText(/Extended time/)).toBeNull();
  });

  it('shows an extended countdown and its factor when the results record them', () => {
    const results = Object.assign(sessionResults({ game_mode: 'quick_fire' }), {
      time_per_question: 7.5,
      extended_time: 1.5,
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ResultsView results={results} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(valueOf(document.body, 'Time per question')).toBe('7.5s');
    expect(screen.getByText('Extended time ×1.5')).toBeInTheDocument();
  });

  it('shows the results in Spanish', async () => {
    await changeLocale('es');
    try {
      serveResults(sessionResults());
      renderResults();
      expect(
        await screen.findByRole('heading', { level: 1, name: '¡BIEN HECHO!' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Mathematics · Arithmetic · modo Competitivo')).toBeInTheDocument();
      expect(screen.getByText('Regular')).toBeInTheDocument();
      const main = document.body;
      expect(valueOf(main, 'Respuestas correctas')).toBe('3 de 5');
      expect(valueOf(main, 'Precisión')).toBe('60\u00a0%');
      expect(valueOf(main, 'Tiempo medio')).toBe('4,1s');
      expect(valueOf(main, 'Tiempo por pregunta')).toBe('10s');
      const breakdown = screen.getByRole('heading', {
        name: 'Desglose de la puntuación',
      }).parentElement!;
      expect(valueOf(breakdown, 'Penalización por lentitud')).toBe('−4');
      expect(valueOf(breakdown, 'Bono del modo (×1,5)')).toBe('+13');
      expect(valueOf(breakdown, 'Total')).toBe('39 puntos');
      expect(screen.getByText('VICTORIA')).toBeInTheDocument();
      // The Practice Bot is named by the catalogue, not by the English name the server sends.
      expect(valueOf(main, 'Bot de práctica')).toBe('18 pts');
      expect(screen.getByText('Faltan 411 puntos para el nivel 4')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Jugar de nuevo' })).toBeInTheDocument();
      for (const english of [
        'Score breakdown',
        'WELL DONE',
        'Play Again',
        'Average',
        'Practice Bot',
      ]) {
        expect(screen.queryByText(english)).toBeNull();
      }
    } finally {
      await changeLocale('en');
    }
  });

  describe('sharing', () => {
    const TOKEN = 'T'.repeat(43);
    const SHARED_URL = `${window.location.origin}/shared/${TOKEN}`;
    const original = Object.getOwnPropertyDescriptors(navigator);
    function setNavigator(parts: { share?: unknown; clipboard?: unknown }) {
      for (const [key, value] of Object.entries(parts)) {
        Object.defineProperty(navigator, key, { value, configurable: true });
      }
    }
    afterEach(() => {
      for (const key of ['share', 'clipboard'] as const) {
        const descriptor = original[key];
        if (descriptor) Object.defineProperty(navigator, key, descriptor);
        else delete (navigator as unknown as Record<string, unknown>)[key];
      }
    });

    /** The results, and a share link that the server turns on and off. */
    function serveSharing(shared = false) {
      let on = shared;
      const fetchMock = vi.fn(async (path: string, init: RequestInit = {}) => {
        if (path.endsWith('/share') && init.method === 'POST') {
          on = true;
          return json(201, { success: true, data: { token: TOKEN, path: `/shared/${TOKEN}` } });
        }
        if (path.endsWith('/share') && init.method === 'DELETE') {
          on = false;
          return json(200, { success: true, data: { shared: false } });
        }
        return json(200, { success: true, data: sessionResults({ shared: on }) });
      });
      vi.stubGlobal('fetch', fetchMock);
      return fetchMock;
    }

    it('turns a public link on and copies it (never the private results page)', async () => {
      const writeText = vi.fn(async () => {});
      setNavigator({ share: undefined, clipboard: { writeText } });
      const fetchMock = serveSharing();
      renderResults();
      expect(await screen.findByRole('button', { name: 'Share Results' })).toBeInTheDocument();
      expect(screen.queryByText(SHARING_ON_NOTE)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Share Results' }));
      expect(writeText).toHaveBeenCalledWith(SHARED_URL);
      expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard');
      expect(
        fetchMock.mock.calls.some(
          ([path, init]) =>
            path === `/api/games/session/${SESSION_ID}/share` && init?.method === 'POST',
        ),
      ).toBe(true);
      expect(await screen.findByText(SHARING_ON_NOTE)).toBeInTheDocument();
    });

    it('uses the share sheet when there is one', async () => {
      const share = vi.fn(async () => {});
      setNavigator({ share });
      serveSharing();
      renderResults();
      await user.click(await screen.findByRole('button', { name: 'Share Results' }));
      expect(share).toHaveBeenCalledWith({
        title: 'QuizArena: Arithmetic',
        text: 'I scored 39 points (60% correct) on Arithmetic in QuizArena!',
        url: SHARED_URL,
      });
      expect(toast.success).not.toHaveBeenCalled();
    });

    it('shows how to turn a shared link off, and turns it off', async () => {
      const fetchMock = serveSharing(true);
      renderResults();
      expect(await screen.findByText(SHARING_ON_NOTE)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
      expect(toast.success).toHaveBeenCalledWith('Sharing turned off: the link no longer works');
      expect(
        fetchMock.mock.calls.some(
          ([path, init]) =>
            path === `/api/games/session/${SESSION_ID}/share` && init?.method === 'DELETE',
        ),
      ).toBe(true);
      await waitFor(() => expect(screen.queryByText(SHARING_ON_NOTE)).toBeNull());
    });

    it('reports a failure when the link cannot be copied', async () => {
      setNavigator({
        share: undefined,
        clipboard: {
          writeText: vi.fn(async () => {
            throw new Error('denied');
          }),
        },
      });
      serveSharing();
      renderResults();
      await user.click(await screen.findByRole('button', { name: 'Share Results' }));
      expect(toast.error).toHaveBeenCalledWith('Could not share your results');
    });
  });
});
