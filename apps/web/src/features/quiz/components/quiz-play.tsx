import { GAME_MODE_RULES, type GameMode } from '@quizarena/contracts';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useQuizPlay, type PlayState } from '../hooks/use-quiz-play';
import { formatMultiplier, modeLabel } from '../utils/quiz-format';
import { AnswerReveal } from './answer-reveal';
import { QuestionCard } from './question-card';
import { useAbandonSession } from '../api/abandon-session';
import { ScoreBoard } from './score-board';

export const QUIT_MESSAGE = 'Are you sure you want to quit this quiz? Your progress will be lost.';

export const HELD_WHILE_READING = 'Paused while you read. Next when you are ready.';
export const PAUSED_BY_PLAYER = 'Paused. Press Resume or Next to go on.';

const seconds = (count: number) => `${count} ${count === 1 ? 'second' : 'seconds'}`;

/** The line under the verdict, by phase (and, in the pause, by what holds it). */
function statusLine(
  { phase, result }: PlayState,
  between: { secondsLeft: number; paused: boolean; held: boolean },
): string | undefined {
  switch (phase) {
    case 'revealed':
      if (between.paused) return PAUSED_BY_PLAYER;
      if (between.held) return HELD_WHILE_READING;
      return result?.is_last
        ? `Results in ${seconds(between.secondsLeft)}...`
        : `Next question in ${seconds(between.secondsLeft)}...`;
    case 'loading-next':
      return 'Loading the next question...';
    case 'completing':
      return 'Saving your results...';
    case 'next-failed':
      return 'The next question could not be loaded.';
    case 'complete-failed':
      return 'Your results could not be saved.';
    default:
      return undefined;
  }
}

/** One quiz being played: header, score, the question and, once answered, the verdict. */
export function QuizPlay({
  categoryId,
  topicId,
  mode,
}: {
  categoryId: string;
  topicId: string;
  mode: GameMode;
}) {
  const play = useQuizPlay({ categoryId, topicId, mode });
  const { state, between } = play;
  const pauses = GAME_MODE_RULES[mode].explanationPause;
  const [confirmOpen, setConfirmOpen] = useState(false);
  const abandon = useAbandonSession();
  const navigate = useNavigate();

  const { session, served, result, phase } = state;
  if (!session || !served) return <Spinner label="Loading quiz..." />;

  const status = statusLine(state, between);
  const timeoutUnsent = state.timeUp && phase === 'answering';
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-600 dark:text-slate-400">{session.category_name}</p>
          <h1 className="text-2xl font-bold">{session.topic_name}</h1>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone="indigo">{modeLabel(session.game_mode)} mode</Badge>
            <Badge tone="amber">
              <span className="sr-only">Points multiplier </span>
              {formatMultiplier(session.game_mode)}
            </Badge>
          </div>
        </div>
        <Button variant="secondary" onClick={() => setConfirmOpen(true)}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Exit quiz
        </Button>
      </header>

      <ScoreBoard score={state.score} opponentName={session.opponent_name} />

      {/* The new question's heading takes focus; this tells screen readers politely as well. */}
      <p aria-live="polite" className="sr-only">
        {`New question: ${served.question.position} of ${session.total_questions}`}
      </p>

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
        onTimeOut={play.timeOut}
        onSkip={play.skip}
      />

      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" aria-live="polite" className="space-y-3">
        {result ? (
          <AnswerReveal
            result={result}
            opponentName={session.opponent_name}
            skipped={state.skipped}
            status={status}
            onReadingChange={pauses ? between.setReading : undefined}
          />
        ) : null}
        {phase === 'submitting' ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">Checking your answer...</p>
        ) : null}
        {timeoutUnsent ? (
          <p className="font-semibold text-red-700 dark:text-red-400">
            Time&apos;s up! Your timeout could not be sent.
          </p>
        ) : null}
      </div>

      {phase === 'revealed' && pauses ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={between.skip}>Next</Button>
          <Button variant="secondary" onClick={between.togglePause}>
            {between.paused ? 'Resume' : 'Pause'}
          </Button>
        </div>
      ) : null}
      {timeoutUnsent ? <Button onClick={play.timeOut}>Try again</Button> : null}
      {phase === 'next-failed' ? <Button onClick={play.retryNext}>Try again</Button> : null}
      {phase === 'complete-failed' ? <Button onClick={play.retryComplete}>Try again</Button> : null}

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Quit this quiz?"
        description={QUIT_MESSAGE}
        confirmLabel="Quit quiz"
        cancelLabel="Keep playing"
        destructive
        onConfirm={() => {
          // Leaving matters more than the answer: a failed abandon only means the quiz would
          // resume next time this topic and mode are picked.
          abandon.mutate(session.id);
          navigate(`/quiz/topics/${session.category_id}`);
        }}
      />
    </div>
  );
}
