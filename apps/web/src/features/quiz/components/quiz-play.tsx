import { GAME_MODE_RULES, type GameMode } from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { LogOut } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAbandonSession } from '../api/abandon-session';
import { useQuizPlay, type PlayState } from '../hooks/use-quiz-play';
import { playAnnouncement, type TimeCue } from '../utils/announcements';
import { formatMultiplier, modeLabel, opponentName } from '../utils/quiz-format';
import { useSessionDisputes } from '../api/disputes';
import { AnswerReveal } from './answer-reveal';
import { DisputeAnswer } from './dispute-answer';
import { FOCUS_RING } from './focus-ring';
import { QuestionCard } from './question-card';
import { ScoreBoard } from './score-board';

/** The line under the verdict, by phase (and, in the pause, by what holds it). */
function statusLine(
  { phase, result }: PlayState,
  between: { secondsLeft: number; paused: boolean; held: boolean },
  t: TFunction<'quiz'>,
): string | undefined {
  switch (phase) {
    case 'revealed':
      if (between.paused) return t('play.pausedByPlayer');
      if (between.held) return t('play.heldWhileReading');
      return result?.is_last
        ? t('play.resultsIn', { count: between.secondsLeft })
        : t('play.nextIn', { count: between.secondsLeft });
    case 'loading-next':
      return t('play.loadingNext');
    case 'completing':
      return t('play.saving');
    case 'next-failed':
      return t('play.nextFailed');
    case 'complete-failed':
      return t('play.completeFailed');
    default:
      return undefined;
  }
}

/**
 * The screen's one live region. It stays mounted from the first frame, so each change of its
 * text is read out; what it says is `playAnnouncement`'s, one line a paragraph. While the quiz
 * loads it is the spinner's visible label; then it is for screen readers only.
 */
