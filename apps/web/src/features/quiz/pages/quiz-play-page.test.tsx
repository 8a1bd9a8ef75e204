import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAccountChanged } from '../../../lib/account-events';
import { seriousAxeViolations } from '../test/axe';
import {
  CATEGORY_ID,
  errorBody,
  fakeQuizServer,
  json,
  QUESTIONS,
  SESSION_ID,
  TOPIC_ID,
} from '../test/fake-quiz-server';
import { option, pause, PLAY_PATH, renderPlay, verdict } from '../test/render-play';

const QUIT_MESSAGE = 'Are you sure you want to quit this quiz? Your progress will be lost.';
const HELD_WHILE_READING = 'Paused while you read. Next when you are ready.';
const PAUSED_BY_PLAYER = 'Paused. Press Resume or Next to go on.';

describe('quiz play', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    // Real time keeps flowing (so Testing Library's waits work); tests jump the clock on purpose.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.spyOn(toast, 'error');
    vi.spyOn(toast, 'success');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => toast.remove());
  });

  it('plays a whole quiz: verdicts, explanations, points, the pause, then completion', async () => {
    const server = fakeQuizServer({ mode: 'competitive' });
    vi.stubGlobal('fetch', server.fetchMock);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['scoring', 'user-stats'], { points: 1 });
    queryClient.setQueryData(['analytics', 'performance'], { week: 1 });
    queryClient.setQueryData(['content', 'categories'], []);
    const accountChanged = vi.fn();
    const off = onAccountChanged(accountChanged);
    const router = renderPlay(`${PLAY_PATH}/competitive`, { queryClient });

    // Header, score panel, countdown, position, question and options in the served order.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Arithmetic' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Competitive mode')).toBeInTheDocument();
    expect(screen.getByText('×1.5')).toBeInTheDocument();
    const score = screen.getByRole('region', { name: 'Score' });
    expect(within(score).getByText('You')).toBeInTheDocument();
    expect(within(score).getByText('Practice Bot')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName('10 seconds left');
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What is 2 + 2?' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1Three', '2Four', '3Five']);

    // A correct answer: green, explanation, time, points, the bot's answer, the pause line.
    await user.click(option('Four'));
    let status = await verdict();
    expect(await within(status).findByText('Correct!')).toBeInTheDocument();
    expect(within(status).getByText('Two plus two is four.')).toBeInTheDocument();
    expect(within(status).getByText('Answered in 3.2s')).toBeInTheDocument();
    expect(within(status).getByText('+14 points')).toBeInTheDocument();
    expect(
      within(status).getByText('Practice Bot answered correctly in 4.5s (+9 points)'),
    ).toBeInTheDocument();
    expect(within(status).getByText('Next question in 2 seconds...')).toBeInTheDocument();
    expect(option('Four')).toHaveAccessibleName(/your answer, correct/);
    expect(option('Four').className).toMatch(/emerald/);
    expect(option('Three')).toHaveAttribute('aria-disabled', 'true');
    expect(within(score).getAllByText('1 correct')).toHaveLength(2);
    expect(server.callsTo('/answer')[0]!.body).toEqual({
      question_id: QUESTIONS[0]!.id,
      selected_option: 'q1-b',
    });

    // The next question waits for the pause.
    await pause(1500);
    expect(screen.queryByText('Which planet is red?')).not.toBeInTheDocument();
    await pause(600);
    expect(await screen.findByText('Which planet is red?')).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName('10 seconds left');

    // A wrong answer: red choice, green correct one, the correct answer when no explanation.
    await user.click(option('Venus'));
    status = await verdict();
    expect(await within(status).findByText('Incorrect')).toBeInTheDocument();
    expect(within(status).getByText('The correct answer is: Mars')).toBeInTheDocument();
    expect(within(status).getByText('+0 points')).toBeInTheDocument();
    expect(within(status).getByText('Practice Bot answered incorrectly')).toBeInTheDocument();
    expect(option('Venus')).toHaveAccessibleName(/your answer, incorrect/);
    expect(option('Venus').className).toMatch(/red/);
    expect(option('Mars')).toHaveAccessibleName(/\(correct answer\)/);
    expect(option('Mars').className).toMatch(/emerald/);

    await pause(2100);
    expect(await screen.findByText('What colour is the sky?')).toBeInTheDocument();
    await user.click(option('Blue'));
    status = await verdict();
    expect(await within(status).findByText('Results in 2 seconds...')).toBeInTheDocument();
    expect(server.callsTo('/api/quiz/complete')).toHaveLength(0);

    await pause(2100);
    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/quiz/results/${SESSION_ID}`);
    const [complete] = server.callsTo('/api/quiz/complete');
    expect(complete!.body).toMatchObject({
      session_id: SESSION_ID,
      topic_id: TOPIC_ID,
      category_id: CATEGORY_ID,
      difficulty: 'beginner',
      game_mode: 'competitive',
      answers: [
        { question_id: QUESTIONS[0]!.id, selected_option: 'q1-b', time_taken: 3.2 },
        { question_id: QUESTIONS[1]!.id, selected_option: 'q2-b', time_taken: 3.2 },
        { question_id: QUESTIONS[2]!.id, selected_option: 'q3-a', time_taken: 3.2 },
      ],
    });
    // Whoever shows points hears about it; other features' account queries go stale.
    expect(accountChanged).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(['scoring', 'user-stats'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['analytics', 'performance'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['content', 'categories'])?.isInvalidated).toBe(false);
    off();
  });

  it('has no serious axe violations while answering, at the verdict and in the quit dialog', async () => {
    vi.useRealTimers();
    vi.stubGlobal('fetch', fakeQuizServer({ mode: 'timed' }).fetchMock);
    renderPlay(`${PLAY_PATH}/timed`);
    await screen.findByText('What is 2 + 2?');
    expect(await seriousAxeViolations()).toEqual([]);
    fireEvent.click(option('Three'));
    await screen.findByText('Incorrect');
    expect(await seriousAxeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Exit quiz' }));
    await screen.findByRole('dialog');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('starts one session under StrictMode, with the browser time zone', async () => {
    const server = fakeQuizServer();
    vi.stubGlobal('fetch', server.fetchMock);
    renderPlay(`${PLAY_PATH}/no-such-mode`, { strict: true });
    expect(await screen.findByText('What is 2 + 2?')).toBeInTheDocument();
    const starts = server.callsTo('/api/games/session');
    expect(starts).toHaveLength(1);
    expect(starts[0]!.body).toEqual({
      topic_id: TOPIC_ID,
      category_id: CATEGORY_ID,
      // An unknown mode in the address plays practice.
      game_mode: 'practice',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(server.callsTo('/next')).toHaveLength(1);
  });

  it('starts a question set shared by link with the key its link carries', async () => {
    const server = fakeQuizServer();
    vi.stubGlobal('fetch', server.fetchMock);
    renderPlay(`${PLAY_PATH}?key=abcdefghijklmnopqrstuvwx`);
    expect(await screen.findByText('What is 2 + 2?')).toBeInTheDocument();
    expect(server.callsTo('/api/games/session')[0]!.body).toMatchObject({
      topic_id: TOPIC_ID,
      share_key: 'abcdefghijklmnopqrstuvwx',
    });
  });

  it('shows elapsed time instead of a countdown in practice', async () => {
    vi.stubGlobal('fetch', fakeQuizServer().fetchMock);
    renderPlay(PLAY_PATH);
    await screen.findByText('What is 2 + 2?');
    expect(screen.getByText('Practice mode')).toBeInTheDocument();
    expect(screen.getByText('×1.0')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await pause(4000);
    expect(await screen.findByText('4s')).toBeInTheDocument();
  });

  it('sends no answer when the countdown runs out and shows "Time\'s up!"', async () => {
    const server = fakeQuizServer({ mode: 'timed' });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPlay(`${PLAY_PATH}/timed`);
    await screen.findByText('What is 2 + 2?');

    await pause(7000);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAccessibleName('3 seconds left');
    expect(within(timer).getByText('3')).toHaveAttribute('data-warning', 'true');
    expect(server.callsTo('/answer')).toHaveLength(0);

    await pause(3100);
    const status = await verdict();
    expect(await within(status).findByText("Time's up!")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Time's up!", expect.anything());
    expect(server.callsTo('/answer')).toHaveLength(1);
    expect(server.callsTo('/answer')[0]!.body).toEqual({
      question_id: QUESTIONS[0]!.id,
      selected_option: null,
    });
    expect(within(status).getByText('No answer')).toBeInTheDocument();
    expect(option('Four')).toHaveAccessibleName(/\(correct answer\)/);
    // The clock stops at the verdict: nothing more is sent.
    await pause(1000);
    expect(server.callsTo('/answer')).toHaveLength(1);
  });

  it('sends one answer for a double click, and ignores clicks after answering', async () => {
    const server = fakeQuizServer();
    vi.stubGlobal('fetch', server.fetchMock);
    renderPlay(PLAY_PATH);
    await screen.findByText('What is 2 + 2?');
    fireEvent.click(option('Four'));
    fireEvent.click(option('Four'));
    fireEvent.click(option('Three'));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    await user.click(option('Five'));
    expect(server.callsTo('/answer')).toHaveLength(1);
  });

  it('answers with the number keys', async () => {
    const server = fakeQuizServer();
    vi.stubGlobal('fetch', server.fetchMock);
    renderPlay(PLAY_PATH);
    await screen.findByText('What is 2 + 2?');
    await user.keyboard('2');
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(server.callsTo('/answer')[0]!.body).toMatchObject({ selected_option: 'q1-b' });
  });

  it('lets the player retry when an answer cannot be sent', async () => {
    let failures = 1;
    const server = fakeQuizServer({
      override: ({ path }) =>
        path.endsWith('/answer') && failures-- > 0
          ? errorBody(500, 'INTERNAL_ERROR', 'Boom')
          : undefined,
    });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPlay(PLAY_PATH);
    await screen.findByText('What is 2 + 2?');
    await user.click(option('Four'));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to submit answer'));
    expect(option('Four')).not.toHaveAttribute('aria-disabled');
    await user.click(option('Four'));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(server.callsTo('/answer')).toHaveLength(2);
  });

  it('offers to send a timeout again when it could not be sent', async () => {
    let failures = 1;
    const server = fakeQuizServer({
      mode: 'timed',
      override: ({ path }) =>
        path.endsWith('/answer') && failures-- > 0
          ? errorBody(503, 'SERVICE_UNAVAILABLE', 'Busy')
          : undefined,
    });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPlay(`${PLAY_PATH}/timed`);
    await screen.findByText('What is 2 + 2?');
    await pause(10_100);
    expect(
      await screen.findByText("Time's up! Your timeout could not be sent."),
    ).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to submit answer');
    // Time is up: the options stay locked, and nothing is resent by itself.
    expect(option('Four')).toHaveAttribute('aria-disabled', 'true');
    await pause(1000);
    expect(server.callsTo('/answer')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await verdict()).findByText("Time's up!")).toBeInTheDocument();
    expect(server.callsTo('/answer').map((call) => call.body)).toEqual([
      { question_id: QUESTIONS[0]!.id, selected_option: null },
      { question_id: QUESTIONS[0]!.id, selected_option: null },
    ]);
  });

  it('offers a skip for a question without options', async () => {
    const server = fakeQuizServer({ questions: [{ ...QUESTIONS[0]!, options: [] }] });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPlay(PLAY_PATH);
    expect(await screen.findByText('Question has no answer options...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip question' }));
    expect(await within(await verdict()).findByText('Question skipped')).toBeInTheDocument();
    expect(screen.getByText('Two plus two is four.')).toBeInTheDocument();
    expect(server.callsTo('/answer')[0]!.body).toMatchObject({ selected_option: null });
  });

  it('toasts and goes to /categories when the topic has no questions', async () => {
    const server = fakeQuizServer({
      override: ({ path }) =>
        path === '/api/games/session'
          ? errorBody(409, 'NO_QUESTIONS', 'This topic has no questions')
          : undefined,
    });
    vi.stubGlobal('fetch', server.fetchMock);
    const router = renderPlay(PLAY_PATH);
    expect(await screen.findByRole('heading', { name: 'Categories page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/categories');
    expect(toast.error).toHaveBeenCalledWith('No questions available for this topic');
  });

  it('toasts "Failed to load quiz questions" for other load failures', async () => {
    const server = fakeQuizServer({
      override: ({ path }) =>
        path.endsWith('/next') ? errorBody(500, 'INTERNAL_ERROR', 'Boom') : undefined,
    });
    vi.stubGlobal('fetch', server.fetchMock);
    const router = renderPlay(PLAY_PATH);
    await screen.findByRole('heading', { name: 'Categories page' });
    expect(router.state.location.pathname).toBe('/categories');
    expect(toast.error).toHaveBeenCalledWith('Failed to load quiz questions');
  });

  it('asks before quitting, quits on the server and goes back to the topics of the category', async () => {
    const server = fakeQuizServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const router = renderPlay(PLAY_PATH);
    await screen.findByText('What is 2 + 2?');

    await user.click(screen.getByRole('button', { name: 'Exit quiz' }));
    let dialog = screen.getByRole('dialog', { name: 'Quit this quiz?' });
    expect(dialog).toHaveAccessibleDescription(QUIT_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PLAY_PATH);

    await user.click(screen.getByRole('button', { name: 'Exit quiz' }));
    dialog = screen.getByRole('dialog', { name: 'Quit this quiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quit quiz' }));
    expect(await screen.findByRole('heading', { name: 'Topics page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/quiz/topics/${CATEGORY_ID}`);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `POST /api/games/session/${SESSION_ID}/abandon`,
    );
  });

  it('leaves a quiz that another one has ended', async () => {
    const server = fakeQuizServer({ abandoned: true });
    vi.stubGlobal('fetch', server.fetchMock);
    const router = renderPlay(PLAY_PATH);
    await user.click(await screen.findByRole('button', { name: 'Four' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/quiz/topics/${CATEGORY_ID}`),
    );
    expect(toast.error).toHaveBeenCalledWith(
      'This quiz was left unfinished: another quiz was started.',
    );
  });

  it('catches up when the server already has the answer', async () => {
    const server = fakeQuizServer({
      override: ({ path }) =>
        path.endsWith('/answer')
          ? errorBody(409, 'ALREADY_ANSWERED', 'Already answered')
          : undefined,
    });
    vi.stubGlobal('fetch', server.fetchMock);
    renderPlay(PLAY_PATH);
    await screen.findByText('What is 2 + 2?');
    await user.click(option('Four'));
    // It reads the session again and asks for the next question rather than failing.
    await vi.waitFor(() => expect(server.callsTo(`/session/${SESSION_ID}`, 'GET')).toHaveLength(1));
    expect(server.callsTo('/next').length).toBeGreaterThanOrEqual(2);
    expect(toast.error).not.toHaveBeenCalledWith('Failed to submit answer');
  });

  describe('between questions', () => {
    async function answerFirst(mode: 'competitive' | 'quick_fire' = 'competitive') {
      const server = fakeQuizServer({ mode });
      vi.stubGlobal('fetch', server.fetchMock);
      renderPlay(`${PLAY_PATH}/${mode}`);
      await screen.findByText('What is 2 + 2?');
      await user.click(option('Four'));
      await within(await verdict()).findByText('Correct!');
      return server;
    }

    it('counts the pause down and lets Next skip it', async () => {
      await answerFirst();
      const status = await verdict();
      expect(within(status).getByText('Next question in 2 seconds...')).toBeInTheDocument();
      await pause(1100);
      expect(within(status).getByText('Next question in 1 second...')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Which planet is red?')).toBeInTheDocument();
    });

    it('holds the pause while the player has paused it, until they resume', async () => {
      await answerFirst();
      await user.click(screen.getByRole('button', { name: 'Pause' }));
      expect(within(await verdict()).getByText(PAUSED_BY_PLAYER)).toBeInTheDocument();
      await pause(10_000);
      expect(screen.queryByText('Which planet is red?')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Resume' }));
      await pause(2100);
      expect(await screen.findByText('Which planet is red?')).toBeInTheDocument();
    });

    it('never moves on while the pointer is over the explanation', async () => {
      await answerFirst();
      const explanation = screen.getByTestId('answer-explanation');
      // Content scrolled under a resting pointer repeats its position: that is not reading.
      fireEvent.mouseMove(explanation, { clientX: 10, clientY: 10 });
      fireEvent.mouseMove(explanation, { clientX: 10, clientY: 10 });
      expect(screen.queryByText(HELD_WHILE_READING)).toBeNull();
      await user.pointer([
        { target: explanation, coords: { clientX: 12, clientY: 14 } },
        { target: explanation, coords: { clientX: 20, clientY: 18 } },
      ]);
      expect(within(await verdict()).getByText(HELD_WHILE_READING)).toBeInTheDocument();
      await pause(10_000);
      expect(screen.queryByText('Which planet is red?')).not.toBeInTheDocument();
      await user.unhover(explanation);
      await pause(2100);
      expect(await screen.findByText('Which planet is red?')).toBeInTheDocument();
    });

    it('never moves on while focus is in the explanation', async () => {
      await answerFirst();
      const explanation = screen.getByTestId('answer-explanation');
      act(() => explanation.focus());
      await pause(10_000);
      expect(screen.queryByText('Which planet is red?')).not.toBeInTheDocument();
      expect(within(await verdict()).getByText(HELD_WHILE_READING)).toBeInTheDocument();
      act(() => explanation.blur());
      await pause(2100);
      expect(await screen.findByText('Which planet is red?')).toBeInTheDocument();
    });

    it('holds while focus is on Next or Pause, so the keyboard reaches Pause; Resume lets go', async () => {
      await answerFirst();
      act(() => screen.getByTestId('answer-explanation').focus());
      act(() => screen.getByRole('button', { name: 'Next' }).focus());
      await pause(10_000);
      expect(within(await verdict()).getByText(HELD_WHILE_READING)).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'Pause' }).focus());
      await pause(10_000);
      expect(screen.queryByText('Which planet is red?')).not.toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(within(await verdict()).getByText(PAUSED_BY_PLAYER)).toBeInTheDocument();
      // Focus stays on the button, now Resume: pressing it lets the countdown go on.
      expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await pause(2100);
      expect(await screen.findByText('Which planet is red?')).toBeInTheDocument();
    });

    it('offers to dispute the answer: the dialog pauses the countdown, then the dispute shows', async () => {
      const filed = {
        id: '00000000-0000-4000-8000-0000000000dd',
        session_id: SESSION_ID,
        question_id: QUESTIONS[0]!.id,
        reason: 'Four is not right in base 3',
        status: 'open',
        moderator_note: null,
        created_at: '2026-01-01T10:00:05.000Z',
        resolved_at: null,
      };
      const server = fakeQuizServer({
        mode: 'competitive',
        override: ({ method, path }) =>
          method === 'POST' && path.endsWith('/disputes')
            ? json(201, { success: true, data: filed })
            : undefined,
      });
      vi.stubGlobal('fetch', server.fetchMock);
      renderPlay(`${PLAY_PATH}/competitive`);
      await screen.findByText('What is 2 + 2?');
      await user.click(option('Four'));
      const status = await verdict();
      await user.click(
        within(status).getByRole('button', { name: 'Dispute this answer (question 1)' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Dispute this answer' });
      expect(within(await verdict()).getByText(PAUSED_BY_PLAYER)).toBeInTheDocument();
      await pause(10_000);
      expect(screen.queryByText('Which planet is red?')).not.toBeInTheDocument();
      await user.type(
        within(dialog).getByLabelText('What is wrong with the answer?'),
        'Four is not right in base 3',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
      expect(
        await within(await verdict()).findByText('Disputed — under review'),
      ).toBeInTheDocument();
      expect(toast.success).toHaveBeenCalledWith('Dispute sent: a moderator will check the answer');
      expect(server.callsTo('/disputes')).toEqual([
        {
          method: 'POST',
          path: `/api/games/session/${SESSION_ID}/questions/${QUESTIONS[0]!.id}/disputes`,
          body: { reason: 'Four is not right in base 3' },
        },
      ]);
      // The player goes on when they choose.
      await user.click(screen.getByRole('button', { name: 'Resume' }));
      await pause(2100);
      expect(await screen.findByText('Which planet is red?')).toBeInTheDocument();
    });

    it('brings the explanation into view when the verdict appears', async () => {
      const scrollIntoView = vi.fn();
      Element.prototype.scrollIntoView = scrollIntoView;
      try {
        await answerFirst();
        expect(scrollIntoView).toHaveBeenCalled();
        expect(scrollIntoView.mock.contexts).toContain(screen.getByTestId('answer-explanation'));
      } finally {
        delete (Element.prototype as Partial<Element>).scrollIntoView;
      }
    });

    it('moves focus to each new question’s heading and announces it politely', async () => {
      await answerFirst();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      const heading = await screen.findByRole('heading', {
        level: 2,
        name: 'Which planet is red?',
      });
      expect(heading).toHaveFocus();
      const announcer = screen.getByRole('status');
      expect(announcer).toHaveAttribute('aria-live', 'polite');
      expect(announcer).toHaveTextContent('Question 2 of 3: Which planet is red?');
    });

    it('quick fire: a 5-second ring, and the next question at once, without Next or Pause', async () => {
      const server = fakeQuizServer({ mode: 'quick_fire' });
      vi.stubGlobal('fetch', server.fetchMock);
      renderPlay(`${PLAY_PATH}/quick_fire`);
      await screen.findByText('What is 2 + 2?');
      expect(screen.getByRole('timer')).toHaveAccessibleName('5 seconds left');
      await user.click(option('Four'));
      expect(await screen.findByText('Which planet is red?')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
      expect(server.callsTo('/answer')).toHaveLength(1);
    });
  });
});
