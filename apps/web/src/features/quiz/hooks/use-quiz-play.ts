import type {
  PlayerResponse,
  AnswerResult,
  GameMode,
  QuizSession,
  ScorePanel,
  ServedQuestion,
} from '@quizarena/contracts';
import { GAME_MODE_RULES, QUIZ_RULES, chosenOptionOf } from '@quizarena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useCompleteQuiz } from '../api/complete-quiz';
import { sessionQueryOptions } from '../api/get-session';
import { useNextQuestion } from '../api/next-question';
import { useStartSession } from '../api/start-session';
import { useSubmitAnswer } from '../api/submit-answer';
import { useBetweenQuestions } from './use-between-questions';

export type PlayPhase =
  /** Creating the session and serving the first question. */
  | 'starting'
  /** A question is on screen and can be answered. */
  | 'answering'
  /** An answer is on its way; the options are locked. */
  | 'submitting'
  /** The server's verdict is shown; the next question follows after the pause. */
  | 'revealed'
  | 'loading-next'
  | 'next-failed'
  | 'completing'
  | 'complete-failed';

/** A served question placed on the local clock. */
export type ServedState = {
  question: ServedQuestion;
  /** Local time (ms) the server served it: now minus the seconds already gone (a re-serve). */
  servedAtMs: number;
  /** Local time (ms) the countdown ends; null without one (practice). */
  deadlineMs: number | null;
  /** Local time (ms) it reached us: the clock's first reading. */
  receivedAtMs: number;
};

export type PlayState = {
  phase: PlayPhase;
  session: QuizSession | null;
  served: ServedState | null;
  /** The option being sent or sent for the current question; null for no answer. */
  selected: string | null;
  /** The countdown reached zero before the player answered. */
  timeUp: boolean;
  /** The player skipped a question that has no options. */
  skipped: boolean;
  result: AnswerResult | null;
  score: ScorePanel;
};

type Action =
  | { type: 'started'; session: QuizSession; question: ServedQuestion; now: number }
  | { type: 'served'; question: ServedQuestion; now: number }
  | { type: 'submitting'; selected: string | null; timeUp: boolean; skipped: boolean }
  | { type: 'submit-failed' }
  | { type: 'answered'; result: AnswerResult }
  | { type: 'loading-next'; score?: ScorePanel }
  | { type: 'next-failed' }
  | { type: 'completing' }
  | { type: 'complete-failed' };

const EMPTY_SCORE: ScorePanel = {
  player_points: 0,
  player_correct: 0,
  bot_points: 0,
  bot_correct: 0,
};

const initialState: PlayState = {
  phase: 'starting',
  session: null,
  served: null,
  selected: null,
  timeUp: false,
  skipped: false,
  result: null,
  score: EMPTY_SCORE,
};

/**
 * The countdown runs from the server's serve time, moved onto the local clock with
 * `elapsed_seconds`, so a re-served question (after a reload or a retry) keeps its place and the
 * two clocks never need to agree on the time of day.
 */
export function placeOnClock(question: ServedQuestion, now: number): ServedState {
  const servedAtMs = now - question.elapsed_seconds * 1000;
  const deadlineMs =
    question.time_limit_seconds === null ? null : servedAtMs + question.time_limit_seconds * 1000;
  return { question, servedAtMs, deadlineMs, receivedAtMs: now };
}

function reducer(state: PlayState, action: Action): PlayState {
  switch (action.type) {
    case 'started':
      return {
        ...initialState,
        phase: 'answering',
        session: action.session,
        score: action.session.score,
        served: placeOnClock(action.question, action.now),
      };
    case 'served':
      return {
        ...state,
        phase: 'answering',
        served: placeOnClock(action.question, action.now),
        selected: null,
        timeUp: false,
        skipped: false,
        result: null,
      };
    case 'submitting':
      return {
        ...state,
        phase: 'submitting',
        selected: action.selected,
        timeUp: action.timeUp,
        skipped: action.skipped,
      };
    case 'submit-failed':
      return { ...state, phase: 'answering', selected: null };
    case 'answered':
      return { ...state, phase: 'revealed', result: action.result, score: action.result.score };
    case 'loading-next':
      return { ...state, phase: 'loading-next', score: action.score ?? state.score };
    case 'next-failed':
      return { ...state, phase: 'next-failed' };
    case 'completing':
      return { ...state, phase: 'completing' };
    case 'complete-failed':
      return { ...state, phase: 'complete-failed' };
  }
}

