import type {
  PlayerResponse,
  ReviewAnswerResult,
  ReviewRoundResult,
  ServedQuestion,
} from '@quizarena/contracts';
import { CheckCircle2, Repeat } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatNumber, formatTimeUntil } from '../../../lib/format';
import { useReviewCalls, useReviewSummary } from '../api/review-api';
import { DailyGoal } from '../components/daily-goal';

/** The question card the quiz feature plays a practice question in, handed in by app/. */
export type ReviewQuestionSlot = ComponentType<{
  question: ServedQuestion;
  total: number;
  verdict: ReviewAnswerResult | null;
  sending?: boolean;
  /** The player chose an option, or sent an answer of another type. */
  onAnswer: (response: PlayerResponse) => void;
  children?: ReactNode;
}>;

type Play =
  | { step: 'idle' }
  | { step: 'playing'; roundId: string; total: number; question: ServedQuestion | null }
  | { step: 'done'; result: ReviewRoundResult };

const FOCUS_RING = 'focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';
const LINK_BUTTON = `inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${FOCUS_RING}`;
const CARD =
  'space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/**
 * /review: what is due and today's goal, then a round played one question at a time in the
 * quiz's own card (no countdown, as practice), each verdict with when the question comes back,
 * then the round's summary. `?topic=` reviews one topic (the Topics page's badges link there).
 */
export function ReviewPage({ question: QuestionSlot }: { question: ReviewQuestionSlot }) {
  const { t } = useTranslation('review');
  const [search] = useSearchParams();
  const topicId = search.get('topic') ?? undefined;
  const summary = useReviewSummary();
  const calls = useReviewCalls();
  const [play, setPlay] = useState<Play>({ step: 'idle' });
  const [verdict, setVerdict] = useState<ReviewAnswerResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);

  // The verdict is read out by the card's live region; the way on takes focus.
  useEffect(() => {
    if (verdict) actions.current?.querySelector('button')?.focus();
  }, [verdict]);
  useEffect(() => {
    if (play.step === 'done') summaryHeading.current?.focus();
  }, [play.step]);

  const serveNext = async (roundId: string, total: number) => {
    setVerdict(null);
    setPlay({ step: 'playing', roundId, total, question: null });
    try {
      const question = await calls.next.mutateAsync(roundId);
      if (question) setPlay({ step: 'playing', roundId, total, question });
      else await finish(roundId);
    } catch (error) {
      setFailure(apiErrorText(error, t('startFailed')));
    }
  };

  const begin = async () => {
    setFailure(null);
    try {
      const round = await calls.start.mutateAsync(topicId ? { topic_id: topicId } : {});
      if (round.current_question) {
        setVerdict(null);
        setPlay({
          step: 'playing',
          roundId: round.id,
          total: round.total_questions,
          question: round.current_question,
        });
      } else {
        await serveNext(round.id, round.total_questions);
      }
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      setFailure(
        code === 'NOTHING_TO_REVIEW' ? t('nothingToReview') : apiErrorText(error, t('startFailed')),
      );
    }
  };

  const finish = async (roundId: string) => {
    try {
      setPlay({ step: 'done', result: await calls.complete.mutateAsync(roundId) });
    } catch (error) {
      setFailure(apiErrorText(error, t('startFailed')));
    }
  };

  const choose = async (response: PlayerResponse) => {
    if (play.step !== 'playing' || !play.question || calls.answer.isPending || verdict) return;
    setFailure(null);
    try {
      setVerdict(
        await calls.answer.mutateAsync({
          roundId: play.roundId,
          // A choice goes in the spec's `selected_option`; other types in `response`.
          body:
            'option_id' in response
              ? { question_id: play.question.id, selected_option: response.option_id }
              : { question_id: play.question.id, response },
        }),
      );
    } catch (error) {
      setFailure(apiErrorText(error, t('answerFailed')));
    }
  };

  let body: ReactNode;
  if (play.step === 'playing') {
    body = (
      <div className="space-y-4">
        {play.question ? (
          <QuestionSlot
            key={play.question.id}
            question={play.question}
            total={play.total}
            verdict={verdict}
            sending={calls.answer.isPending}
            onAnswer={(response) => void choose(response)}
          >
            {verdict ? (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('comesBack', { when: formatTimeUntil(verdict.next_due_at) })}
              </p>
            ) : null}
          </QuestionSlot>
        ) : (
          <div className={CARD} aria-busy="true">
            <p className="sr-only">{t('loadingQuestion')}</p>
            <Skeleton className="h-48 w-full" />
          </div>
        )}
        <div ref={actions} className="flex flex-wrap gap-3">
          {verdict ? (
            <Button
              onClick={() =>
                void (verdict.is_last ? finish(play.roundId) : serveNext(play.roundId, play.total))
              }
            >
              {verdict.is_last ? t('finish') : t('next')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => void finish(play.roundId)}>
            {t('end')}
          </Button>
        </div>
      </div>
    );
  } else if (play.step === 'done') {
    const { result } = play;
    body = (
      <section aria-labelledby="review-summary-title" className={CARD}>
        <h2
          id="review-summary-title"
          ref={summaryHeading}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-bold outline-none"
        >
          <CheckCircle2
            className="h-6 w-6 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
          {t('summary.title')}
        </h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-lg font-semibold">
          <li>
            {t('summary.correct', {
              correct: formatNumber(result.correct_count),
              answered: formatNumber(result.answered_count),
            })}
          </li>
          <li className="text-indigo-700 dark:text-indigo-300">
            {t('summary.points', {
              count: result.points_earned,
              points: formatNumber(result.points_earned),
            })}
          </li>
        </ul>
        <DailyGoal
          reviewed={result.reviewed_today}
          goal={result.daily_goal}
          met={result.goal_met}
        />
        {result.next_due_at ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('nextDue', { when: formatTimeUntil(result.next_due_at) })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void begin()}>{t('summary.more')}</Button>
          <Link to="/dashboard" className={LINK_BUTTON}>
            {t('summary.dashboard')}
          </Link>
        </div>
      </section>
    );
  } else if (summary.isError) {
    body = <p role="alert">{apiErrorText(summary.error, t('loadFailed'))}</p>;
  } else if (!summary.data) {
    body = (
      <div className={CARD} aria-busy="true">
        <p className="sr-only">{t('loading')}</p>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  } else {
    const data = summary.data;
    const due = topicId
      ? (data.topics.find((topic) => topic.topic_id === topicId)?.due ?? 0)
      : data.due_now;
    body = (
      <section aria-labelledby="review-due-title" className={CARD}>
        <h2 id="review-due-title" className="text-xl font-bold">
          {due > 0 ? t('dueNow', { count: due }) : t('nothingDue')}
        </h2>
        {due === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">
            {data.next_due_at
              ? t('nextDue', { when: formatTimeUntil(data.next_due_at) })
              : t('noneWaiting')}
          </p>
        ) : null}
        <DailyGoal reviewed={data.reviewed_today} goal={data.daily_goal} met={data.goal_met} />
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void begin()} disabled={calls.start.isPending}>
            {calls.start.isPending
              ? t('starting')
              : due > 0
                ? topicId
                  ? t('startTopic')
                  : t('start')
                : t('practiseNew')}
          </Button>
          <Link to="/quiz/categories" className={LINK_BUTTON}>
            {t('browseTopics')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Repeat className="h-7 w-7 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
          {t('title')}
        </h1>
        <p className="text-slate-700 dark:text-slate-300">{t('intro')}</p>
      </header>
      {failure ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {failure}
        </p>
      ) : null}
      {body}
    </div>
  );
}
