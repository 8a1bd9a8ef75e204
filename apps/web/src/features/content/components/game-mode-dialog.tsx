import {
  GAME_MODE_RULES,
  GAME_MODES,
  MODE_MULTIPLIERS,
  modeDuration,
  type GameMode,
  type Topic,
} from '@quizarena/contracts';
import clsx from 'clsx';
import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { formatNumber } from '../../../lib/format';

/** '×1.5 points': the same table the server scores with. */
export function formatMultiplier(mode: GameMode, t: TFunction<'content'>): string {
  const multiplier = formatNumber(MODE_MULTIPLIERS[mode], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return t('modeDialog.multiplier', { multiplier });
}

/** 'Up to 2 min', 'Up to 50 s' or 'Unlimited', from the mode's rules. */
export function durationText(mode: GameMode, t: TFunction<'content'>): string {
  const duration = modeDuration(mode);
  switch (duration.unit) {
    case 'unlimited':
      return t('modeDialog.unlimited');
    case 'seconds':
      return t('modeDialog.upToSeconds', { seconds: formatNumber(duration.value) });
    case 'minutes':
      return t('modeDialog.upToMinutes', { minutes: formatNumber(duration.value) });
  }
}

function timerText(mode: GameMode, t: TFunction<'content'>): string {
  const seconds = GAME_MODE_RULES[mode].secondsPerQuestion;
  return seconds === null
    ? t('modeDialog.noCountdown')
    : t('modeDialog.secondsPerQuestion', { seconds: formatNumber(seconds) });
}

/**
 * Picks how to play `topic`, then opens /quiz/{categoryId}/{topicId}/{mode}. The modes are radio
 * buttons so arrow keys move between them, and Start is one clear action (disabled with a note
 * when the topic has no questions). The chosen mode is kept for the next topic.
 */
export function GameModeDialog({
  categoryId,
  topic,
  onClose,
}: {
  categoryId: string;
  topic: Topic | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['content', 'common']);
  const navigate = useNavigate();
  const [mode, setMode] = useState<GameMode>('practice');
  const id = useId();
  const noteId = `${id}-note`;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!topic || topic.question_count === 0) return;
    void navigate(`/quiz/${categoryId}/${topic.id}/${mode}`);
  }

  const unplayable = topic?.question_count === 0;
  return (
    <Dialog
      open={topic !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {topic ? (
        <DialogContent
          title={t('modeDialog.title')}
          description={t('modeDialog.description', { topic: topic.name })}
        >
          <form onSubmit={handleSubmit} className="space-y-4">
            <fieldset className="space-y-2">
              <legend className="sr-only">{t('modeDialog.legend')}</legend>
              {GAME_MODES.map((option) => {
                const optionId = `${id}-${option}`;
                return (
                  <label
                    key={option}
                    htmlFor={optionId}
                    className={clsx(
                      'flex cursor-pointer gap-3 rounded-xl border p-3 motion-safe:transition',
                      'border-slate-200 hover:border-indigo-400 dark:border-slate-700',
                      'has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-950',
                      'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                    )}
                  >
                    <input
                      id={optionId}
                      type="radio"
                      name={`${id}-mode`}
                      value={option}
                      checked={mode === option}
                      onChange={() => setMode(option)}
                      aria-labelledby={`${optionId}-label`}
                      aria-describedby={`${optionId}-multiplier ${optionId}-details`}
                      className="mt-1 h-4 w-4 shrink-0 accent-indigo-600"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center justify-between gap-2">
                        <span id={`${optionId}-label`} className="font-semibold">
                          {t(`common:modes.${option}.label`)}
                        </span>
                        <Badge tone="indigo">
                          <span id={`${optionId}-multiplier`}>{formatMultiplier(option, t)}</span>
                        </Badge>
                      </span>
                      <span
                        id={`${optionId}-details`}
                        className="mt-1 block text-sm text-slate-600 dark:text-slate-300"
                      >
                        {t('modeDialog.details', {
                          duration: durationText(option, t),
                          players: t(`common:modes.${option}.players`),
                          timer: timerText(option, t),
                          description: t(`common:modes.${option}.description`),
                        })}
                      </span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
            {unplayable ? (
              <p id={noteId} className="text-sm font-medium text-amber-800 dark:text-amber-200">
                {t('modeDialog.noQuestions')}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">{t('modeDialog.cancel')}</Button>
              </DialogClose>
              <Button
                type="submit"
                disabled={unplayable}
                aria-describedby={unplayable ? noteId : undefined}
              >
                {t('modeDialog.start')}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