function Announcer({ lines, visible }: { lines: string[]; visible: boolean }) {
  return (
    <div role="status" aria-live="polite" className={visible ? undefined : 'sr-only'}>
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}

/**
 * Disputing the answer just revealed, or its dispute's status. Opening the dialog pauses the
 * countdown to the next question, as the Pause button does, so the next question waits.
 */
function PlayDispute({
  sessionId,
  questionId,
  questionText,
  position,
  onOpen,
}: {
  sessionId: string;
  questionId: string;
  questionText: string;
  position: number;
  onOpen: () => void;
}) {
  const disputes = useSessionDisputes(sessionId, false);
  return (
    <DisputeAnswer
      sessionId={sessionId}
      questionId={questionId}
      questionText={questionText}
      position={position}
      dispute={disputes.data?.find((one) => one.question_id === questionId)}
      onOpen={onOpen}
    />
  );
}

/** One quiz being played: header, score, the question and, once answered, the verdict. */
export function QuizPlay({
  categoryId,
  topicId,
  mode,
  shareKey,
}: {
  categoryId: string;
  topicId: string;
  mode: GameMode;
  /** A question set's share key, when it is played through its link. */
  shareKey?: string | undefined;
}) {
  const { t } = useTranslation('quiz');
  const play = useQuizPlay({ categoryId, topicId, mode, shareKey });
  const { state, between } = play;
  const pauses = GAME_MODE_RULES[mode].explanationPause;
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [cue, setCue] = useState<TimeCue | null>(null);
  const onTimeCue = useCallback(
    (questionId: string, seconds: number) => setCue({ questionId, seconds }),
    [],
  );
  const abandon = useAbandonSession();
  const navigate = useNavigate();

  const { session, served, result, phase } = state;
  const loading = !session || !served;
  // Always the last child of the same wrapper, so it is never remounted (and keeps speaking).
  const announcer = (
    <Announcer
      visible={loading}
      lines={playAnnouncement(
        {
          served,
          result,
          timeUp: state.timeUp,
          skipped: state.skipped,
          total: session?.total_questions ?? 0,
          cue,
        },
        t,
      )}
    />
  );

  if (loading) {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300">
        <span
          className="h-8 w-8 rounded-full border-4 border-indigo-200 border-t-indigo-600 motion-safe:animate-spin"
          aria-hidden="true"
        />
        {announcer}
      </div>
    );
  }

  const status = statusLine(state, between, t);
  const timeoutUnsent = state.timeUp && phase === 'answering';
  return (
    <div>
      <div className="mx-auto max-w-3xl space-y-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-slate-600 dark:text-slate-400">{session.category_name}</p>
            <h1 className="text-2xl font-bold">{session.topic_name}</h1>
            <div className="mt-2 flex flex-wrap gap-2">
              <Badge tone="indigo">
                {t('modeBadge', { mode: modeLabel(session.game_mode, t) })}
              </Badge>
              <Badge tone="amber">
                <span className="sr-only">{t('play.multiplier')} </span>
                {formatMultiplier(session.game_mode)}
              </Badge>
            </div>
          </div>
          <Button variant="secondary" className={FOCUS_RING} onClick={() => setConfirmOpen(true)}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('play.exit')}
          </Button>
        </header>

        <ScoreBoard score={state.score} opponentName={opponentName(session.opponent_name, t)} />

        <QuestionCard
          key={served.question.id}
          served={served}
          total={session.total_questions}
          phase={phase}
          selected={state.selected}
          timeUp={state.timeUp}
          result={result}
          keyboardEnabled={!confirmOpen}
          onChoose={play.choose}
          onAnswer={play.answer}
          onTimeOut={play.timeOut}
          onSkip={play.skip}
          onTimeCue={onTimeCue}
        />

        {/* Seen, not announced: the announcer says the verdict in one line, and the pause's
            countdown below it would otherwise be read out every second. */}
        <div className="space-y-3">
          {result ? (
            <AnswerReveal
              result={result}
              opponentName={opponentName(session.opponent_name, t)}
              skipped={state.skipped}
              status={status}
              onReadingChange={pauses ? between.setReading : undefined}
              action={
                // Quick fire moves on at once: its answers are disputed from the results.
                pauses ? (
                  <PlayDispute
                    sessionId={session.id}
                    questionId={result.question_id}
                    questionText={served.question.question_text}
                    position={result.position}
                    onOpen={() => {
                      if (!between.paused) between.togglePause();
                    }}
                  />
                ) : undefined
              }
            />
          ) : null}
          {phase === 'submitting' ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('play.checking')}</p>
          ) : null}
          {timeoutUnsent ? (
            <p className="font-semibold text-red-700 dark:text-red-400">
              {t('play.timeoutUnsent')}
            </p>
          ) : null}
        </div>

        {phase === 'revealed' && pauses ? (
          // A keyboard player reaches Pause through the explanation and Next: focus on the way
          // holds the countdown, so the two-second pause cannot run out between key presses.
          <div
            className="flex flex-wrap gap-2"
            onFocus={() => between.setReading(true)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) between.setReading(false);
            }}
          >
            <Button className={FOCUS_RING} onClick={between.skip}>
              {t('actions.next', { ns: 'common' })}
            </Button>
            <Button variant="secondary" className={FOCUS_RING} onClick={between.togglePause}>
              {between.paused ? t('play.resume') : t('play.pause')}
            </Button>
          </div>
        ) : null}
        {timeoutUnsent ? (
          <Button className={FOCUS_RING} onClick={play.timeOut}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        ) : null}
        {phase === 'next-failed' ? (
          <Button className={FOCUS_RING} onClick={play.retryNext}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        ) : null}
        {phase === 'complete-failed' ? (
          <Button className={FOCUS_RING} onClick={play.retryComplete}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        ) : null}

        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={t('play.quit.title')}
          description={t('play.quit.message')}
          confirmLabel={t('play.quit.confirm')}
          cancelLabel={t('play.quit.cancel')}
          destructive
          onConfirm={() => {
            // Leaving matters more than the answer: a failed abandon only means the quiz would
            // resume next time this topic and mode are picked.
            abandon.mutate(session.id);
            navigate(`/quiz/topics/${session.category_id}`);
          }}
        />
      </div>
      {announcer}
    </div>
  );
}
