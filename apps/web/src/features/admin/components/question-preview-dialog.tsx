import type { AdminQuestion } from '@quizarena/contracts';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

/** How a question is shown as players see it: the quiz's own question card, handed in by app/. */
export type QuestionPreviewSlot = ComponentType<{ question: AdminQuestion }>;

/** The question in the quiz's card, answerable to check it; Try again starts it afresh. */
export function QuestionPreviewDialog({
  question,
  preview: Preview,
  onClose,
}: {
  question: AdminQuestion;
  preview: QuestionPreviewSlot;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const [round, setRound] = useState(0);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title={t('questions.previewTitle')}
        description={t('questions.previewDescription')}
        className="max-w-3xl"
      >
        <div className="space-y-4">
          <Preview key={round} question={question} />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => setRound((n) => n + 1)}>
              {t('questions.previewAgain')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
