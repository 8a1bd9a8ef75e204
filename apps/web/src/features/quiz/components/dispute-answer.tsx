import { DISPUTE_REASON, type AnswerDispute } from '@quizarena/contracts';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { TextArea } from '../../../components/ui/text-area';
import { apiRefusalText } from '../../../lib/api-error-text';
import { formatNumber } from '../../../lib/format';
import { useDisputeAnswer } from '../api/disputes';
import { FOCUS_RING } from './focus-ring';

const TONES: Record<AnswerDispute['status'], BadgeTone> = {
  open: 'amber',
  upheld: 'green',
  rejected: 'slate',
};

/** A dispute's status in words, with the moderator's note once decided. */
export function DisputeStatus({ dispute }: { dispute: AnswerDispute }) {
  const { t } = useTranslation('quiz');
  return (
    <div className="space-y-1 text-sm">
      <Badge tone={TONES[dispute.status]}>{t(`dispute.status.${dispute.status}`)}</Badge>
      {dispute.moderator_note ? (
        <p className="text-slate-700 dark:text-slate-300">
          {t('dispute.note', { note: dispute.moderator_note })}
        </p>
      ) : null}
    </div>
  );
}

// Mounted only while the dialog is open, so every dispute starts blank.
function DisputeForm({
  sessionId,
  questionId,
  onSent,
}: {
  sessionId: string;
  questionId: string;
  onSent: () => void;
}) {
  const { t } = useTranslation(['quiz', 'common']);
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const dispute = useDisputeAnswer(sessionId);
  const written = reason.trim().length;
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (written < DISPUTE_REASON.min) {
          setTooShort(true);
          return;
        }
        dispute.mutate(
          { questionId, reason: reason.trim() },
          {
            onSuccess: () => {
              toast.success(t('dispute.sent'));
              onSent();
            },
            // The dialog stays open with what was written, so sending again is one click.
            onError: (error) => toast.error(apiRefusalText(error, t('dispute.failed'))),
          },
        );
      }}
    >
      <TextArea
        label={t('dispute.reason')}
        hint={t('dispute.reasonHint', {
          written: formatNumber(written),
          max: formatNumber(DISPUTE_REASON.max),
          min: formatNumber(DISPUTE_REASON.min),
        })}
        value={reason}
        required
        minLength={DISPUTE_REASON.min}
        maxLength={DISPUTE_REASON.max}
        rows={4}
        error={
          tooShort && written < DISPUTE_REASON.min
            ? t('dispute.tooShort', { min: DISPUTE_REASON.min })
            : undefined
        }
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" className={FOCUS_RING}>
            {t('common:actions.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" className={FOCUS_RING} disabled={dispute.isPending}>
          {dispute.isPending ? t('dispute.sending') : t('dispute.send')}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Dispute this answer' for one question of the player's quiz: a dialog asking what is wrong
 * (required, with its length shown), a toast when it is sent or refused, and from then on the
 * dispute's status instead of the button. `onOpen` is told when the dialog opens (play holds
 * its pause between questions meanwhile).
 */
export function DisputeAnswer({
  sessionId,
  questionId,
  questionText,
  position,
  dispute,
  onOpen,
}: {
  sessionId: string;
  questionId: string;
  questionText: string;
  /** The question's place in the quiz, which tells the buttons of a results list apart. */
  position: number;
  dispute: AnswerDispute | undefined;
  onOpen?: () => void;
}) {
  const { t } = useTranslation('quiz');
  const [open, setOpen] = useState(false);
  if (dispute) return <DisputeStatus dispute={dispute} />;
  return (
    <>
      <Button
        variant="ghost"
        className={FOCUS_RING}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
        {t('dispute.open')}
        <span className="sr-only"> {t('dispute.openWhich', { position })}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={t('dispute.title')}
          description={t('dispute.description', { question: questionText })}
        >
          <DisputeForm
            sessionId={sessionId}
            questionId={questionId}
            onSent={() => setOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
