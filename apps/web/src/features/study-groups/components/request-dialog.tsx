import { STUDY_GROUP_RULES, type StudyGroup } from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { TextArea } from '../../../components/ui/text-area';

/** A private group's join request: an optional message to its moderators. */
export function RequestDialog({
  group,
  pending,
  onOpenChange,
  onSend,
}: {
  /** The group asked to join, or null while closed. */
  group: StudyGroup | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (group: StudyGroup, message: string) => void;
}) {
  const { t } = useTranslation('studyGroups');
  const [message, setMessage] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (group) onSend(group, message.trim());
  }
  return (
    <Dialog
      open={group !== null}
      onOpenChange={(open) => {
        if (!open) setMessage('');
        onOpenChange(open);
      }}
    >
      {group ? (
        <DialogContent
          title={t('request.title', { name: group.name })}
          description={t('request.description')}
        >
          <form onSubmit={submit} className="space-y-4">
            <TextArea
              label={t('request.message')}
              placeholder={t('request.placeholder')}
              maxLength={STUDY_GROUP_RULES.joinMessageMaxLength}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">{t('request.cancel')}</Button>
              </DialogClose>
              <Button type="submit" disabled={pending}>
                {t('request.send')}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
