import { STUDY_SESSION_RULES, type ReminderMinutes, type StudySession } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { apiRefusalText } from '../../../lib/api-error-text';
import { refreshSessions } from '../api/queries';
import { setReminder } from '../api/study-sessions';

const isLead = (value: number | null): value is ReminderMinutes =>
  value !== null && (STUDY_SESSION_RULES.reminderMinutes as readonly number[]).includes(value);

/** Set Reminder: a lead time to choose, the chosen one shown, and a way to remove it. */
export function ReminderDialog({
  session,
  open,
  onOpenChange,
}: {
  session: StudySession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('studyGroups');
  const queryClient = useQueryClient();
  const name = useId();
  const current = isLead(session.reminder_minutes) ? session.reminder_minutes : null;
  const [lead, setLead] = useState<ReminderMinutes>(
    current ?? STUDY_SESSION_RULES.defaultReminderMinutes,
  );
  const save = useMutation({
    mutationFn: (minutes: ReminderMinutes | null) => setReminder(session.id, minutes),
    onSuccess: (updated, minutes) => {
      toast.success(
        minutes === null
          ? t('toasts.reminderRemoved')
          : t('toasts.reminderSaved', { lead: t(`reminder.leads.${minutes}`) }),
      );
      onOpenChange(false);
      void refreshSessions(queryClient, updated);
    },
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.reminderFailed'))),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(lead);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={t('reminder.title')}
          description={t('reminder.description', { title: session.title })}
        >
          <form onSubmit={submit} className="space-y-4">
            {current !== null ? (
              <p className="text-sm font-semibold">
                {t('reminder.current', { lead: t(`reminder.leads.${current}`) })}
              </p>
            ) : null}
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('reminder.lead')}</legend>
              {STUDY_SESSION_RULES.reminderMinutes.map((minutes) => (
                <label key={minutes} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={name}
                    value={minutes}
                    checked={lead === minutes}
                    onChange={() => setLead(minutes)}
                  />
                  {t(`reminder.leads.${minutes}`)}
                </label>
              ))}
            </fieldset>
            <div className="flex flex-wrap justify-end gap-2">
              {current !== null ? (
                <Button variant="ghost" disabled={save.isPending} onClick={() => save.mutate(null)}>
                  {t('reminder.remove')}
                </Button>
              ) : null}
              <DialogClose asChild>
                <Button variant="secondary">{t('form.cancel')}</Button>
              </DialogClose>
              <Button type="submit" disabled={save.isPending}>
                {t('reminder.save')}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
