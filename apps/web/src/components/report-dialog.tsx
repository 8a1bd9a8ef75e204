import { REPORT_REASONS, reportResponseSchema, type ReportBody } from '@quizarena/contracts';
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../lib/api-client';
import { apiErrorText } from '../lib/api-error-text';
import { parseAnswer } from '../lib/parse-answer';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent } from './ui/dialog';
import { TextArea } from './ui/text-area';

type Subject = Pick<ReportBody, 'subject_type' | 'subject_id'>;

/** POST /api/social/reports: one report of a player or a message, for the moderators. */
export async function sendReport(body: ReportBody) {
  const answer = await apiFetch('/api/social/reports', { method: 'POST', body });
  return parseAnswer(reportResponseSchema, answer).data;
}

// Mounted only while the dialog is open, so every report starts blank.
function ReportForm({ subject, onSent }: { subject: Subject; onSent: () => void }) {
  const { t } = useTranslation(['ui', 'common']);
  const [reason, setReason] = useState<ReportBody['reason'] | null>(null);
  const [details, setDetails] = useState('');
  const radioName = useId();
  const report = useMutation({
    mutationFn: sendReport,
    onSuccess: () => {
      toast.success(t('report.sent'));
      onSent();
    },
    // The dialog stays open with what was written, so sending again is one click.
    onError: (error) => toast.error(apiErrorText(error, t('report.failed'))),
  });
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) return;
        const text = details.trim();
        report.mutate({ ...subject, reason, ...(text ? { details: text } : {}) });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('report.reason')}</legend>
        {REPORT_REASONS.map((option) => (
          <label key={option} className="flex min-h-6 items-center gap-3 text-sm">
            <input
              type="radio"
              name={radioName}
              value={option}
              required
              checked={reason === option}
              onChange={() => setReason(option)}
              className="h-5 w-5 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
            />
            {t(`report.reasons.${option}`)}
          </label>
        ))}
      </fieldset>
      <TextArea
        label={t('report.details')}
        hint={t('report.detailsHint')}
        value={details}
        maxLength={1000}
        rows={3}
        onChange={(event) => setDetails(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('common:actions.cancel')}</Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={report.isPending}>
          {report.isPending ? t('report.sending') : t('report.send')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Reports a player, a message, a study group or a room (`subjectType`, `subjectId`; a group or
 * a room by its name): a reason from REPORT_REASONS,
 * optional details, then a thank-you toast. A failure toasts why and keeps the dialog open.
 */
export function ReportDialog({
  open,
  onOpenChange,
  subjectType,
  subjectId,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subjectType: ReportBody['subject_type'];
  subjectId: string;
  /** What is reported, e.g. 'Report Grace Hopper'. */
  title: string;
}) {
  const { t } = useTranslation('ui');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={t('report.description')}>
        <ReportForm
          subject={{ subject_type: subjectType, subject_id: subjectId }}
          onSent={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** A Report button that opens the report dialog for one subject (a player, a group, a room). */
export function ReportButton({
  subjectType,
  subjectId,
  title,
}: {
  subjectType: ReportBody['subject_type'];
  subjectId: string;
  /** The dialog's title, e.g. 'Report Grace Hopper'. */
  title: string;
}) {
  const { t } = useTranslation('ui');
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setReporting(true)}>
        <Flag className="h-4 w-4" aria-hidden="true" />
        {t('report.open')}
      </Button>
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        subjectType={subjectType}
        subjectId={subjectId}
        title={title}
      />
    </>
  );
}
