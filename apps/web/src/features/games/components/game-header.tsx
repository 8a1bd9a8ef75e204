import clsx from 'clsx';
import { LogOut, Volume2, VolumeX, Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { CARD_CLASSES } from './field-classes';

/** The timer turns red and pulses at this many seconds or fewer. */
export const WARN_AT_SECONDS = 10;

/** The seconds a screen reader hears about: not every tick, only these. */
const MILESTONES = [10, 5];

/** The announced milestone for `seconds` left, if one was reached. */
export function timerMilestone(seconds: number): number | null {
  return MILESTONES.filter((mark) => seconds <= mark && seconds > 0).at(-1) ?? null;
}

/** Playing: where the game is, the time left, the connection, sound, and the way out. */
export function GameHeader({
  index,
  total,
  subject,
  seconds,
  timing,
  connected,
  soundOn,
  onToggleSound,
  onLeave,
}: {
  index: number;
  total: number;
  /** What the game is played on (`useGameSubject`). */
  subject: string;
  seconds: number;
  /** Whether a countdown is running (a question is open). */
  timing: boolean;
  connected: boolean;
  soundOn: boolean;
  onToggleSound: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('games');
  const warn = timing && seconds <= WARN_AT_SECONDS;
  const milestone = timing ? timerMilestone(seconds) : null;
  const position = Math.max(0, index) + 1;
  return (
    <header className={`${CARD_CLASSES} space-y-3`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold">{t('play.questionOf', { index: position, total })}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">{subject}</p>
        </div>
        <div className="flex items-center gap-2">
          <p
            className={clsx(
              'min-w-16 rounded-lg px-3 py-1 text-center text-2xl font-black tabular-nums',
              warn
                ? 'bg-red-100 text-red-700 motion-safe:animate-pulse dark:bg-red-950 dark:text-red-300'
                : 'bg-slate-100 dark:bg-slate-800',
            )}
            aria-label={t('play.timeLeft')}
            data-warning={warn}
          >
            {t('play.seconds', { count: timing ? seconds : 0 })}
          </p>
          <span
            className={clsx(
              'inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold',
              connected
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
            )}
          >
            {connected ? (
              <Wifi className="h-3.5 w-3.5" aria-hidden="true" />
            ) : (
              <WifiOff className="h-3.5 w-3.5" aria-hidden="true" />
            )}
            {connected ? t('play.connected') : t('play.reconnecting')}
          </span>
          <Button
            variant="ghost"
            className="px-2"
            aria-pressed={soundOn}
            aria-label={soundOn ? t('play.soundOn') : t('play.soundOff')}
            onClick={onToggleSound}
          >
            {soundOn ? (
              <Volume2 className="h-5 w-5" aria-hidden="true" />
            ) : (
              <VolumeX className="h-5 w-5" aria-hidden="true" />
            )}
          </Button>
          <Button variant="ghost" className="px-2" aria-label={t('play.leave')} onClick={onLeave}>
            <LogOut className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ProgressBar
        value={(position / total) * 100}
        label={t('play.progress')}
        valueText={t('play.questionOf', { index: position, total })}
      />
      <p className="sr-only" aria-live="assertive">
        {milestone !== null ? t('play.secondsLeft', { count: milestone }) : ''}
      </p>
    </header>
  );
}