type RecordedAnswer = { question_id: string; selected_option: string | null; time_taken: number };

/** Errors that mean our view of the session is behind the server's (another tab, a lost answer). */
const OUT_OF_STEP = new Set([
  'ALREADY_ANSWERED',
  'QUESTION_NOT_CURRENT',
  'SESSION_COMPLETED',
  'SESSION_ABANDONED',
]);

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * One quiz, start to finish: starts a session, serves questions, sends answers, shows each
 * verdict for the pause, then completes and goes to the results. The server decides everything;
 * this only keeps the screen in step with it.
 */
export function useQuizPlay({
  categoryId,
  topicId,
  mode,
  shareKey,
}: {
  categoryId: string;
  topicId: string;
  mode: GameMode;
  /** A question set's share key, sent again on every start (a reload resumes with it). */
  shareKey?: string | undefined;
}) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const { t } = useTranslation('quiz');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: start } = useStartSession();
  const { mutateAsync: next } = useNextQuestion();
  const { mutateAsync: submit } = useSubmitAnswer();
  const { mutateAsync: complete } = useCompleteQuiz();

  const alive = useRef(false);
  const started = useRef(false);
  // One request at a time: set synchronously, so a double click sees it before React re-renders.
  const busy = useRef(false);
  // Only the completion call needs these; they are never drawn, so they stay out of state.
  const answers = useRef<RecordedAnswer[]>([]);
  const startedAt = useRef(0);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const exclusive = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await task();
    } finally {
      busy.current = false;
    }
  }, []);

  const finish = useCallback(
    async (session: QuizSession) => {
      dispatch({ type: 'completing' });
      try {
        await complete({
          session_id: session.id,
          topic_id: session.topic_id,
          category_id: session.category_id,
          difficulty: session.difficulty,
          game_mode: session.game_mode,
          // Sent for the spec's shape only: the server scores from its own records.
          answers: answers.current,
          total_time_spent: Math.round((Date.now() - startedAt.current) / 100) / 10,
        });
        if (alive.current) navigate(`/quiz/results/${session.id}`, { replace: true });
      } catch {
        if (!alive.current) return;
        toast.error(t('toasts.completeFailed'));
        dispatch({ type: 'complete-failed' });
      }
    },
    [complete, navigate, t],
  );

  const serveNext = useCallback(
    async (session: QuizSession, score?: ScorePanel) => {
      dispatch({ type: 'loading-next', score });
      try {
        const question = await next(session.id);
        if (!alive.current) return;
        if (question) dispatch({ type: 'served', question, now: Date.now() });
        else await finish(session);
      } catch {
        if (!alive.current) return;
        toast.error(t('toasts.nextFailed'));
        dispatch({ type: 'next-failed' });
      }
    },
    [next, finish, t],
  );

  /** The server already has an answer for this question: take its score and move on. */
  const catchUp = useCallback(
    async (session: QuizSession) => {
      const fresh = await queryClient.fetchQuery(sessionQueryOptions(session.id));
      if (!alive.current) return;
      if (fresh.status === 'completed') {
        navigate(`/quiz/results/${session.id}`, { replace: true });
        return;
      }
      // Another quiz was started (in another tab, say), which ends this one.
      if (fresh.status === 'abandoned') {
        toast.error(t('toasts.abandoned'));
        navigate(`/quiz/topics/${session.category_id}`, { replace: true });
        return;
      }
      await serveNext(session, fresh.score);
    },
    [queryClient, navigate, serveNext, t],
  );

  const send = useCallback(
    (response: PlayerResponse | null, reason: 'choice' | 'timeout' | 'skip') =>
      exclusive(async () => {
        const { session, served, phase, timeUp } = state;
        // Ignored when already answered (or the verdict is showing) and when nothing is chosen.
        if (!session || !served || phase !== 'answering') return;
        if (reason === 'choice' && (!response || timeUp)) return;
        const selected = chosenOptionOf(response);
        dispatch({
          type: 'submitting',
          selected,
          timeUp: timeUp || reason === 'timeout',
          skipped: reason === 'skip',
        });
        if (reason === 'timeout') {
          // Silent for screen readers: the play screen's status region says it already.
          toast.error(t('toasts.timesUp'), {
            id: 'quiz-times-up',
            ariaProps: { role: 'status', 'aria-live': 'off' },
          });
        }
        try {
          const result = await submit({
            sessionId: session.id,
            // A choice goes in the spec's `selected_option`; other types in `response`.
            body:
              response === null || 'option_id' in response
                ? { question_id: served.question.id, selected_option: selected }
                : { question_id: served.question.id, response },
          });
          if (!alive.current) return;
          answers.current = [
            ...answers.current.filter((answer) => answer.question_id !== result.question_id),
            {
              question_id: result.question_id,
              selected_option: result.selected_option,
              time_taken: result.time_taken,
            },
          ];
          dispatch({ type: 'answered', result });
        } catch (error) {
          if (!alive.current) return;
          if (error instanceof ApiError && error.code && OUT_OF_STEP.has(error.code)) {
            try {
              await catchUp(session);
              return;
            } catch {
              // Fall through: the player can send again, which asks the server once more.
            }
          }
          toast.error(t('toasts.submitFailed'));
          dispatch({ type: 'submit-failed' });
        }
      }),
    [exclusive, state, submit, catchUp, t],
  );

  const begin = useEffectEvent(() =>
    exclusive(async () => {
      try {
        const session = await start({
          topic_id: topicId,
          category_id: categoryId,
          game_mode: mode,
          time_zone: browserTimeZone(),
          ...(shareKey ? { share_key: shareKey } : {}),
        });
        const question = session.current_question ?? (await next(session.id));
        if (!alive.current) return;
        // A brand-new session with nothing to serve cannot be played.
        if (!question) throw new Error('No question served');
        startedAt.current = Date.now();
        dispatch({ type: 'started', session, question, now: Date.now() });
      } catch (error) {
        if (!alive.current) return;
        const noQuestions = error instanceof ApiError && error.code === 'NO_QUESTIONS';
        toast.error(noQuestions ? tErrors('codes.NO_QUESTIONS') : t('toasts.loadFailed'));
        navigate('/categories', { replace: true });
      }
    }),
  );

  useEffect(() => {
    // StrictMode runs mount effects twice in development; a second POST would start a second
    // session. The ref survives that remount, so only the first run starts one.
    if (started.current) return;
    started.current = true;
    void begin();
  }, []);

  const advance = useCallback(() => {
    const { session, result } = state;
    if (!session || !result) return;
    void exclusive(() => (result.is_last ? finish(session) : serveNext(session)));
  }, [state, exclusive, finish, serveNext]);

  // Quick fire has no pause: the next question follows the verdict at once.
  const between = useBetweenQuestions({
    active: state.phase === 'revealed',
    round: state.result,
    delayMs: GAME_MODE_RULES[mode].explanationPause
      ? QUIZ_RULES.nextQuestionDelaySeconds * 1000
      : 0,
    onDone: advance,
  });

  return {
    state,
    /** The pause between questions: seconds left, Pause/Resume, Next, and the reading hold. */
    between,
    /** The player picked an option. */
    choose: useCallback((optionId: string) => send({ option_id: optionId }, 'choice'), [send]),
    /** The player sent an answer of another type (all that apply, an order, typed words). */
    answer: useCallback((response: PlayerResponse) => send(response, 'choice'), [send]),
    /** The countdown reached zero (or the player retries sending the timeout). */
    timeOut: useCallback(() => send(null, 'timeout'), [send]),
    /** A question without options can only be skipped: sent as no answer. */
    skip: useCallback(() => send(null, 'skip'), [send]),
    retryNext: useCallback(() => {
      const { session } = state;
      if (session) void exclusive(() => serveNext(session));
    }, [state, exclusive, serveNext]),
    retryComplete: useCallback(() => {
      const { session } = state;
      if (session) void exclusive(() => finish(session));
    }, [state, exclusive, finish]),
  };
}
